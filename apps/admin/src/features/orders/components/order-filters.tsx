import type { AdminOrderSort } from '@ffe/shared/contracts/admin-orders';
import { orderStatuses } from '@ffe/shared/domain/order-state';
import { Button, DatePicker, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter, FilterBar, SearchFilter } from '../../../components/filter-bar';
import { shopDay } from '../../../lib/format';
import { dateParam, enumParam, type SortState, type TableState, textParam } from '../../../lib/use-table-state';

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

/** The table's sort as the list contract names it; no sort is the workroom's order (day, slot, order time). */
export function serverSort(sort: SortState<OrderSortField> | undefined): AdminOrderSort {
  if (!sort) return 'slot';
  return sort.order === 'ascend' ? sort.field : `-${sort.field}`;
}

export type OrderTable = TableState<typeof orderFilterParams, OrderSortField>;

/** The day the list shows: the one in the address, else today; a keyword alone searches every day. */
export const shownDate = (filters: OrderTable['filters']) =>
  filters.deliveryDate ?? (filters.keyword ? undefined : shopDay());

/** Date (with today and tomorrow a click away), slot, district (one of the shop's) and keyword; each change goes back to page one. */
export function OrderFilters({
  table,
  slots,
  districts,
}: {
  table: OrderTable;
  slots: readonly { value: string; label: string }[];
  /** The zones' districts and those orders went to: the filter matches one exactly. */
  districts: readonly string[];
}) {
  const { t } = useTranslation();
  const { filters, setFilters } = table;
  const date = shownDate(filters);
  return (
    <FilterBar table={table}>
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
      <ChoiceFilter
        label={t('orders.slot')}
        value={filters.slot}
        options={slots}
        onChange={(slot) => setFilters({ slot })}
      />
      <ChoiceFilter
        label={t('orders.district')}
        value={filters.district}
        options={districts.map((district) => ({ value: district, label: district }))}
        onChange={(district) => setFilters({ district })}
      />
      <SearchFilter
        label={t('orders.keyword')}
        width={300}
        value={filters.keyword}
        onSearch={(keyword) => setFilters({ keyword })}
      />
    </FilterBar>
  );
}
