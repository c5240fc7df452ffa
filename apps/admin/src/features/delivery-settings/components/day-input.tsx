import { DatePicker } from 'antd';
import { useTranslation } from 'react-i18next';
import { DAY_FORMAT, dayField } from './picker-values';
import { RowField } from './rows-section';

/** The date a row is for (a surcharge's, a capacity's), in a row's cell. */
export function DayInput({ name }: { name: number }) {
  const { t } = useTranslation();
  return (
    <RowField
      {...dayField}
      name={[name, 'date']}
      rules={[{ required: true, message: t('deliverySettings.dateRequired') }]}
    >
      <DatePicker format={DAY_FORMAT} aria-label={t('deliverySettings.date')} />
    </RowField>
  );
}
