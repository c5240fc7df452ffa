import { PlusOutlined } from '@ant-design/icons';
import { DELIVERY_FEE_CENTS, FREE_DELIVERY_FROM_CENTS } from '@ffe/shared/constants';
import { formatCents } from '@ffe/shared/domain/money';
import { Button, Cascader, Form, InputNumber, Table } from 'antd';
import type { FormListFieldData } from 'antd/es/form/FormList';
import { useTranslation } from 'react-i18next';
import { RemoveRow } from './remove-row';
import { SettingsCard } from './settings-card';
import type { ZoneValues } from './settings-values';
import { REGION_FIELD_NAMES, type RegionOption, useRegionOptions } from './zone-regions';

const cell = { style: { margin: 0 } };
const LEVELS = 3;

/** An amount in yuan, to the fen. */
function YuanInput({ label, ...props }: { label: string; placeholder?: string }) {
  return <InputNumber min={0} precision={2} prefix="¥" aria-label={label} style={{ width: 140 }} {...props} />;
}

const searchRegion = (input: string, path: RegionOption[]) => path.some((option) => option.text.includes(input));

/**
 * The districts the shop delivers to, each with its fee, the amount from which delivery is free and its minimum order;
 * with none, every address pays the standard fee.
 */
export function ZonesSection({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const regions = useRegionOptions();
  return (
    <SettingsCard title={t('deliverySettings.zones.title')} hint={t('deliverySettings.zones.hint')}>
      <Form.List name="zones">
        {(fields, { add, remove }, { errors }) => (
          <>
            <Table<FormListFieldData>
              rowKey="key"
              size="small"
              pagination={false}
              dataSource={fields}
              locale={{
                emptyText: t('deliverySettings.zones.empty', {
                  fee: formatCents(DELIVERY_FEE_CENTS),
                  freeFrom: formatCents(FREE_DELIVERY_FROM_CENTS),
                }),
              }}
              columns={[
                {
                  key: 'region',
                  title: t('deliverySettings.zones.region'),
                  width: 300,
                  render: (_, { name }) => (
                    <Form.Item
                      {...cell}
                      name={[name, 'region']}
                      rules={[
                        {
                          validator: (_rule, region: string[] | undefined) =>
                            region?.length === LEVELS
                              ? Promise.resolve()
                              : Promise.reject(new Error(t('deliverySettings.zones.regionRequired'))),
                        },
                      ]}
                    >
                      <Cascader<RegionOption>
                        options={regions.data ?? []}
                        loading={regions.isPending}
                        fieldNames={REGION_FIELD_NAMES}
                        showSearch={{ filter: searchRegion }}
                        placeholder={t('deliverySettings.zones.regionPlaceholder')}
                        aria-label={t('deliverySettings.zones.region')}
                        style={{ width: 280 }}
                      />
                    </Form.Item>
                  ),
                },
                {
                  key: 'fee',
                  title: t('deliverySettings.zones.fee'),
                  render: (_, { name }) => (
                    <Form.Item
                      {...cell}
                      name={[name, 'fee']}
                      rules={[{ required: true, message: t('deliverySettings.required') }]}
                    >
                      <YuanInput label={t('deliverySettings.zones.fee')} />
                    </Form.Item>
                  ),
                },
                {
                  key: 'freeFrom',
                  title: t('deliverySettings.zones.freeFrom'),
                  render: (_, { name }) => (
                    <Form.Item {...cell} name={[name, 'freeFrom']}>
                      <YuanInput
                        label={t('deliverySettings.zones.freeFrom')}
                        placeholder={t('deliverySettings.zones.neverFree')}
                      />
                    </Form.Item>
                  ),
                },
                {
                  key: 'minOrder',
                  title: t('deliverySettings.zones.minOrder'),
                  render: (_, { name }) => (
                    <Form.Item {...cell} name={[name, 'minOrder']}>
                      <YuanInput label={t('deliverySettings.zones.minOrder')} />
                    </Form.Item>
                  ),
                },
                ...(editable
                  ? [
                      {
                        key: 'remove',
                        width: 56,
                        render: (_: unknown, { name }: FormListFieldData) => {
                          const question = () => {
                            const zone: ZoneValues | undefined = form.getFieldValue(['zones', name]);
                            const district = zone?.region.at(-1);
                            return district
                              ? t('deliverySettings.zones.removeConfirm', { district })
                              : t('deliverySettings.removeConfirm');
                          };
                          return (
                            <RemoveRow
                              question={question}
                              hint={t('deliverySettings.zones.removeHint')}
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
                onClick={() =>
                  add({
                    region: [],
                    fee: DELIVERY_FEE_CENTS / 100,
                    freeFrom: FREE_DELIVERY_FROM_CENTS / 100,
                    minOrder: 0,
                  } satisfies ZoneValues)
                }
              >
                {t('deliverySettings.zones.add')}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </SettingsCard>
  );
}
