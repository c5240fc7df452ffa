import { phone } from '@ffe/shared/contracts/member';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Flex, Form, Input, Select } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../../../lib/form-rules';
import type { CourierAccount } from '../api/list-couriers';
import type { DispatchValues } from './dispatch-values';

/** A courier's phone is required and checked as the shop checks any phone. */
const phoneRules = (t: TFunction) => [
  { required: true, message: t('orders.dispatch.phoneRule') },
  schemaRule(phone, t('orders.dispatch.phoneRule')),
];

/** A courier account from the team's list; one without a phone on file asks for it here. */
export function CourierAccountFields({ couriers }: { couriers: UseQueryResult<CourierAccount[]> }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<DispatchValues>();
  const courierId = Form.useWatch('courierId', form);
  const picked = couriers.data?.find((courier) => courier.id === courierId);
  const noCouriers = couriers.isSuccess && couriers.data.length === 0;
  return (
    <>
      {noCouriers && <Alert type="info" showIcon title={t('orders.dispatch.noCouriers')} className="form-alert" />}
      <Form.Item
        name="courierId"
        label={t('orders.dispatch.courier')}
        rules={[{ required: true, message: t('orders.dispatch.courierRequired') }]}
      >
        <Select
          loading={couriers.isPending}
          showSearch={{ optionFilterProp: 'label' }}
          options={couriers.data?.map((courier) => ({
            value: courier.id,
            label: courier.phone ? `${courier.displayName} ${courier.phone}` : courier.displayName,
          }))}
        />
      </Form.Item>
      {picked && picked.phone === null && (
        <Form.Item
          name="courierPhone"
          label={t('orders.dispatch.phone')}
          extra={t('orders.dispatch.phoneOptional')}
          rules={phoneRules(t)}
        >
          <Input inputMode="tel" maxLength={11} />
        </Form.Item>
      )}
    </>
  );
}

/** A courier from outside the team, by name and phone. */
export function TypedCourierFields() {
  const { t } = useTranslation();
  return (
    <Flex gap={12}>
      <Form.Item
        name="courierName"
        label={t('orders.dispatch.name')}
        style={{ flex: 1 }}
        rules={[{ required: true, whitespace: true, message: t('orders.dispatch.nameRequired') }]}
      >
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="courierPhone" label={t('orders.dispatch.phone')} style={{ flex: 1 }} rules={phoneRules(t)}>
        <Input inputMode="tel" maxLength={11} />
      </Form.Item>
    </Flex>
  );
}
