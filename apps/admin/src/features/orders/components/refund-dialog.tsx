import { Alert, Checkbox, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { useRefundOrder } from '../api/refund-order';
import { useRefusal } from './use-refusal';

/**
 * Refunds a paid order in full: the dialog says what cannot be undone and will not go on without a reason. One refund
 * however often it is confirmed; an order found refunded already (a double click, a colleague) closes it as done. For an
 * order the florist has started, staff say whether its stems go back to the cooler (else they are written off).
 */
interface RefundValues {
  reason: string;
  stemsReturned?: boolean;
}

export function RefundDialog({
  order,
  onClose,
  onDone,
}: {
  order: { id: string; orderNo: string; payAmount: number; preparingAt?: number | null };
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RefundValues>();
  const refund = useRefundOrder();
  const refusal = useRefusal();
  const once = useOneAtATime();
  const [error, setError] = useState<string>();
  const made = order.preparingAt !== undefined && order.preparingAt !== null;
  const onFinish = ({ reason, stemsReturned }: RefundValues) =>
    once(async () => {
      setError(undefined);
      try {
        await refund.mutateAsync({
          id: order.id,
          reason: reason.trim(),
          stemsReturned: made && stemsReturned === true,
        });
        onDone();
      } catch (failure) {
        const outcome = await refusal(failure, order.id, ['refunded']);
        if (outcome.done) onDone();
        else setError(outcome.message);
      }
    });
  return (
    <Modal
      open
      title={t('orders.refund.title', { orderNo: order.orderNo })}
      okText={t('orders.refund.submit')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      confirmLoading={refund.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="warning">
        {t('orders.refund.hint', { amount: order.payAmount.toFixed(2) })}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={onFinish}>
        {error && <Alert type="error" showIcon title={error} className="form-alert" />}
        <Form.Item
          name="reason"
          label={t('orders.refund.reason')}
          rules={[{ required: true, whitespace: true, message: t('orders.refund.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount placeholder={t('orders.refund.reasonPlaceholder')} />
        </Form.Item>
        {made && (
          <Form.Item name="stemsReturned" valuePropName="checked" extra={t('orders.refund.stemsReturnedHint')}>
            <Checkbox>{t('orders.refund.stemsReturned')}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
