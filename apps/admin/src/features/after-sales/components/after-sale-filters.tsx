import { afterSaleStatuses } from '@ffe/shared/domain/order-state';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter, FilterBar, SearchFilter } from '../../../components/filter-bar';
import { enumParam, type TableState, textParam } from '../../../lib/use-table-state';

/** The queue's filters as the address's query keeps them. */
export const afterSaleFilterParams = { status: enumParam(afterSaleStatuses), keyword: textParam };

/** The time asked and the amount sort on the server; with neither, open requests come first. */
export const AFTER_SALE_SORTABLE = ['createTime', 'amount'] as const;
export type AfterSaleSortField = (typeof AFTER_SALE_SORTABLE)[number];

/** By state, and by an order number or the customer's phone (applied on Enter). */
export function AfterSaleFilters({ table }: { table: TableState<typeof afterSaleFilterParams, AfterSaleSortField> }) {
  const { t } = useTranslation();
  const { filters, setFilters } = table;
  return (
    <FilterBar table={table}>
      <SearchFilter
        label={t('afterSales.keyword')}
        value={filters.keyword}
        onSearch={(keyword) => setFilters({ keyword })}
      />
      <ChoiceFilter
        label={t('afterSales.status')}
        width={160}
        value={filters.status}
        options={afterSaleStatuses.map((status) => ({ value: status, label: t(`afterSales.statuses.${status}`) }))}
        onChange={(status) => setFilters({ status })}
      />
    </FilterBar>
  );
}
