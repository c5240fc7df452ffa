import type { AdminOrder } from '@ffe/shared/contracts/admin-orders';
import { Card, Descriptions, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime, formatYuan } from '../../../lib/format';
import { moneyRows } from './money-rows';
import { NoneText } from './none-text';

/** The money: every charged line and the total (`moneyRows`), how it was paid, and each refund. */
export function PaymentCard({ order: o }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const none = <NoneText />;
  return (
    <Card title={t('orders.detail.payment')} size="small">
      <Descriptions column={3} size="small">
        {moneyRows(o, t).map((row) => (
          <Descriptions.Item key={row.key} label={row.label}>
            {row.strong ? <Typography.Text strong>{row.value}</Typography.Text> : row.value}
          </Descriptions.Item>
        ))}
        <Descriptions.Item label={t('orders.detail.payChannel')}>
          {o.payChannel ? t(`orders.detail.channels.${o.payChannel}`) : none}
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.paidAt')}>{o.paidAt ? formatTime(o.paidAt) : none}</Descriptions.Item>
        {o.refundReason && (
          <Descriptions.Item label={t('orders.detail.staffReason')}>{o.refundReason}</Descriptions.Item>
        )}
      </Descriptions>
      {o.refunds.length > 0 && (
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          title={() => t('orders.detail.refunds')}
          dataSource={o.refunds}
          columns={[
            { key: 'at', title: t('audit.time'), render: (_, f) => formatTime(f.createTime) },
            { key: 'amount', title: t('orders.detail.refundAmount'), render: (_, f) => formatYuan(f.amount) },
            {
              key: 'reason',
              title: t('orders.detail.refundReason'),
              render: (_, f) => t(`orders.detail.refundReasons.${f.reason}`),
            },
            {
              key: 'status',
              title: t('orders.detail.refundStatus'),
              render: (_, f) => t(`orders.detail.refundStatuses.${f.status}`),
            },
            { key: 'attempts', title: t('orders.detail.attempts'), dataIndex: 'attempts' },
            { key: 'error', title: t('orders.detail.lastError'), render: (_, f) => f.lastError ?? '—' },
          ]}
        />
      )}
    </Card>
  );
}
