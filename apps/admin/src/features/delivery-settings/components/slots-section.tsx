import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, InputNumber, Table, Tag, TimePicker } from 'antd';
import type { FormListFieldData } from 'antd/es/form/FormList';
import { useTranslation } from 'react-i18next';
import { CLOCK_FORMAT, clockField } from './picker-values';
import { RemoveRow } from './remove-row';
import { SettingsCard } from './settings-card';
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

const cell = { style: { margin: 0 } };

/** The slots of every day: start and end, the orders each takes (0 pauses it); added and removed after asking. */
export function SlotsSection({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  return (
    <SettingsCard title={t('deliverySettings.slots.title')} hint={t('deliverySettings.slots.hint')}>
      <Form.List name="slots">
        {(fields, { add, remove }, { errors }) => (
          <>
            <Table<FormListFieldData>
              rowKey="key"
              size="small"
              pagination={false}
              dataSource={fields}
              columns={[
                {
                  key: 'start',
                  title: t('deliverySettings.slots.start'),
                  width: 160,
                  render: (_, { name }) => (
                    <Form.Item
                      {...cell}
                      {...clockField}
                      name={[name, 'start']}
                      rules={[{ required: true, message: t('deliverySettings.slots.startRequired') }]}
                    >
                      <TimePicker
                        format={CLOCK_FORMAT}
                        minuteStep={5}
                        needConfirm={false}
                        showNow={false}
                        aria-label={t('deliverySettings.slots.start')}
                      />
                    </Form.Item>
                  ),
                },
                {
                  key: 'end',
                  title: t('deliverySettings.slots.end'),
                  width: 160,
                  render: (_, { name }) => (
                    <Form.Item
                      {...cell}
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
                      <TimePicker
                        format={CLOCK_FORMAT}
                        minuteStep={5}
                        needConfirm={false}
                        showNow={false}
                        aria-label={t('deliverySettings.slots.end')}
                      />
                    </Form.Item>
                  ),
                },
                {
                  key: 'capacity',
                  title: t('deliverySettings.slots.capacity'),
                  width: 180,
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
                {
                  key: 'id',
                  title: t('deliverySettings.slots.id'),
                  render: (_, { name }) => {
                    const id: string | undefined = form.getFieldValue(['slots', name, 'id']);
                    return id ? <Tag>{id}</Tag> : <Tag color="blue">{t('deliverySettings.slots.new')}</Tag>;
                  },
                },
                ...(editable
                  ? [
                      {
                        key: 'remove',
                        width: 56,
                        render: (_: unknown, { name }: FormListFieldData) => {
                          const question = () => {
                            const slot: SlotValues | undefined = form.getFieldValue(['slots', name]);
                            return t('deliverySettings.slots.removeConfirm', {
                              start: slot?.start ?? '',
                              end: slot?.end ?? '',
                            });
                          };
                          return (
                            <RemoveRow
                              question={question}
                              hint={t('deliverySettings.slots.removeHint')}
                              onRemove={() => remove(name)}
                            />
                          );
                        },
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
                onClick={() => add(nextSlot(form.getFieldValue('slots') ?? []))}
              >
                {t('deliverySettings.slots.add')}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </SettingsCard>
  );
}
