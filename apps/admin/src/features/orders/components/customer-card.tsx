import type { AdminOrder } from '@ffe/shared/contracts/admin-orders';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMemberName } from '../../../lib/member-name';
import { NoneText } from './none-text';

/** Who ordered, and how often they have. */
export function CustomerCard({ customer }: { customer: AdminOrder['customer'] }) {
  const { t } = useTranslation();
  const memberName = useMemberName();
  return (
    <Card title={t('orders.detail.customer')} size="small">
      <Typography.Text strong>{memberName(customer.nickname, customer.phone)}</Typography.Text>
      <div>{customer.phone ?? <NoneText />}</div>
      <Typography.Text type="secondary">
        {t('orders.detail.orderCount', { count: customer.orderCount })}
      </Typography.Text>
    </Card>
  );
}
