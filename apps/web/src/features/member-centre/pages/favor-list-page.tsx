import { SwipeAction } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from '../../../components/ui/member-list.module.css';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import { refusalToasted } from '../../../lib/failure';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useFavourites } from '../api/list-favourites';
import { useRemoveFavourite } from '../api/remove-favourite';
import { GoodsRow } from '../components/goods-row';

/** The goods the member has kept: each opens its detail; swiping one left (or tabbing to it) offers to remove it. */
export default function FavorListPage() {
  const { t } = useTranslation();
  const favourites = useFavourites();
  const remove = useRemoveFavourite();

  if (favourites.isPending) return <PageLoading />;
  if (favourites.isError)
    return <PageError message={favourites.error.message} onRetry={() => void favourites.refetch()} />;

  const list = favourites.data;
  if (list.length === 0) {
    return (
      <EmptyState title={t('favourite.empty')} description={t('favourite.emptyHint')}>
        <Link to={PATHS.home} className={styles.action}>
          {t('favourite.goShopping')}
        </Link>
      </EmptyState>
    );
  }

  // Per call rather than mutate's callbacks, which only tell the last of several quick removals.
  const removeOne = (goodsId: string) =>
    remove.mutateAsync(goodsId).then(() => toast(t('favourite.removed'), 'success'), refusalToasted);

  return (
    <div className={styles.page}>
      <p className={styles.summary}>{t('favourite.count', { count: list.length })}</p>
      <ul className={styles.list} aria-label={t('title.favorList')}>
        {list.map((goods) => (
          <li key={goods.id} className={styles.item}>
            <SwipeAction
              className={styles.swipe}
              rightActions={[
                { key: 'remove', text: t('favourite.remove'), color: 'danger', onClick: () => removeOne(goods.id) },
              ]}
            >
              <GoodsRow goods={goods} />
            </SwipeAction>
          </li>
        ))}
      </ul>
      <p className={styles.tip}>{t('favourite.swipeTip')}</p>
    </div>
  );
}
