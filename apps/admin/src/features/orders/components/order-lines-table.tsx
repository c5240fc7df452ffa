import type { AdminOrder } from '@ffe/shared/contracts/admin-orders';
import { Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '../../../lib/format';
import { lineName } from './order-words';

/** What was bought, one row a line with its size and price; an add-on carries the 加购 tag. */
export function OrderLinesTable({ lines }: { lines: AdminOrder['lines'] }) {
  const { t } = useTranslation();
  return (
    <Card title={t('orders.detail.lines')} size="small">
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={lines}
        columns={[
          {
            key: 'name',
            title: t('orders.detail.goods'),
            render: (_, l) => (
              <>
                {lineName(l)} {l.addOn && <Tag color="gold">{t('orders.addOns')}</Tag>}
              </>
            ),
          },
          {
            key: 'price',
            title: t('orders.detail.price'),
            align: 'right',
            render: (_, l) => formatYuan(l.price),
          },
          { key: 'quantity', title: t('orders.detail.quantity'), align: 'right', dataIndex: 'quantity' },
          {
            key: 'subtotal',
            title: t('orders.detail.subtotal'),
            align: 'right',
            render: (_, l) => formatYuan(l.amount),
          },
        ]}
      />
    </Card>
  );
}
