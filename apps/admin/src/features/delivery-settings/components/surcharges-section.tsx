import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { BoundedNumber } from './bounded-number';
import { BOUNDS, boundsRule } from './bounds';
import { DayInput } from './day-input';
import { RowField, RowsSection } from './rows-section';

/** What every order delivered on a date pays on top (2.14 +¥30), with the reason the customer reads. */
export function SurchargesSection({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  return (
    <RowsSection
      title={t('deliverySettings.surcharges.title')}
      hint={t('deliverySettings.surcharges.hint')}
      list="surcharges"
      editable={editable}
      empty={t('deliverySettings.surcharges.empty')}
      add={{ label: t('deliverySettings.surcharges.add'), row: () => ({ reason: '' }) }}
      remove={{ question: () => t('deliverySettings.removeConfirm') }}
      columns={[
        { key: 'date', title: t('deliverySettings.date'), width: 170, render: (name) => <DayInput name={name} /> },
        {
          key: 'amount',
          title: t('deliverySettings.surcharges.amount'),
          width: 170,
          render: (name) => (
            <RowField
              name={[name, 'amount']}
              rules={[{ required: true, message: t('deliverySettings.required') }, boundsRule(t, BOUNDS.surcharge)]}
            >
              <BoundedNumber
                bounds={BOUNDS.surcharge}
                precision={2}
                prefix="+¥"
                aria-label={t('deliverySettings.surcharges.amount')}
                style={{ width: 140 }}
              />
            </RowField>
          ),
        },
        {
          key: 'reason',
          title: t('deliverySettings.surcharges.reason'),
          render: (name) => (
            <RowField
              name={[name, 'reason']}
              rules={[{ required: true, whitespace: true, message: t('deliverySettings.required') }]}
            >
              <Input
                maxLength={20}
                placeholder={t('deliverySettings.surcharges.reasonPlaceholder')}
                style={{ maxWidth: 320 }}
                aria-label={t('deliverySettings.surcharges.reason')}
              />
            </RowField>
          ),
        },
      ]}
    />
  );
}
