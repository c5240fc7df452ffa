import type { OrderStatus } from '@ffe/shared/domain/order-state';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const colors: Record<OrderStatus, string> = {
  pending_payment: 'default',
  paid: 'orange',
  preparing: 'magenta',
  delivering: 'blue',
  received: 'green',
  completed: 'green',
  cancelled: 'default',
  refunding: 'gold',
  refunded: 'default',
};

/** An order's state, in the workbench's words and colours. */
export function StatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Tag color={colors[status]}>{t(`orders.status.${status}`)}</Tag>;
}
