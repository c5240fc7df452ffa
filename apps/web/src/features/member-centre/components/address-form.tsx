import type { Address } from '@ffe/shared/contracts/member-centre';
import { MOBILE_PHONE_PATTERN } from '@ffe/shared/domain/phone';
import { Button, Form, Input, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSaveAddress } from '../hooks/use-save-address';
import {
  type AddressFormValues,
  DETAIL_LENGTH,
  EMPTY_ADDRESS,
  formValuesOf,
  RECIPIENT_LENGTH,
  regionRule,
  tagRule,
  textRule,
} from '../utils/address-form';
import { TAG_MAX_LENGTH } from '../utils/address-tags';
import styles from './address-form.module.css';
import { RegionInput } from './region-input';
import { TagInput } from './tag-input';
import { ToggleSwitch } from './toggle-switch';

/** The address form: empty to add one, filled from `address` to edit it. */
export function AddressForm({ address }: { address?: Address }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AddressFormValues>();
  const { save, saving } = useSaveAddress(address);

  // Fields are checked when left; once a field shows an error, it is checked again as it changes, so the
  // message goes as soon as the problem does.
  const recheckWrongFields = (changed: Partial<AddressFormValues>) => {
    const wrong = Object.keys(changed).filter((name) => form.getFieldError(name as keyof AddressFormValues).length > 0);
    if (wrong.length > 0) form.validateFields(wrong as (keyof AddressFormValues)[]).catch(() => {});
  };

  return (
    <Form
      form={form}
      name="address"
      className={styles.form}
      mode="card"
      layout="horizontal"
      initialValues={address ? formValuesOf(address) : EMPTY_ADDRESS}
      validateTrigger="onBlur"
      onValuesChange={recheckWrongFields}
      onFinish={save}
      footer={
        <Button block type="submit" color="primary" shape="rounded" size="large" loading={saving}>
          {t('address.save')}
        </Button>
      }
    >
      <Form.Item
        name="recipient"
        label={t('address.recipient')}
        required
        rules={[textRule(t('address.recipientRequired'), t('address.recipientLength'), RECIPIENT_LENGTH)]}
      >
        <Input placeholder={t('address.recipientPlaceholder')} clearable autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('address.phone')}
        required
        rules={[
          { required: true, whitespace: true, message: t('address.phoneRequired') },
          { pattern: MOBILE_PHONE_PATTERN, message: t('address.phoneInvalid') },
        ]}
      >
        <Input
          placeholder={t('address.phonePlaceholder')}
          type="tel"
          inputMode="numeric"
          maxLength={11}
          clearable
          autoComplete="tel-national"
        />
      </Form.Item>
      <Form.Item
        name="region"
        label={t('address.region')}
        required
        validateTrigger="onChange"
        rules={[regionRule(t('address.regionRequired'))]}
      >
        <RegionInput placeholder={t('address.regionPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="detail"
        label={t('address.detail')}
        required
        rules={[textRule(t('address.detailRequired'), t('address.detailLength'), DETAIL_LENGTH)]}
      >
        <TextArea
          placeholder={t('address.detailPlaceholder')}
          autoSize={{ minRows: 2, maxRows: 4 }}
          maxLength={DETAIL_LENGTH.max}
          autoComplete="street-address"
        />
      </Form.Item>
      <Form.Item
        name="tag"
        label={t('address.tag')}
        validateTrigger="onChange"
        rules={[tagRule(t('address.tagTooLong', { count: TAG_MAX_LENGTH }))]}
      >
        <TagInput placeholder={t('address.tagCustomPlaceholder', { count: TAG_MAX_LENGTH })} />
      </Form.Item>
      <Form.Item
        name="isDefault"
        label={t('address.isDefault')}
        description={t('address.isDefaultHint')}
        valuePropName="checked"
        childElementPosition="right"
      >
        <ToggleSwitch />
      </Form.Item>
    </Form>
  );
}
