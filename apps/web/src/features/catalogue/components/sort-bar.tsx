import type { GoodsSort } from '@ffe/shared/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';
import styles from './sort-bar.module.css';

const SIMPLE_SORTS = [
  { sort: 'default', label: 'listing.sortDefault' },
  { sort: 'sales', label: 'listing.sortSales' },
] as const;

/** 综合 / 销量 / 价格 (tapping again turns the order round) / 新品, and the filter button. */
export function SortBar({
  sort,
  onSort,
  onFilter,
  filtered,
}: {
  sort: GoodsSort;
  onSort: (sort: GoodsSort) => void;
  onFilter: () => void;
  filtered: boolean;
}) {
  const { t } = useTranslation();
  const option = (active: boolean) => (active ? `${styles.option} ${styles.active}` : styles.option);
  const byPrice = sort === 'priceAsc' || sort === 'priceDesc';
  const priceLabel =
    sort === 'priceAsc'
      ? t('listing.priceAsc')
      : sort === 'priceDesc'
        ? t('listing.priceDesc')
        : t('listing.sortPrice');

  return (
    <div className={styles.bar} role="toolbar" aria-label={t('listing.sortBy')}>
      {SIMPLE_SORTS.map((item) => (
        <button
          key={item.sort}
          type="button"
          className={option(sort === item.sort)}
          aria-pressed={sort === item.sort}
          onClick={() => onSort(item.sort)}
        >
          {t(item.label)}
        </button>
      ))}
      <button
        type="button"
        className={option(byPrice)}
        aria-pressed={byPrice}
        aria-label={priceLabel}
        onClick={() => onSort(sort === 'priceAsc' ? 'priceDesc' : 'priceAsc')}
      >
        {t('listing.sortPrice')}
        <span className={styles.arrows} aria-hidden="true">
          <span className={sort === 'priceAsc' ? styles.on : undefined}>▲</span>
          <span className={sort === 'priceDesc' ? styles.on : undefined}>▼</span>
        </span>
      </button>
      <button
        type="button"
        className={option(sort === 'new')}
        aria-pressed={sort === 'new'}
        onClick={() => onSort('new')}
      >
        {t('listing.sortNew')}
      </button>
      <button type="button" className={option(filtered)} onClick={onFilter} aria-haspopup="dialog">
        {t('listing.filter')}
        <Icon name="filter" size={14} />
      </button>
    </div>
  );
}
