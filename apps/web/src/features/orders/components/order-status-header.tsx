import type { Order } from '@ffe/shared/contracts/order';
import { useTranslation } from 'react-i18next';
import styles from '../pages/order-detail-page.module.css';
import { statusKeyOf } from '../utils/order-facts';
import { PayCountdown } from './pay-countdown';

/** Where the order stands, with the time left to pay while it waits for payment. */
export function OrderStatusHeader({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <header className={styles.status}>
      <h2 className={styles.statusWord}>{t(`order.status.${statusKeyOf(order)}`)}</h2>
      <p className={styles.statusHint}>
        {order.status === 'pending_payment' && order.payDeadline !== null ? (
          <PayCountdown deadline={order.payDeadline} text="order.hint.pending_payment" />
        ) : (
          t(`order.hint.${order.status}`)
        )}
      </p>
    </header>
  );
}
