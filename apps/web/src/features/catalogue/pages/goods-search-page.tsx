import { SEARCH_KEYWORD_MAX_LENGTH } from '@ffe/shared/constants';
import type { CategoryNode, GoodsSort } from '@ffe/shared/contracts/catalogue';
import { formatYuan } from '@ffe/shared/domain/money';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { openedLazily } from '../../../components/ui/opened-lazily';
import { EmptyState } from '../../../components/ui/page-states';
import { useSearchGoodsInfinite } from '../../../lib/api/search-goods';
import { useCategoryTree } from '../api/get-category-tree';
import { GoodsFeed } from '../components/goods-feed';
import { SearchEntry } from '../components/search-entry';
import { SortBar } from '../components/sort-bar';
import { type ListingQuery, listingSearch } from '../utils/paths';
import { parseYuan } from '../utils/price-range';
import styles from './goods-search-page.module.css';

/** The filter loads the first time it opens: its popup stays out of the listing's first load. */
const FilterPopup = openedLazily(async () => (await import('../components/filter-popup')).FilterPopup);

const SORTS = ['default', 'sales', 'priceAsc', 'priceDesc', 'new'] as const satisfies readonly GoodsSort[];

export interface GoodsSearchPageProps {
  keyword?: string | undefined;
  categoryId?: string | undefined;
  sort?: string | undefined;
  minPrice?: string | undefined;
  maxPrice?: string | undefined;
}

/** The listing as the address states it; anything unusable is dropped rather than sent to fail on the server. */
function readListing(props: GoodsSearchPageProps): ListingQuery & { sort: GoodsSort } {
  const keyword = props.keyword?.trim().slice(0, SEARCH_KEYWORD_MAX_LENGTH) || undefined;
  let minPrice = parseYuan(props.minPrice);
  let maxPrice = parseYuan(props.maxPrice);
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    minPrice = undefined;
    maxPrice = undefined;
  }
  return {
    keyword,
    categoryId: props.categoryId || undefined,
    sort: SORTS.find((sort) => sort === props.sort) ?? 'default',
    minPrice,
    maxPrice,
  };
}

function categoryName(tree: readonly CategoryNode[] | undefined, id: string | undefined): string | undefined {
  if (!tree || !id) return undefined;
  for (const parent of tree) {
    if (parent.id === id) return parent.name;
    const child = parent.children.find((c) => c.id === id);
    if (child) return child.name;
  }
  return undefined;
}

function priceRangeLabel(min: number | undefined, max: number | undefined): string {
  if (min === undefined) return `≤ ¥${formatYuan(max ?? 0)}`;
  if (max === undefined) return `≥ ¥${formatYuan(min)}`;
  return `¥${formatYuan(min)} – ¥${formatYuan(max)}`;
}

/** The goods listing: a keyword and/or category, sorted and filtered, loading more as it scrolls. */
export default function GoodsSearchPage(props: GoodsSearchPageProps) {
  const { t } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  const [filterOpen, setFilterOpen] = useState(false);
  const listing = readListing(props);
  const goods = useSearchGoodsInfinite(listing);
  const tree = useCategoryTree();
  const total = goods.data?.pages[0]?.total;
  const category = categoryName(tree.data, listing.categoryId);
  const priced = listing.minPrice !== undefined || listing.maxPrice !== undefined;

  // The listing lives in the address (replacing, not stacking) so going back to it shows the same list.
  const update = (change: ListingQuery) => {
    setSearchParams(listingSearch({ ...listing, ...change }), { replace: true });
    window.scrollTo(0, 0);
  };
  const closeFilter = useCallback(() => setFilterOpen(false), []);

  return (
    <>
      <div className={styles.top}>
        <div className={styles.searchRow}>
          <SearchEntry text={listing.keyword} placeholder={t('search.placeholder')} />
        </div>
        <SortBar
          sort={listing.sort}
          onSort={(sort) => update({ sort })}
          onFilter={() => setFilterOpen(true)}
          filtered={Boolean(listing.categoryId) || priced}
        />
      </div>
      <p className={styles.summary} aria-live="polite">
        {total !== undefined && <span data-testid="result-count">{t('listing.results', { count: total })}</span>}
        {category && (
          <button
            type="button"
            className={styles.chip}
            aria-label={t('listing.removeFilter', { name: category })}
            onClick={() => update({ categoryId: undefined })}
          >
            {category} ✕
          </button>
        )}
        {priced && (
          <button
            type="button"
            className={styles.chip}
            aria-label={t('listing.removeFilter', { name: t('listing.priceRange') })}
            onClick={() => update({ minPrice: undefined, maxPrice: undefined })}
          >
            {priceRangeLabel(listing.minPrice, listing.maxPrice)} ✕
          </button>
        )}
      </p>
      <GoodsFeed
        query={goods}
        empty={<EmptyState title={t('search.noResult')} description={t('search.noResultHint')} />}
        opensThePage
      />
      <FilterPopup
        visible={filterOpen}
        current={listing}
        categories={tree.data ?? []}
        onApply={update}
        onClose={closeFilter}
      />
    </>
  );
}
