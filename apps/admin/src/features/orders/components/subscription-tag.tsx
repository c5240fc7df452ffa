import type { AdminOrderRow } from '@ffe/shared/contracts/admin-orders';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** 周花 3/12: the order is one delivery of a subscription (decision 061), made like any order. */
export function SubscriptionTag({ subscription }: { subscription: NonNullable<AdminOrderRow['subscription']> }) {
  const { t } = useTranslation();
  return (
    <Tag color="purple">
      {t('orders.subscriptionTag', { number: subscription.number ?? '–', total: subscription.total ?? '–' })}
    </Tag>
  );
}
