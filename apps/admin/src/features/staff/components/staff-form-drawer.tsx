import { type StaffMember, staffUsername } from '@ffe/shared/contracts/staff';
import { MOBILE_PHONE_PATTERN } from '@ffe/shared/domain/phone';
import type { StaffRole } from '@ffe/shared/domain/staff-roles';
import { Alert, App, Button, Drawer, Flex, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { showFieldErrors } from '../../../lib/field-errors';
import { newPasswordRules, schemaRule } from '../../../lib/form-rules';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { useCreateStaff } from '../api/create-staff';
import { useUpdateStaff } from '../api/update-staff';
import { roleOptions } from './role-options';

interface StaffValues {
  username: string;
  displayName: string;
  role: StaffRole;
  phone?: string;
  password: string;
}

const FIELDS = ['username', 'displayName', 'role', 'phone', 'password'] as const;

/**
 * Adds a staff member (username, name, role, phone, first password) or edits one (name, role, phone), once however
 * often it is submitted. A server error that names a field shows under it; any other above the form.
 */
export function StaffFormDrawer({ member, onClose }: { member: StaffMember | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<StaffValues>();
  const [formError, setFormError] = useState<string>();
  const create = useCreateStaff();
  const update = useUpdateStaff();
  const once = useOneAtATime();
  const isNew = member === undefined;

  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.errCode === 'USERNAME_TAKEN') {
      form.setFields([{ name: 'username', errors: [t('staff.usernameTaken')] }]);
    } else setFormError(showFieldErrors(form, FIELDS, error));
  };

  const onFinish = ({ username, displayName, role, phone, password }: StaffValues) =>
    once(async () => {
      setFormError(undefined);
      const trimmedPhone = phone?.trim() || undefined;
      try {
        if (isNew) {
          const created = await create.mutateAsync({ username, password, displayName, role, phone: trimmedPhone });
          void message.success(t('staff.created', { name: created.displayName }));
        } else {
          await update.mutateAsync({ _id: member._id, displayName, role, phone: trimmedPhone ?? null });
          void message.success(t('staff.saved'));
        }
        onClose();
      } catch (error) {
        onError(error);
      }
    });

  return (
    <Drawer open title={t(isNew ? 'staff.create' : 'staff.edit')} size={440} onClose={onClose} destroyOnHidden>
      <Form<StaffValues>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={member ? { displayName: member.displayName, role: member.role, phone: member.phone ?? '' } : {}}
      >
        {formError && <Alert type="error" showIcon title={formError} className="form-alert" />}
        {isNew && (
          <Form.Item
            name="username"
            label={t('staff.username')}
            extra={t('staff.usernameRule')}
            rules={[
              { required: true, whitespace: true, message: t('staff.usernameRequired') },
              schemaRule(staffUsername, t('staff.usernameRule')),
            ]}
          >
            <Input autoComplete="off" autoFocus />
          </Form.Item>
        )}
        <Form.Item
          name="displayName"
          label={t('staff.displayName')}
          rules={[
            { required: true, whitespace: true, message: t('staff.displayNameRequired') },
            { max: 20, message: t('staff.displayNameRule') },
          ]}
        >
          <Input autoComplete="off" autoFocus={!isNew} />
        </Form.Item>
        <Form.Item name="role" label={t('staff.role')} rules={[{ required: true, message: t('staff.roleRequired') }]}>
          <Select options={roleOptions(t)} />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('staff.phone')}
          rules={[{ pattern: MOBILE_PHONE_PATTERN, message: t('staff.phoneRule') }]}
        >
          <Input inputMode="tel" autoComplete="off" maxLength={11} />
        </Form.Item>
        {isNew && (
          <Form.Item
            name="password"
            label={t('staff.password')}
            extra={
              <>
                {t('password.rule')}
                <br />
                {t('staff.passwordHint')}
              </>
            }
            rules={newPasswordRules(t)}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        )}
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={create.isPending || update.isPending}>
            {t(isNew ? 'staff.create' : 'common.save')}
          </Button>
        </Flex>
      </Form>
    </Drawer>
  );
}
