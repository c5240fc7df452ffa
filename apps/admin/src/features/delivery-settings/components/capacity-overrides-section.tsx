import { PlusOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, InputNumber, Select, Table } from 'antd';
import type { FormListFieldData } from 'antd/es/form/FormList';
import { useTranslation } from 'react-i18next';
import { DAY_FORMAT, dayField } from './picker-values';
import { RemoveRow } from './remove-row';
import { SettingsCard } from './settings-card';
import type { SlotValues } from './settings-values';

const cell = { style: { margin: 0 } };

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
    <SettingsCard title={t('deliverySettings.overrides.title')} hint={t('deliverySettings.overrides.hint')}>
      <Form.List name="capacityOverrides">
        {(fields, { add, remove }, { errors }) => (
          <>
            <Table<FormListFieldData>
              rowKey="key"
              size="small"
              pagination={false}
              dataSource={fields}
              locale={{ emptyText: t('deliverySettings.overrides.empty') }}
              columns={[
                {
                  key: 'date',
                  title: t('deliverySettings.date'),
                  width: 170,
                  render: (_, { name }) => (
                    <Form.Item
                      {...cell}
                      {...dayField}
                      name={[name, 'date']}
                      rules={[{ required: true, message: t('deliverySettings.dateRequired') }]}
                    >
                      <DatePicker format={DAY_FORMAT} aria-label={t('deliverySettings.date')} />
                    </Form.Item>
                  ),
                },
                {
                  key: 'slotId',
                  title: t('deliverySettings.overrides.slot'),
                  width: 170,
                  render: (_, { name }) => (
                    <Form.Item
                      {...cell}
                      name={[name, 'slotId']}
                      rules={[{ required: true, message: t('deliverySettings.overrides.slotRequired') }]}
                    >
                      <Select
                        options={slotOptions}
                        aria-label={t('deliverySettings.overrides.slot')}
                        style={{ width: 140 }}
                      />
                    </Form.Item>
                  ),
                },
                {
                  key: 'capacity',
                  title: t('deliverySettings.slots.capacity'),
                  render: (_, { name }) => (
                    <Form.Item
                      {...cell}
                      name={[name, 'capacity']}
                      rules={[{ required: true, message: t('deliverySettings.capacityRequired') }]}
                    >
                      <InputNumber
                        min={0}
                        precision={0}
                        suffix={t('deliverySettings.orders')}
                        aria-label={t('deliverySettings.slots.capacity')}
                        style={{ width: 140 }}
                      />
                    </Form.Item>
                  ),
                },
                ...(editable
                  ? [
                      {
                        key: 'remove',
                        width: 56,
                        render: (_: unknown, { name }: FormListFieldData) => (
                          <RemoveRow
                            question={() => t('deliverySettings.removeConfirm')}
                            onRemove={() => remove(name)}
                          />
                        ),
                      },
                    ]
                  : []),
              ]}
            />
            <Form.ErrorList errors={errors} />
            {editable && (
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                className="add-row"
                disabled={slotOptions.length === 0}
                onClick={() => add({ slotId: slotOptions[0]?.value, capacity: 0 })}
              >
                {t('deliverySettings.overrides.add')}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </SettingsCard>
  );
}
