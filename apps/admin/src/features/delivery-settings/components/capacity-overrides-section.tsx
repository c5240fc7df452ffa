import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CapacityInput } from './capacity-input';
import { DayInput } from './day-input';
import { RowField, RowsSection } from './rows-section';
import type { SlotValues } from './settings-values';

/** A slot taking a different number of orders on one date: more on 2.14, none on a short day. */
export function CapacityOverridesSection({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  // `preserve`: a slot's id has no field of its own, and only fields' values are watched without it.
  const slots: SlotValues[] = Form.useWatch('slots', { form, preserve: true }) ?? [];
  // A slot added but not saved has no id yet, so it cannot be named here until it is.
  const slotOptions = slots.flatMap((slot) =>
    slot?.id ? [{ value: slot.id, label: `${slot.start}–${slot.end}` }] : [],
  );
  return (
    <RowsSection
      title={t('deliverySettings.overrides.title')}
      hint={t('deliverySettings.overrides.hint')}
      list="capacityOverrides"
      editable={editable}
      empty={t('deliverySettings.overrides.empty')}
      add={{
        label: t('deliverySettings.overrides.add'),
        disabled: slotOptions.length === 0,
        row: () => ({ slotId: slotOptions[0]?.value, capacity: 0 }),
      }}
      remove={{ question: () => t('deliverySettings.removeConfirm') }}
      columns={[
        { key: 'date', title: t('deliverySettings.date'), width: 170, render: (name) => <DayInput name={name} /> },
        {
          key: 'slotId',
          title: t('deliverySettings.overrides.slot'),
          width: 170,
          render: (name) => (
            <RowField
              name={[name, 'slotId']}
              rules={[{ required: true, message: t('deliverySettings.overrides.slotRequired') }]}
            >
              <Select options={slotOptions} aria-label={t('deliverySettings.overrides.slot')} style={{ width: 140 }} />
            </RowField>
          ),
        },
        {
          key: 'capacity',
          title: t('deliverySettings.slots.capacity'),
          render: (name) => <CapacityInput name={name} />,
        },
      ]}
    />
  );
}
