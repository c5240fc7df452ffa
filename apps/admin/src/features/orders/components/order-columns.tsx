import type { AdminOrderRow } from '@ffe/shared/contracts/admin-orders';
import { Space, type TableColumnsType, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { sortOrderOf } from '../../../lib/antd-table';
import { formatShortTime, formatYuan } from '../../../lib/format';
import type { SortState } from '../../../lib/use-table-state';
import type { OrderSortField } from './order-filters';
import { OrderLines } from './order-lines';
import { StatusTag } from './status-tag';
import { SubscriptionTag } from './subscription-tag';

/**
 * The workbench's columns. `date` is the day shown (none: every day, so the slot names its date too); `slotLabel`
 * names a slot by its hours; `sort` draws the arrows the address asks for.
 */
export function orderColumns(
  t: TFunction,
  {
    date,
    slotLabel,
    sort,
  }: { date: string | undefined; slotLabel: (slot: string) => string; sort: SortState<OrderSortField> | undefined },
): TableColumnsType<AdminOrderRow> {
  return [
    {
      key: 'orderNo',
      title: t('orders.orderNo'),
      className: 'nowrap',
      render: (_, row) => (
        <Space size={4}>
          <Link to={row.id}>{row.orderNo}</Link>
          {row.recentlyPaid && <Tag color="red">{t('orders.new')}</Tag>}
          {row.hasAfterSale && <Tag color="gold">{t('orders.afterSale')}</Tag>}
          {row.subscription && <SubscriptionTag subscription={row.subscription} />}
          {row.attention && <Tag color="volcano">{t(`orders.attention.${row.attention}`)}</Tag>}
        </Space>
      ),
    },
    {
      key: 'slot',
      title: t('orders.slot'),
      className: 'nowrap',
      render: (_, row) => (date ? slotLabel(row.deliverySlot) : `${row.deliveryDate} ${slotLabel(row.deliverySlot)}`),
    },
    {
      key: 'recipient',
      title: t('orders.recipient'),
      className: 'nowrap',
      render: (_, row) => (
        <span>
          {row.recipient.name}
          <Typography.Text type="secondary"> {row.recipient.phone}</Typography.Text>
        </span>
      ),
    },
    { key: 'district', title: t('orders.district'), className: 'nowrap', render: (_, row) => row.recipient.district },
    {
      key: 'lines',
      title: t('orders.lines'),
      render: (_, row) => <OrderLines lines={row.lines} />,
    },
    {
      key: 'payAmount',
      title: t('orders.amount'),
      className: 'nowrap',
      align: 'right',
      sorter: true,
      sortOrder: sortOrderOf(sort, 'payAmount'),
      render: (_, row) => formatYuan(row.payAmount),
    },
    {
      key: 'status',
      title: t('orders.state'),
      className: 'nowrap',
      render: (_, row) => <StatusTag status={row.status} />,
    },
    {
      key: 'paidAt',
      title: t('orders.paidAt'),
      className: 'nowrap',
      sorter: true,
      sortOrder: sortOrderOf(sort, 'paidAt'),
      render: (_, row) => (row.paidAt === null ? '—' : formatShortTime(row.paidAt)),
    },
  ];
}
