import { useTranslation } from 'react-i18next';
import { BoundedNumber } from './bounded-number';
import { BOUNDS, boundsRule } from './bounds';
import { RowField } from './rows-section';

/** The orders a slot takes, in a row's cell: a whole number, 0 pausing it. */
export function CapacityInput({ name }: { name: number }) {
  const { t } = useTranslation();
  return (
    <RowField
      name={[name, 'capacity']}
      rules={[{ required: true, message: t('deliverySettings.capacityRequired') }, boundsRule(t, BOUNDS.capacity)]}
    >
      <BoundedNumber
        bounds={BOUNDS.capacity}
        precision={0}
        suffix={t('deliverySettings.orders')}
        aria-label={t('deliverySettings.slots.capacity')}
        style={{ width: 140 }}
      />
    </RowField>
  );
}
