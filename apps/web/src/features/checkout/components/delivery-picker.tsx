import type { OrderQuote } from '@ffe/shared/contracts/order';
import { useTranslation } from 'react-i18next';
import { type DeliveryChoice, DeliveryChoices } from '../../../components/delivery/delivery-choices';
import { Section } from './section';

/** The order form's delivery card: the shared day and slot chips under its heading. */
export function DeliveryPicker({
  delivery,
  onChoose,
}: {
  delivery: OrderQuote['delivery'];
  onChoose: (choice: DeliveryChoice) => void;
}) {
  const { t } = useTranslation();
  return (
    <Section title={t('checkout.delivery')}>
      <DeliveryChoices delivery={delivery} onChoose={onChoose} />
    </Section>
  );
}
