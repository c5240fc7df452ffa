import type { DeskOrder } from '@ffe/shared/contracts/admin-desk';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatYuan } from '../../../lib/format';
import { PanelSection } from './panel-section';

/** The customer's recent orders, each opening the orders workbench's page. */
export function PanelOrders({ orders }: { orders: readonly DeskOrder[] }) {
  const { t } = useTranslation();
  return (
    <PanelSection title={t('desk.panel.orders')}>
      {orders.length === 0 && <Typography.Text type="secondary">{t('desk.panel.noOrders')}</Typography.Text>}
      <ul className="desk-rows">
        {orders.map((order) => (
          <li key={order.id}>
            <Flex justify="space-between" gap={8}>
              <Link to={`/orders/${order.id}`}>{order.order_no}</Link>
              <Typography.Text>{formatYuan(order.amount)}</Typography.Text>
            </Flex>
            <Flex justify="space-between" gap={8}>
              <Tag variant="filled">{t(`orders.status.${order.status}`)}</Tag>
              {order.delivery_date && (
                <Typography.Text type="secondary" className="desk-small">
                  {t('desk.panel.delivery', { date: order.delivery_date })}
                </Typography.Text>
              )}
            </Flex>
          </li>
        ))}
      </ul>
    </PanelSection>
  );
}
