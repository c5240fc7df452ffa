import type { AdminOrder } from '@ffe/shared/contracts/admin-orders';
import { Card, Empty, Image, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime, formatYuan } from '../../../lib/format';

/** The customer's after-sales requests on this order, with their reasons, amounts, states and pictures. */
export function AfterSalesCard({ records }: { records: AdminOrder['afterSaleRecords'] }) {
  const { t } = useTranslation();
  return (
    <Card title={t('orders.detail.afterSales')} size="small">
      {records.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.detail.none')} />
      ) : (
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={records}
          columns={[
            { key: 'at', title: t('audit.time'), render: (_, a) => formatTime(a.createTime) },
            { key: 'kind', title: '', render: (_, a) => t(`orders.detail.afterSaleKinds.${a.kind}`) },
            {
              key: 'reason',
              title: t('orders.detail.refundReason'),
              render: (_, a) => (
                <span>
                  {t(`orders.detail.afterSaleReasons.${a.reason}`)}
                  {a.description ? ` · ${a.description}` : ''}
                </span>
              ),
            },
            { key: 'amount', title: t('orders.detail.refundAmount'), render: (_, a) => formatYuan(a.amount) },
            {
              key: 'status',
              title: t('orders.detail.refundStatus'),
              render: (_, a) => <Tag>{t(`orders.detail.afterSaleStatuses.${a.status}`)}</Tag>,
            },
            {
              key: 'pictures',
              title: '',
              render: (_, a) => (
                <Image.PreviewGroup>
                  {a.pictures.map((src) => (
                    <Image key={src} src={src} width={40} />
                  ))}
                </Image.PreviewGroup>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
