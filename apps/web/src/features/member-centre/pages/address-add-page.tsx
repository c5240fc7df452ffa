import { MAX_ADDRESSES } from '@ffe/shared/constants';
import type { Address, AddressInput } from '@ffe/shared/contracts/member-centre';
import { MOBILE_PHONE_PATTERN } from '@ffe/shared/domain/phone';
import { Button, Form, Input, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import { useAddresses } from '../../../lib/api/list-addresses';
import { ApiError } from '../../../lib/api-client';
import { toastFailure } from '../../../lib/failure';
import { usePageTitle } from '../../../lib/page-title';
import { toast } from '../../../lib/toast';
import { useBack } from '../../../lib/use-back';
import { useAddAddress } from '../api/add-address';
import { useUpdateAddress } from '../api/update-address';
import { type Region, RegionInput } from '../components/region-input';
import { TagInput } from '../components/tag-input';
import { ToggleSwitch } from '../components/toggle-switch';
import { TAG_MAX_LENGTH } from '../utils/address-tags';
import styles from './address-add-page.module.css';

/** The contract's bounds (packages/shared addressInput), checked here to name the problem before the server would. */
const RECIPIENT_LENGTH = { min: 2, max: 20 };
const DETAIL_LENGTH = { min: 2, max: 120 };

interface AddressFormValues {
  recipient: string;
  phone: string;
  region: Region;
  detail: string;
  tag: string;
  isDefault: boolean;
}

const EMPTY: AddressFormValues = { recipient: '', phone: '', region: [], detail: '', tag: '', isDefault: false };

function valuesOf(address: Address): AddressFormValues {
  const { recipient, phone, province, city, district, detail, tag, isDefault } = address;
  return { recipient, phone, region: [province, city, district], detail, tag, isDefault };
}

/** A rule that trims the text, then asks for it and for its length, naming which is wrong. */
function textRule(required: string, length: string, bounds: { min: number; max: number }) {
  return {
    validator: async (_rule: unknown, value: string | undefined) => {
      const text = (value ?? '').trim();
      if (!text) throw new Error(required);
      if (text.length < bounds.min || text.length > bounds.max) throw new Error(length);
    },
  };
}

function AddressForm({ address }: { address?: Address }) {
  const { t } = useTranslation();
  const back = useBack();
  const [form] = Form.useForm<AddressFormValues>();
  const add = useAddAddress();
  const update = useUpdateAddress();
  const saving = add.isPending || update.isPending;

  const save = (values: AddressFormValues) => {
    const [province = '', city = '', district = ''] = values.region;
    const input: AddressInput = {
      recipient: values.recipient.trim(),
      phone: values.phone.trim(),
      province,
      city,
      district,
      detail: values.detail.trim(),
      tag: values.tag.trim(),
      isDefault: values.isDefault,
    };
    const outcome = {
      onSuccess: () => {
        toast(t('address.saved'), 'success');
        back();
      },
      onError: (error: Error) =>
        toastFailure(
          error,
          error instanceof ApiError && error.errCode === 'ADDRESS_LIMIT'
            ? t('address.limitReached', { count: MAX_ADDRESSES })
            : undefined,
        ),
    };
    if (address) update.mutate({ id: address.id, ...input }, outcome);
    else add.mutate(input, outcome);
  };

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
      initialValues={address ? valuesOf(address) : EMPTY}
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
        rules={[
          {
            validator: async (_rule: unknown, value: Region | undefined) => {
              if (!value || value.length < 3) throw new Error(t('address.regionRequired'));
            },
          },
        ]}
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
        rules={[
          {
            validator: async (_rule: unknown, value: string | undefined) => {
              if ((value ?? '').trim().length > TAG_MAX_LENGTH)
                throw new Error(t('address.tagTooLong', { count: TAG_MAX_LENGTH }));
            },
          },
        ]}
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

/** Editing: the address comes from the list the member came from (or is read again on a reload). */
function EditAddress({ id }: { id: string }) {
  const { t } = useTranslation();
  const addresses = useAddresses();

  usePageTitle(t('address.editTitle'));

  if (addresses.isPending) return <PageLoading />;
  if (addresses.isError)
    return <PageError message={addresses.error.message} onRetry={() => void addresses.refetch()} />;
  const address = addresses.data.find((a) => a.id === id);
  if (!address) return <EmptyState title={t('address.notFound')} />;
  return <AddressForm address={address} />;
}

/**
 * Adds an address, or edits the one named by `id`. `select=1` (opened to pick an address for an order) changes
 * nothing here: saving goes back to the list that picks.
 */
export default function AddressAddPage({ id }: { id?: string | undefined; select?: string | undefined }) {
  return id ? <EditAddress key={id} id={id} /> : <AddressForm />;
}
