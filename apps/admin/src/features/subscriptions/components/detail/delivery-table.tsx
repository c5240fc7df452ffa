import { Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatYuan } from '../../../../lib/format';
import { slotText } from '../../utils/slot-text';
import type { DetailDelivery } from './detail-types';

const statusColour = { scheduled: 'default', placed: 'processing', delivered: 'success', cancelled: 'error' } as const;

/** Each delivery: date, slot, its number, state, the order it became (on the workbench), where it moved from, its share. */
export function DeliveryTable({ deliveries, total }: { deliveries: readonly DetailDelivery[]; total: number }) {
  const { t } = useTranslation();
  const none = t('subscriptions.list.none');
  return (
    <Card title={t('subscriptions.detail.deliveryList')}>
      <Table<DetailDelivery>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={[...deliveries]}
        columns={[
          { key: 'date', title: t('subscriptions.detail.date'), dataIndex: 'date', className: 'nowrap' },
          { key: 'slot', title: t('subscriptions.detail.slot'), render: (_, d) => slotText(d.slot) },
          {
            key: 'number',
            title: t('subscriptions.detail.number'),
            render: (_, d) => (d.number === null ? none : `${d.number}/${total}`),
          },
          {
            key: 'status',
            title: t('subscriptions.detail.status'),
            render: (_, d) => (
              <Tag color={statusColour[d.status]}>{t(`subscriptions.detail.deliveryStatuses.${d.status}`)}</Tag>
            ),
          },
          {
            key: 'order',
            title: t('subscriptions.detail.order'),
            render: (_, d) => (d.orderId && d.orderNo ? <Link to={`/orders/${d.orderId}`}>{d.orderNo}</Link> : none),
          },
          {
            key: 'movedFrom',
            title: t('subscriptions.detail.movedFrom'),
            render: (_, d) => d.movedFrom ?? none,
          },
          {
            key: 'amount',
            title: t('subscriptions.detail.amount'),
            align: 'right',
            render: (_, d) => formatYuan(d.amount),
          },
        ]}
      />
    </Card>
  );
}
