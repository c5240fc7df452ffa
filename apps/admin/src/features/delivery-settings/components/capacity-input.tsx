import { InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { RowField } from './rows-section';

/** The orders a slot takes, in a row's cell: a whole number, 0 pausing it. */
export function CapacityInput({ name }: { name: number }) {
  const { t } = useTranslation();
  return (
    <RowField name={[name, 'capacity']} rules={[{ required: true, message: t('deliverySettings.capacityRequired') }]}>
      <InputNumber
        min={0}
        precision={0}
        suffix={t('deliverySettings.orders')}
        aria-label={t('deliverySettings.slots.capacity')}
        style={{ width: 140 }}
      />
    </RowField>
  );
}
