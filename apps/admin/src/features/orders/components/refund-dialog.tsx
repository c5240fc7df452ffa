import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefundOrder } from '../api/refund-order';

/** Refunds a paid order in full: the dialog says what cannot be undone and will not go on without a reason. */
export function RefundDialog({
  order,
  onClose,
  onDone,
}: {
  order: { id: string; orderNo: string; payAmount: number };
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const refund = useRefundOrder();
  const [error, setError] = useState<string>();
  const onFinish = ({ reason }: { reason: string }) => {
    setError(undefined);
    refund.mutate(
      { id: order.id, reason: reason.trim() },
      { onSuccess: onDone, onError: (failure) => setError(failure.message) },
    );
  };
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
      </Form>
    </Modal>
  );
}
