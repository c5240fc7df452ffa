import type { AdminAfterSale } from '@ffe/shared/contracts/admin-service';
import { Alert, App, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFieldErrors } from '../../../lib/field-errors';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { useRejectAfterSale } from '../api/reject-after-sale';

const REASON_MAX_LENGTH = 200;

/** Rejects a request with the reason the customer will read; the reason is required. */
export function RejectDialog({ request, onClose }: { request: AdminAfterSale; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [formError, setFormError] = useState<string>();
  const reject = useRejectAfterSale();
  const once = useOneAtATime();

  const onFinish = ({ reason }: { reason: string }) =>
    once(() => {
      setFormError(undefined);
      return reject.mutateAsync({ id: request.id, reason: reason.trim() }).then(
        () => {
          void message.success(t('afterSales.rejected', { orderNo: request.orderNo }));
          onClose();
        },
        (error: Error) => setFormError(showFieldErrors(form, ['reason'], error)),
      );
    });

  return (
    <Modal
      open
      title={t('afterSales.rejectTitle', { orderNo: request.orderNo })}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('afterSales.rejectHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={onFinish}>
        {formError && <Alert type="error" showIcon title={formError} className="form-alert" />}
        <Form.Item
          name="reason"
          label={t('afterSales.rejectReason')}
          rules={[{ required: true, whitespace: true, message: t('afterSales.rejectReasonRequired') }]}
        >
          <Input.TextArea
            autoFocus
            rows={3}
            maxLength={REASON_MAX_LENGTH}
            showCount
            placeholder={t('afterSales.rejectPlaceholder')}
          />
        </Form.Item>
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" danger htmlType="submit" loading={reject.isPending}>
            {t('afterSales.reject')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
