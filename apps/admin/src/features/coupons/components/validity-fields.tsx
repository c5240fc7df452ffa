import { DatePicker, Form, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TemplateFormValues } from './template-form-values';

/** A fixed window, or N days from claiming with an optional claiming period; changes apply to new claims only. */
export function ValidityFields() {
  const { t } = useTranslation();
  const validity = Form.useWatch<TemplateFormValues['validity']>('validity');
  return (
    <>
      <Form.Item name="validity" label={t('coupons.validity')}>
        <Radio.Group
          optionType="button"
          options={(['window', 'days'] as const).map((value) => ({ value, label: t(`coupons.validities.${value}`) }))}
        />
      </Form.Item>
      {validity === 'window' ? (
        <Form.Item
          name="window"
          label={t('coupons.window')}
          rules={[{ required: true, message: t('coupons.windowRequired') }]}
        >
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
        </Form.Item>
      ) : (
        <>
          <Form.Item
            name="validDays"
            label={t('coupons.validDays')}
            rules={[{ required: true, type: 'number', min: 1, max: 365, message: t('coupons.validDaysRequired') }]}
          >
            <InputNumber min={1} max={365} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="claimPeriod" label={t('coupons.claimPeriod')}>
            <DatePicker.RangePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              allowEmpty={[false, false]}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </>
      )}
    </>
  );
}
