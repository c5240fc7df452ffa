import { DELIVERY_FEE_CENTS, FREE_DELIVERY_FROM_CENTS } from '@ffe/shared/constants';
import { formatCents } from '@ffe/shared/domain/money';
import { Cascader, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { BoundedNumber } from './bounded-number';
import { BOUNDS, type Bounds, boundsRule } from './bounds';
import { RowField, RowsSection } from './rows-section';
import type { ZoneValues } from './settings-values';
import { REGION_FIELD_NAMES, type RegionOption, useRegionOptions } from './zone-regions';

const LEVELS = 3;

/** An amount in yuan, to the fen, within its bounds. */
function YuanInput({ label, ...props }: { label: string; bounds: Bounds; placeholder?: string }) {
  return <BoundedNumber precision={2} prefix="¥" aria-label={label} style={{ width: 140 }} {...props} />;
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
  const removeQuestion = (name: number) => {
    const zone: ZoneValues | undefined = form.getFieldValue(['zones', name]);
    const district = zone?.region.at(-1);
    return district ? t('deliverySettings.zones.removeConfirm', { district }) : t('deliverySettings.removeConfirm');
  };
  const newZone = (): ZoneValues => ({
    region: [],
    fee: DELIVERY_FEE_CENTS / 100,
    freeFrom: FREE_DELIVERY_FROM_CENTS / 100,
    minOrder: 0,
  });
  return (
    <RowsSection
      title={t('deliverySettings.zones.title')}
      hint={t('deliverySettings.zones.hint')}
      list="zones"
      editable={editable}
      empty={t('deliverySettings.zones.empty', {
        fee: formatCents(DELIVERY_FEE_CENTS),
        freeFrom: formatCents(FREE_DELIVERY_FROM_CENTS),
      })}
      add={{ label: t('deliverySettings.zones.add'), row: newZone }}
      remove={{ question: removeQuestion, hint: t('deliverySettings.zones.removeHint') }}
      columns={[
        {
          key: 'region',
          title: t('deliverySettings.zones.region'),
          width: 300,
          render: (name) => (
            <RowField
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
            </RowField>
          ),
        },
        {
          key: 'fee',
          title: t('deliverySettings.zones.fee'),
          render: (name) => (
            <RowField
              name={[name, 'fee']}
              rules={[{ required: true, message: t('deliverySettings.required') }, boundsRule(t, BOUNDS.fee)]}
            >
              <YuanInput label={t('deliverySettings.zones.fee')} bounds={BOUNDS.fee} />
            </RowField>
          ),
        },
        {
          key: 'freeFrom',
          title: t('deliverySettings.zones.freeFrom'),
          render: (name) => (
            <RowField name={[name, 'freeFrom']} rules={[boundsRule(t, BOUNDS.freeFrom)]}>
              <YuanInput
                label={t('deliverySettings.zones.freeFrom')}
                bounds={BOUNDS.freeFrom}
                placeholder={t('deliverySettings.zones.neverFree')}
              />
            </RowField>
          ),
        },
        {
          key: 'minOrder',
          title: t('deliverySettings.zones.minOrder'),
          render: (name) => (
            <RowField name={[name, 'minOrder']} rules={[boundsRule(t, BOUNDS.minOrder)]}>
              <YuanInput label={t('deliverySettings.zones.minOrder')} bounds={BOUNDS.minOrder} />
            </RowField>
          ),
        },
      ]}
    />
  );
}
