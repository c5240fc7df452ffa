import { PlusOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, InputNumber, Table } from 'antd';
import type { FormListFieldData } from 'antd/es/form/FormList';
import { useTranslation } from 'react-i18next';
import { DAY_FORMAT, dayField } from './picker-values';
import { RemoveRow } from './remove-row';
import { SettingsCard } from './settings-card';

const cell = { style: { margin: 0 } };

/** What every order delivered on a date pays on top (2.14 +¥30), with the reason the customer reads. */
export function SurchargesSection({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  return (
    <SettingsCard title={t('deliverySettings.surcharges.title')} hint={t('deliverySettings.surcharges.hint')}>
      <Form.List name="surcharges">
        {(fields, { add, remove }, { errors }) => (
          <>
            <Table<FormListFieldData>
              rowKey="key"
              size="small"
              pagination={false}
              dataSource={fields}
              locale={{ emptyText: t('deliverySettings.surcharges.empty') }}
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
                  key: 'amount',
                  title: t('deliverySettings.surcharges.amount'),
                  width: 170,
                  render: (_, { name }) => (
                    <Form.Item
                      {...cell}
                      name={[name, 'amount']}
                      rules={[{ required: true, message: t('deliverySettings.required') }]}
                    >
                      <InputNumber
                        min={0.01}
                        precision={2}
                        prefix="+¥"
                        aria-label={t('deliverySettings.surcharges.amount')}
                        style={{ width: 140 }}
                      />
                    </Form.Item>
                  ),
                },
                {
                  key: 'reason',
                  title: t('deliverySettings.surcharges.reason'),
                  render: (_, { name }) => (
                    <Form.Item
                      {...cell}
                      name={[name, 'reason']}
                      rules={[{ required: true, whitespace: true, message: t('deliverySettings.required') }]}
                    >
                      <Input
                        maxLength={20}
                        placeholder={t('deliverySettings.surcharges.reasonPlaceholder')}
                        style={{ maxWidth: 320 }}
                        aria-label={t('deliverySettings.surcharges.reason')}
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
              <Button type="dashed" icon={<PlusOutlined />} className="add-row" onClick={() => add({ reason: '' })}>
                {t('deliverySettings.surcharges.add')}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </SettingsCard>
  );
}
