import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFieldErrors } from '../../../lib/field-errors';
import { newPasswordRules } from '../../../lib/form-rules';
import { useUpdateOwnPassword } from '../api/update-own-password';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  repeat: string;
}

const FIELDS = ['oldPassword', 'newPassword'] as const;

/** The member's own password: the current one, a new one meeting the shop's strength rule, and the same again. */
export function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordValues>();
  const [formError, setFormError] = useState<string>();
  const update = useUpdateOwnPassword();

  const onFinish = ({ oldPassword, newPassword }: PasswordValues) => {
    setFormError(undefined);
    update.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          form.resetFields();
          onChanged();
        },
        onError: (error) => setFormError(showFieldErrors(form, FIELDS, error)),
      },
    );
  };

  return (
    <Form<PasswordValues> form={form} layout="vertical" onFinish={onFinish} className="narrow-form">
      {formError && <Alert type="error" showIcon title={formError} className="form-alert" />}
      <Form.Item
        name="oldPassword"
        label={t('password.oldPassword')}
        rules={[{ required: true, message: t('password.oldRequired') }]}
      >
        <Input.Password autoComplete="current-password" autoFocus />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('password.newPassword')}
        extra={t('password.rule')}
        dependencies={['oldPassword']}
        rules={[
          ...newPasswordRules(t),
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || value !== getFieldValue('oldPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t('password.sameAsOld'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="repeat"
        label={t('password.repeat')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('password.repeatRequired') },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t('password.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        {t('password.submit')}
      </Button>
    </Form>
  );
}
