import { afterSaleStatuses } from '@ffe/shared/domain/order-state';
import { Button, Flex, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
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
    <Flex gap={12} wrap className="filters">
      <Input.Search
        key={filters.keyword ?? ''}
        defaultValue={filters.keyword}
        placeholder={t('afterSales.keyword')}
        aria-label={t('afterSales.keyword')}
        allowClear
        enterButton={t('common.search')}
        style={{ width: 320 }}
        onSearch={(keyword) => setFilters({ keyword })}
      />
      <Select
        aria-label={t('afterSales.status')}
        placeholder={t('afterSales.status')}
        allowClear
        style={{ width: 160 }}
        value={filters.status}
        options={afterSaleStatuses.map((status) => ({ value: status, label: t(`afterSales.statuses.${status}`) }))}
        onChange={(status) => setFilters({ status })}
      />
      {table.hasFilters && <Button onClick={table.clearFilters}>{t('common.clearFilters')}</Button>}
    </Flex>
  );
}
