import type { CategoryNode } from '@ffe/shared/contracts/catalogue';
import { SideBar } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import { useSearchGoodsInfinite } from '../../../lib/api/search-goods';
import { useCategoryTree } from '../api/get-category-tree';
import { CategoryIcons } from '../components/category-icons';
import { GoodsFeed } from '../components/goods-feed';
import styles from './category-page.module.css';

/** The top-level category an id names, directly or through one of its children; else the first. */
function selectedCategory(tree: readonly CategoryNode[], id: string | undefined): CategoryNode | undefined {
  return tree.find((c) => c.id === id) ?? tree.find((c) => c.children.some((child) => child.id === id)) ?? tree[0];
}

function CategoryGoods({ category }: { category: CategoryNode }) {
  const { t } = useTranslation();
  const goods = useSearchGoodsInfinite({ categoryId: category.id, sort: 'default' });

  // Each category (a new key) starts from the top, not where the last list was left.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <section className={styles.main} aria-labelledby="category-heading">
      <h2 className={styles.heading} id="category-heading">
        {category.name}
      </h2>
      {category.children.length > 0 && (
        <nav className={styles.children} aria-labelledby="category-heading">
          <CategoryIcons categories={category.children} columns={3} />
        </nav>
      )}
      <GoodsFeed query={goods} empty={<EmptyState title={t('category.empty')} />} opensThePage />
    </section>
  );
}

/** Categories: top-level ones down the side, the chosen one's sub-categories and goods beside them. */
export default function CategoryPage({ categoryId }: { categoryId?: string | undefined }) {
  const { t } = useTranslation();
  const tree = useCategoryTree();
  const [, setSearchParams] = useSearchParams();
  const selected = tree.data && selectedCategory(tree.data, categoryId);

  if (tree.isPending) return <PageLoading />;
  if (tree.isError) return <PageError message={tree.error.message} onRetry={() => void tree.refetch()} />;
  if (!selected) return <EmptyState title={t('common.empty')} />;

  return (
    <div className={styles.layout}>
      <nav className={styles.side} aria-label={t('tab.category')}>
        <SideBar
          className={styles.sideBar}
          activeKey={selected.id}
          // The choice lives in the address so a reload or going back shows the same category.
          onChange={(key) => setSearchParams({ categoryId: key }, { replace: true })}
        >
          {tree.data.map((category) => (
            <SideBar.Item
              key={category.id}
              title={
                // SideBar's items are plain divs; the button makes them reachable by keyboard, its click bubbles up.
                <button
                  type="button"
                  className={styles.sideButton}
                  aria-current={category.id === selected.id ? 'true' : undefined}
                >
                  {category.name}
                </button>
              }
            />
          ))}
        </SideBar>
      </nav>
      <CategoryGoods key={selected.id} category={selected} />
    </div>
  );
}
