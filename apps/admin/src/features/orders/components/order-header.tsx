import type { AdminOrder } from '@ffe/shared/contracts/admin-orders';
import { Flex, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format';
import { OrderActions } from './order-actions';
import { StatusTag } from './status-tag';
import { SubscriptionTag } from './subscription-tag';

/** The order's state and age at a glance, beside the moves staff may make on it. */
export function OrderHeader({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  return (
    <Flex justify="space-between" align="center" wrap gap={12} className="detail-head">
      <Space>
        <StatusTag status={order.status} />
        {order.recentlyPaid && <Tag color="red">{t('orders.new')}</Tag>}
        {order.attention && <Tag color="volcano">{t(`orders.attention.${order.attention}`)}</Tag>}
        {order.subscription && <SubscriptionTag subscription={order.subscription} />}
        <Typography.Text type="secondary">
          {t('orders.detail.createdAt')} {formatTime(order.createTime)}
        </Typography.Text>
      </Space>
      <OrderActions order={order} />
    </Flex>
  );
}
