import type { OrderQuote } from '@ffe/shared/contracts/order';
import { useTranslation } from 'react-i18next';
import { type DeliveryChoice, DeliveryChoices } from '../../../components/delivery/delivery-choices';
import { describeDay } from '../../../components/delivery/delivery-day';
import styles from './checkout.module.css';
import { Section } from './section';

/**
 * The order form's delivery card: the shared day and slot chips under its heading, and, when the cooler cannot make the
 * order's flowers before the chosen day (issue 44), the earliest day it can.
 */
export function DeliveryPicker({
  delivery,
  onChoose,
}: {
  delivery: OrderQuote['delivery'];
  onChoose: (choice: DeliveryChoice) => void;
}) {
  const { t, i18n } = useTranslation();
  const firstShort = delivery.days.find((day) => day.unavailable === 'stems');
  // Only a shortage before the chosen day moved the choice; a later one the calendar shows on its own.
  const moved = firstShort !== undefined && (delivery.date === null || firstShort.date < delivery.date);
  const earliest = firstShort?.nextDate ?? null;
  const written =
    earliest &&
    describeDay(earliest, {
      now: Date.now(),
      language: i18n.language,
      today: t('checkout.today'),
      tomorrow: t('checkout.tomorrow'),
    }).date;
  return (
    <Section title={t('checkout.delivery')}>
      {moved && (
        <p className={`${styles.hint} ${styles.warning}`} role="status">
          {written ? t('checkout.stemsShort', { date: written }) : t('checkout.stemsShortNone')}
        </p>
      )}
      <DeliveryChoices delivery={delivery} onChoose={onChoose} />
    </Section>
  );
}
