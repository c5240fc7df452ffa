import { Form, Tag, TimePicker, type TimePickerProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { CapacityInput } from './capacity-input';
import { CLOCK_FORMAT, clockField } from './picker-values';
import { RowField, RowsSection } from './rows-section';
import type { SlotValues } from './settings-values';

const LAST_MINUTE = '23:59';

/** A new slot starts where the last one ends and lasts up to three hours, taking as many orders. */
export function nextSlot(slots: readonly SlotValues[]): SlotValues {
  const last = slots.at(-1);
  const start = last && last.end < LAST_MINUTE ? last.end : '09:00';
  const hour = Number(start.slice(0, 2)) + 3;
  const end = hour > 23 ? LAST_MINUTE : `${String(hour).padStart(2, '0')}${start.slice(2)}`;
  return { start, end, capacity: last?.capacity ?? 10 };
}

/** A time of day picked in five-minute steps; the form item hands it its id, value and change handler. */
const ClockPicker = ({ label, ...field }: TimePickerProps & { label: string }) => (
  <TimePicker {...field} format={CLOCK_FORMAT} minuteStep={5} needConfirm={false} showNow={false} aria-label={label} />
);

/** The slots of every day: start and end, the orders each takes (0 pauses it); added and removed after asking. */
export function SlotsSection({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const removeQuestion = (name: number) => {
    const slot: SlotValues | undefined = form.getFieldValue(['slots', name]);
    return t('deliverySettings.slots.removeConfirm', { start: slot?.start ?? '', end: slot?.end ?? '' });
  };
  return (
    <RowsSection
      title={t('deliverySettings.slots.title')}
      hint={t('deliverySettings.slots.hint')}
      list="slots"
      editable={editable}
      add={{ label: t('deliverySettings.slots.add'), row: () => nextSlot(form.getFieldValue('slots') ?? []) }}
      remove={{ question: removeQuestion, hint: t('deliverySettings.slots.removeHint') }}
      columns={[
        {
          key: 'start',
          title: t('deliverySettings.slots.start'),
          width: 160,
          render: (name) => (
            <RowField
              {...clockField}
              name={[name, 'start']}
              rules={[{ required: true, message: t('deliverySettings.slots.startRequired') }]}
            >
              <ClockPicker label={t('deliverySettings.slots.start')} />
            </RowField>
          ),
        },
        {
          key: 'end',
          title: t('deliverySettings.slots.end'),
          width: 160,
          render: (name) => (
            <RowField
              {...clockField}
              name={[name, 'end']}
              dependencies={[['slots', name, 'start']]}
              rules={[
                { required: true, message: t('deliverySettings.slots.endRequired') },
                ({ getFieldValue }) => ({
                  validator: (_rule, end: string | undefined) => {
                    const start: string | undefined = getFieldValue(['slots', name, 'start']);
                    return !start || !end || end > start
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('deliverySettings.slots.endAfterStart')));
                  },
                }),
              ]}
            >
              <ClockPicker label={t('deliverySettings.slots.end')} />
            </RowField>
          ),
        },
        {
          key: 'capacity',
          title: t('deliverySettings.slots.capacity'),
          width: 180,
          render: (name) => <CapacityInput name={name} />,
        },
        {
          key: 'id',
          title: t('deliverySettings.slots.id'),
          render: (name) => {
            const id: string | undefined = form.getFieldValue(['slots', name, 'id']);
            return id ? <Tag>{id}</Tag> : <Tag color="blue">{t('deliverySettings.slots.new')}</Tag>;
          },
        },
      ]}
    />
  );
}
