import { Form, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TemplateFormValues } from './template-form-values';

/** Kind and its amounts: a fixed amount above a minimum, or a percentage up to a cap; locked once claimed. */
export function TermsFields({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  const kind = Form.useWatch<TemplateFormValues['kind']>('kind');
  const yuan = { min: 0, precision: 2, prefix: '¥', style: { width: '100%' }, disabled: locked };
  return (
    <>
      <Form.Item name="kind" label={t('coupons.kind')}>
        <Radio.Group
          disabled={locked}
          optionType="button"
          options={[
            { value: 'fixed', label: t('coupons.kinds.fixed') },
            { value: 'percent', label: t('coupons.kinds.percent') },
          ]}
        />
      </Form.Item>
      {kind === 'fixed' ? (
        <Form.Item
          name="amountOff"
          label={t('coupons.amountOff')}
          rules={[{ required: true, type: 'number', min: 0.01, message: t('coupons.amountOffRequired') }]}
        >
          <InputNumber {...yuan} />
        </Form.Item>
      ) : (
        <>
          <Form.Item
            name="percentOff"
            label={t('coupons.percentOff')}
            extra={t('coupons.percentOffHint')}
            rules={[{ required: true, type: 'number', min: 1, max: 99, message: t('coupons.percentOffRequired') }]}
          >
            <InputNumber min={1} max={99} precision={0} suffix="%" style={{ width: '100%' }} disabled={locked} />
          </Form.Item>
          <Form.Item name="maxOff" label={t('coupons.maxOff')} extra={t('coupons.maxOffHint')}>
            <InputNumber {...yuan} />
          </Form.Item>
        </>
      )}
      <Form.Item name="minSpend" label={t('coupons.minSpend')} extra={t('coupons.minSpendHint')}>
        <InputNumber {...yuan} />
      </Form.Item>
    </>
  );
}
