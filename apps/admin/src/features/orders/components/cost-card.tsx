import type { AdminOrder } from '@ffe/shared/contracts/admin-orders';
import { toYuan } from '@ffe/shared/domain/money';
import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '../../../lib/format';

/**
 * What the order's stems cost and what it earned (cooler.costs only: the server leaves both out for anyone else). A
 * loss shows red.
 */
export function CostCard({ order: o }: { order: Pick<AdminOrder, 'stemCost' | 'margin'> }) {
  const { t } = useTranslation();
  if (o.stemCost === undefined) return null;
  return (
    <Card title={t('orders.detail.costs')} size="small">
      {o.stemCost === null || o.margin === null || o.margin === undefined ? (
        <Typography.Text type="secondary">{t('orders.detail.noStems')}</Typography.Text>
      ) : (
        <Descriptions column={2} size="small">
          <Descriptions.Item label={t('orders.detail.stemCost')}>{formatYuan(toYuan(o.stemCost))}</Descriptions.Item>
          <Descriptions.Item label={t('orders.detail.margin')}>
            <Typography.Text strong type={o.margin < 0 ? 'danger' : undefined}>
              {formatYuan(toYuan(o.margin))}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
