import type { AdminOrder } from '@ffe/shared/contracts/admin-orders';
import type { DeliveryDay, Recipient } from '@ffe/shared/contracts/order';
import { Alert, DatePicker, Form, Input, Modal, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namePathOf, showFieldErrors } from '../../../lib/field-errors';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { useChangeDelivery } from '../api/change-delivery';
import { useChangeOptions } from '../api/get-change-options';
import { RecipientFields } from './recipient-fields';

interface Values {
  deliveryDate: Dayjs;
  deliverySlot: string;
  recipient: Recipient;
  cardMessage: string;
}

/** The fields the server may name in a refusal, where this form shows them. */
const SHOWN = new Set(['deliveryDate', 'deliverySlot', 'recipient.district', 'recipient.phone', 'cardMessage']);

/** A day may be chosen when it has an open slot, or is the order's own. */
const openOrOwn = (day: DeliveryDay | undefined, own: boolean) =>
  own || (day !== undefined && day.unavailable === null);

/**
 * Changes an order's delivery at the customer's request (issue 40): date (closed and full days greyed), slot, recipient
 * and card message. The price never changes: the server refuses a zone or date costing otherwise, naming the field.
 */
export function ChangeDeliveryDialog({
  order,
  onClose,
  onDone,
}: {
  order: AdminOrder;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const options = useChangeOptions(order.id);
  const change = useChangeDelivery();
  const once = useOneAtATime();
  const [error, setError] = useState<string>();
  const chosenDate = Form.useWatch('deliveryDate', form);
  const days = options.data?.days ?? [];
  const dayOf = (date: string) => days.find((d) => d.date === date);
  const chosen = chosenDate ? chosenDate.format('YYYY-MM-DD') : order.deliveryDate;
  const slots = (dayOf(chosen)?.slots ?? []).map((slot) => {
    const own = chosen === order.deliveryDate && slot.id === order.deliverySlot;
    const why = own || slot.unavailable === null ? '' : ` · ${t(`orders.change.unavailable.${slot.unavailable}`)}`;
    return { value: slot.id, label: `${slot.start}-${slot.end}${why}`, disabled: !own && slot.unavailable !== null };
  });

  const onFinish = (values: Values) =>
    once(async () => {
      setError(undefined);
      try {
        await change.mutateAsync({
          id: order.id,
          deliveryDate: values.deliveryDate.format('YYYY-MM-DD'),
          deliverySlot: values.deliverySlot,
          recipient: values.recipient,
          cardMessage: values.cardMessage ?? '',
        });
        onDone();
      } catch (failure) {
        showFieldErrors(form, (field) => (SHOWN.has(field) ? namePathOf(field) : undefined), failure);
        setError(failure instanceof Error ? failure.message : String(failure));
      }
    });

  return (
    <Modal
      open
      title={`${t('orders.change.title')} · ${order.orderNo}`}
      okText={t('orders.change.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: options.isPending }}
      confirmLoading={change.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      <Typography.Paragraph type="secondary">{t('orders.change.hint')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} className="form-alert" />}
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={{
          deliveryDate: dayjs(order.deliveryDate),
          deliverySlot: order.deliverySlot,
          recipient: order.recipient,
          cardMessage: order.cardMessage,
        }}
        onValuesChange={(changed: Partial<Values>) => {
          // Another day offers its own slots: the old choice may not be one of them.
          if (changed.deliveryDate) form.setFieldValue('deliverySlot', undefined);
        }}
      >
        <Form.Item
          name="deliveryDate"
          label={t('orders.deliveryDate')}
          rules={[{ required: true, message: t('orders.change.dateRequired') }]}
        >
          <DatePicker
            allowClear={false}
            disabledDate={(d) => {
              const date = d.format('YYYY-MM-DD');
              return !openOrOwn(dayOf(date), date === order.deliveryDate);
            }}
          />
        </Form.Item>
        <Form.Item
          name="deliverySlot"
          label={t('orders.slot')}
          rules={[{ required: true, message: t('orders.change.slotRequired') }]}
        >
          <Select options={slots} loading={options.isPending} />
        </Form.Item>
        <RecipientFields />
        <Form.Item name="cardMessage" label={t('orders.detail.cardMessage')}>
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
