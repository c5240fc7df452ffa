import type { BulkOutcome } from '@ffe/shared/contracts/admin-orders';
import { Alert, Form, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { useBulkDispatch } from '../api/bulk-dispatch';
import { useDispatchOrder } from '../api/dispatch-order';
import { useCouriers } from '../api/list-couriers';
import { CourierAccountFields, TypedCourierFields } from './courier-fields';
import { courierChoiceOf, type DispatchValues } from './dispatch-values';
import { useRefusal } from './use-refusal';

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
  // Asked as the dialog opens, so the list is there by the time someone picks.
  const couriers = useCouriers();
  const one = useDispatchOrder();
  const many = useBulkDispatch();
  const refusal = useRefusal();
  const once = useOneAtATime();
  const [error, setError] = useState<string>();
  const mode = Form.useWatch('mode', form) ?? 'account';

  const dispatchOne = async (id: string, courier: ReturnType<typeof courierChoiceOf>) => {
    try {
      await one.mutateAsync({ id, courier });
      onDone(undefined);
    } catch (failure) {
      // Found dispatched already (a second click, a colleague): done.
      const outcome = await refusal(failure, id, ['delivering']);
      if (outcome.done) onDone(undefined);
      else setError(outcome.message);
    }
  };

  const onFinish = (values: DispatchValues) =>
    once(async () => {
      setError(undefined);
      const courier = courierChoiceOf(values);
      const [first] = ids;
      if (orderNo !== undefined && first) return dispatchOne(first, courier);
      try {
        onDone(await many.mutateAsync({ ids, courier }));
      } catch (failure) {
        setError(failure instanceof Error ? failure.message : String(failure));
      }
    });

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
      <Form<DispatchValues> form={form} layout="vertical" initialValues={{ mode: 'account' }} onFinish={onFinish}>
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
        {mode === 'account' ? <CourierAccountFields couriers={couriers} /> : <TypedCourierFields />}
      </Form>
    </Modal>
  );
}
