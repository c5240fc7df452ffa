import { DELIVERY_SLOTS } from '@ffe/shared/constants';
import { maskPhone } from '@ffe/shared/domain/masking';
import { useTranslation } from 'react-i18next';
import { describeDay } from '../../../components/delivery/delivery-day';
import { useOrder } from '../../../lib/api/get-order';
import styles from './delivery-facts.module.css';

/** When and to whom the paid order's flowers go: its date and slot, and the recipient with the phone masked. */
export function DeliveryFacts({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation();
  const order = useOrder(orderId).data;
  // Said only once known: the payment's success stands without it.
  if (!order) return null;
  const { name, date } = describeDay(order.deliveryDate, {
    now: Date.now(),
    language: i18n.language,
    today: t('checkout.today'),
    tomorrow: t('checkout.tomorrow'),
  });
  const slot = DELIVERY_SLOTS.find((s) => s.id === order.deliverySlot);
  const hours = slot ? t('checkout.slotTime', { start: slot.start, end: slot.end }) : order.deliverySlot;
  return (
    <dl className={styles.facts} data-testid="delivery-facts">
      <div className={styles.fact}>
        <dt>{t('payment.deliveryWhen')}</dt>
        <dd>{t('payment.deliveryValue', { day: name, date, slot: hours })}</dd>
      </div>
      <div className={styles.fact}>
        <dt>{t('payment.recipient')}</dt>
        <dd>{t('payment.recipientValue', { name: order.recipient.name, phone: maskPhone(order.recipient.phone) })}</dd>
      </div>
    </dl>
  );
}
