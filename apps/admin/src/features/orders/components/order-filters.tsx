import { orderStatuses } from '@ffe/shared/domain/order-state';
import { Button, DatePicker, Flex, Input, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { shopDay } from '../../../lib/format';
import { dateParam, enumParam, type TableState, textParam } from '../../../lib/use-table-state';

/** The workbench's filters as the address's query keeps them; no date means today (the server's default). */
export const orderFilterParams = {
  deliveryDate: dateParam,
  slot: textParam,
  district: textParam,
  keyword: textParam,
  status: enumParam(orderStatuses),
};

export const ORDER_SORTABLE = ['paidAt', 'payAmount', 'createdAt'] as const;
export type OrderSortField = (typeof ORDER_SORTABLE)[number];

export type OrderTable = TableState<typeof orderFilterParams, OrderSortField>;

/** The day the list shows: the one in the address, else today; a keyword alone searches every day. */
export const shownDate = (filters: OrderTable['filters']) =>
  filters.deliveryDate ?? (filters.keyword ? undefined : shopDay());

/** Date (with today and tomorrow a click away), slot, district and keyword; each change goes back to page one. */
export function OrderFilters({
  table,
  slots,
}: {
  table: OrderTable;
  slots: readonly { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  const { filters, setFilters } = table;
  const date = shownDate(filters);
  return (
    <Flex gap={12} wrap align="center" className="filters">
      <Space.Compact>
        <Button
          type={date === shopDay() ? 'primary' : 'default'}
          onClick={() => setFilters({ deliveryDate: shopDay() })}
        >
          {t('orders.today')}
        </Button>
        <Button
          type={date === shopDay(1) ? 'primary' : 'default'}
          onClick={() => setFilters({ deliveryDate: shopDay(1) })}
        >
          {t('orders.tomorrow')}
        </Button>
      </Space.Compact>
      <DatePicker
        style={{ width: 140 }}
        aria-label={t('orders.deliveryDate')}
        placeholder={t('orders.allDays')}
        value={date ? dayjs(date) : null}
        allowClear={false}
        onChange={(value) => setFilters({ deliveryDate: value ? value.format('YYYY-MM-DD') : undefined })}
      />
      <Select
        aria-label={t('orders.slot')}
        placeholder={t('orders.slot')}
        allowClear
        style={{ width: 140 }}
        value={filters.slot}
        options={[...slots]}
        onChange={(slot?: string) => setFilters({ slot })}
      />
      <Input.Search
        key={`district-${filters.district ?? ''}`}
        defaultValue={filters.district}
        placeholder={t('orders.district')}
        aria-label={t('orders.district')}
        allowClear
        style={{ width: 130 }}
        onSearch={(district) => setFilters({ district })}
      />
      <Input.Search
        // A new address (back button, clear) shows its own keyword.
        key={`keyword-${filters.keyword ?? ''}`}
        defaultValue={filters.keyword}
        placeholder={t('orders.keyword')}
        aria-label={t('orders.keyword')}
        allowClear
        enterButton={t('common.search')}
        style={{ width: 300 }}
        onSearch={(keyword) => setFilters({ keyword })}
      />
      {table.hasFilters && <Button onClick={table.clearFilters}>{t('common.clearFilters')}</Button>}
    </Flex>
  );
}
