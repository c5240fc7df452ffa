import type { AdminSubscriptionRow } from '@ffe/shared/contracts/admin-subscriptions';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { formatYuan } from '../../../../lib/format';
import { weekdayKey } from '../../utils/weekday-key';

/** The list's columns: series, buyer (masked phone), recipient and district, weekday, progress, next date, paid, gift. */
export const listColumns = (
  t: TFunction,
  seriesName: (row: AdminSubscriptionRow) => string,
): ColumnsType<AdminSubscriptionRow> => [
  {
    key: 'series',
    title: t('subscriptions.list.series'),
    render: (_, row) => (
      <>
        {seriesName(row)} {row.gift && <Tag color="magenta">{t('subscriptions.list.gift')}</Tag>}
      </>
    ),
  },
  { key: 'member', title: t('subscriptions.list.member'), dataIndex: 'memberPhone', className: 'nowrap' },
  {
    key: 'recipient',
    title: t('subscriptions.list.recipient'),
    render: (_, row) => `${row.recipientName} · ${row.district}`,
  },
  {
    key: 'weekday',
    title: t('subscriptions.list.weekday'),
    render: (_, row) => (row.weekday ? t(weekdayKey(row.weekday)) : t('subscriptions.list.none')),
  },
  {
    key: 'progress',
    title: t('subscriptions.list.progress'),
    render: (_, row) => t('subscriptions.list.progressValue', { delivered: row.delivered, total: row.deliveriesTotal }),
  },
  {
    key: 'nextDate',
    title: t('subscriptions.list.nextDate'),
    className: 'nowrap',
    render: (_, row) => row.nextDate ?? t('subscriptions.list.none'),
  },
  { key: 'paid', title: t('subscriptions.list.paid'), align: 'right', render: (_, row) => formatYuan(row.paid) },
  {
    key: 'status',
    title: t('subscriptions.list.status'),
    render: (_, row) => t(`subscriptions.list.statuses.${row.status}`),
  },
];
