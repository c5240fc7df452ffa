import type { BulkOutcome, CourierChoice } from '@ffe/shared/contracts/admin-orders';
import { phone } from '@ffe/shared/contracts/member';
import { Alert, Flex, Form, Input, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../../../lib/form-rules';
import { useBulkDispatch } from '../api/bulk-dispatch';
import { useDispatchOrder } from '../api/dispatch-order';
import { useCouriers } from '../api/list-couriers';

interface DispatchValues {
  mode: 'account' | 'typed';
  courierId?: string;
  courierName?: string;
  courierPhone?: string;
}

/** What the form says, as the dispatch contract takes it: a courier account, or a typed name and phone. */
export function courierChoiceOf(values: DispatchValues): CourierChoice {
  const typedPhone = values.courierPhone?.trim() || undefined;
  if (values.mode === 'account' && values.courierId) {
    return { courierId: values.courierId, ...(typedPhone ? { courierPhone: typedPhone } : {}) };
  }
  return { courierName: values.courierName?.trim(), courierPhone: typedPhone };
}

/**
 * Dispatches one order (its `orderNo` given), or a selection, to a courier: an account from the list, or a name and
 * phone typed in (a courier from outside the team). A selection answers `onDone` with the bulk outcome.
 */
export function DispatchDialog({
  ids,
  orderNo,
  onClose,
  onDone,
}: {
  ids: readonly string[];
  orderNo?: string;
  onClose: () => void;
  onDone: (outcome: BulkOutcome | undefined) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DispatchValues>();
  const couriers = useCouriers();
  const one = useDispatchOrder();
  const many = useBulkDispatch();
  const [error, setError] = useState<string>();
  const mode = Form.useWatch('mode', form) ?? 'account';
  const courierId = Form.useWatch('courierId', form);
  const picked = couriers.data?.find((courier) => courier.id === courierId);
  const noCouriers = couriers.isSuccess && couriers.data.length === 0;

  const onFinish = async (values: DispatchValues) => {
    setError(undefined);
    const courier = courierChoiceOf(values);
    try {
      const [first] = ids;
      if (orderNo !== undefined && first) {
        await one.mutateAsync({ id: first, courier });
        onDone(undefined);
      } else {
        onDone(await many.mutateAsync({ ids, courier }));
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <Modal
      open
      title={
        ids.length === 1
          ? `${t('orders.dispatch.title')}${orderNo ? ` · ${orderNo}` : ''}`
          : t('orders.dispatch.titleMany', { count: ids.length })
      }
      okText={t('orders.dispatch.submit')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      confirmLoading={one.isPending || many.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<DispatchValues>
        form={form}
        layout="vertical"
        initialValues={{ mode: 'account' }}
        onFinish={(values) => void onFinish(values)}
      >
        {error && <Alert type="error" showIcon title={error} className="form-alert" />}
        <Form.Item name="mode">
          <Radio.Group
            optionType="button"
            options={[
              { value: 'account', label: t('orders.dispatch.byAccount') },
              { value: 'typed', label: t('orders.dispatch.byTyped') },
            ]}
          />
        </Form.Item>
        {mode === 'account' ? (
          <>
            {noCouriers && (
              <Alert type="info" showIcon title={t('orders.dispatch.noCouriers')} className="form-alert" />
            )}
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
                rules={[
                  { required: true, message: t('orders.dispatch.phoneRule') },
                  schemaRule(phone, t('orders.dispatch.phoneRule')),
                ]}
              >
                <Input inputMode="tel" maxLength={11} />
              </Form.Item>
            )}
          </>
        ) : (
          <Flex gap={12}>
            <Form.Item
              name="courierName"
              label={t('orders.dispatch.name')}
              style={{ flex: 1 }}
              rules={[{ required: true, whitespace: true, message: t('orders.dispatch.nameRequired') }]}
            >
              <Input maxLength={20} />
            </Form.Item>
            <Form.Item
              name="courierPhone"
              label={t('orders.dispatch.phone')}
              style={{ flex: 1 }}
              rules={[
                { required: true, message: t('orders.dispatch.phoneRule') },
                schemaRule(phone, t('orders.dispatch.phoneRule')),
              ]}
            >
              <Input inputMode="tel" maxLength={11} />
            </Form.Item>
          </Flex>
        )}
      </Form>
    </Modal>
  );
}
