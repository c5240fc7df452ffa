import { couponTemplateState } from '@ffe/shared/contracts/admin-coupons';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter, FilterBar, SearchFilter } from '../../../components/filter-bar';
import { enumParam, type TableState, textParam } from '../../../lib/use-table-state';

/** The coupon list's filters as the address's query keeps them. */
export const couponFilterParams = { keyword: textParam, state: enumParam(couponTemplateState.options) };

/** Name (applied on Enter or the search button) and state; each change goes back to the first page. */
export function CouponFilters({ table }: { table: TableState<typeof couponFilterParams> }) {
  const { t } = useTranslation();
  const { filters, setFilters } = table;
  return (
    <FilterBar table={table}>
      <SearchFilter
        label={t('coupons.keyword')}
        value={filters.keyword}
        onSearch={(keyword) => setFilters({ keyword })}
      />
      <ChoiceFilter
        label={t('coupons.state')}
        value={filters.state}
        options={couponTemplateState.options.map((state) => ({ value: state, label: t(`coupons.states.${state}`) }))}
        onChange={(state) => setFilters({ state })}
      />
    </FilterBar>
  );
}
