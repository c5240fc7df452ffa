import type { StaffMember } from '@ffe/shared/contracts/staff';
import { Alert, App, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFieldErrors } from '../../../lib/field-errors';
import { newPasswordRules } from '../../../lib/form-rules';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { useResetStaffPassword } from '../api/reset-staff-password';

/** Asks before resetting, and for the new password: the member must replace it with their own at the next sign-in. */
export function ResetPasswordDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ password: string }>();
  const [formError, setFormError] = useState<string>();
  const reset = useResetStaffPassword();
  const once = useOneAtATime();

  const onFinish = ({ password }: { password: string }) =>
    once(async () => {
      setFormError(undefined);
      try {
        await reset.mutateAsync({ _id: member._id, password });
        void message.success(t('staff.resetDone', { name: member.displayName }));
        onClose();
      } catch (error) {
        setFormError(showFieldErrors(form, ['password'], error));
      }
    });

  return (
    <Modal
      open
      title={t('staff.resetTitle', { name: member.displayName })}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('staff.resetHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={onFinish}>
        {formError && <Alert type="error" showIcon title={formError} className="form-alert" />}
        <Form.Item
          name="password"
          label={t('password.newPassword')}
          extra={t('password.rule')}
          rules={newPasswordRules(t)}
        >
          <Input.Password autoComplete="new-password" autoFocus />
        </Form.Item>
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" danger htmlType="submit" loading={reset.isPending}>
            {t('staff.resetSubmit')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
