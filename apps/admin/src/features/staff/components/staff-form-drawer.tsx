import { type StaffMember, staffUsername } from '@ffe/shared/contracts/staff';
import { MOBILE_PHONE_PATTERN } from '@ffe/shared/domain/phone';
import type { StaffRole } from '@ffe/shared/domain/staff-roles';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Flex, Form, Input, Select } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldChanges, shownText } from '../../../components/record-changes';
import { StaleSaveDialog } from '../../../components/stale-save-dialog';
import { useStaleSave } from '../../../components/use-stale-save';
import { ApiError } from '../../../lib/api-client';
import { showFieldErrors } from '../../../lib/field-errors';
import { newPasswordRules, schemaRule } from '../../../lib/form-rules';
import { useCreateStaff } from '../api/create-staff';
import { staffDetailQuery } from '../api/staff-detail';
import { useUpdateStaff } from '../api/update-staff';
import { roleOptions } from './role-options';

interface StaffValues {
  username?: string;
  displayName: string;
  role: StaffRole;
  phone?: string;
  password?: string;
}

const FIELDS = ['username', 'displayName', 'role', 'phone', 'password'] as const;

/** A member as the editor shows them (no phone: an empty field). */
const valuesOf = (m: StaffMember): StaffValues => ({ displayName: m.displayName, role: m.role, phone: m.phone ?? '' });

/** What another admin's save changed in the member this editor loaded, labelled in the page's language. */
const staffChanges = (base: StaffValues, theirs: StaffValues, mine: StaffValues, t: TFunction) =>
  fieldChanges<StaffValues>(
    [
      ['displayName', 'staff.displayName', shownText],
      ['role', 'staff.role', (role) => t(`role.${role as StaffRole}`)],
      ['phone', 'staff.phone', shownText],
    ],
    base,
    theirs,
    mine,
    t,
  );

/**
 * Adds a staff member (username, name, role, phone, first password) or edits one (name, role, phone), once however
 * often it is submitted. A server error that names a field shows under it; any other above the form. An edit is saved
 * from the member as the list showed them; one refused as stale shows what changed (`useStaleSave`).
 */
export function StaffFormDrawer({ member, onClose }: { member: StaffMember | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<StaffValues>();
  const [formError, setFormError] = useState<string>();
  const create = useCreateStaff();
  const update = useUpdateStaff();
  const isNew = member === undefined;

  const { send, staleDialog } = useStaleSave<StaffMember, StaffValues>({
    initial: member,
    valuesOf,
    show: (values) => {
      form.resetFields();
      form.setFieldsValue(values);
    },
    save: async ({ username = '', displayName, role, phone, password = '' }, from) => {
      setFormError(undefined);
      const trimmedPhone = phone || undefined;
      if (from) {
        await update.mutateAsync({
          _id: from._id,
          version: from.version,
          displayName,
          role,
          phone: trimmedPhone ?? null,
        });
        void message.success(t('staff.saved'));
      } else {
        const created = await create.mutateAsync({ username, password, displayName, role, phone: trimmedPhone });
        void message.success(t('staff.created', { name: created.displayName }));
      }
    },
    latest: () => queryClient.fetchQuery({ ...staffDetailQuery(member?._id ?? ''), staleTime: 0 }),
    changes: (base, theirs, mine) => staffChanges(base, theirs, mine, t),
    onSaved: onClose,
    onRefused: (error) => {
      if (error instanceof ApiError && error.errCode === 'USERNAME_TAKEN') {
        form.setFields([{ name: 'username', errors: [t('staff.usernameTaken')] }]);
      } else setFormError(showFieldErrors(form, FIELDS, error));
    },
  });

  const onFinish = (values: StaffValues) => send({ ...values, phone: values.phone?.trim() ?? '' });

  return (
    <Drawer open title={t(isNew ? 'staff.create' : 'staff.edit')} size={440} onClose={onClose} destroyOnHidden>
      <Form<StaffValues>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={member ? valuesOf(member) : {}}
      >
        {staleDialog && <StaleSaveDialog {...staleDialog} />}
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
