import { PlusOutlined } from '@ant-design/icons';
import type { StaffMember } from '@ffe/shared/contracts/staff';
import { App, Button, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-table';
import { Page } from '../../../components/page';
import { isRecordChanged } from '../../../components/use-stale-save';
import { listRequest, sortOrderOf, useListRows } from '../../../lib/antd-table';
import { formatTime } from '../../../lib/format';
import { useTableState } from '../../../lib/use-table-state';
import { useStaffList } from '../api/list-staff';
import { useUpdateStaff } from '../api/update-staff';
import { ResetPasswordDialog } from '../components/reset-password-dialog';
import { STAFF_SORTABLE, StaffFilters, type StaffSortField, staffFilterParams } from '../components/staff-filters';
import { StaffFormDrawer } from '../components/staff-form-drawer';

type Editing = { kind: 'create' } | { kind: 'edit'; member: StaffMember } | { kind: 'reset'; member: StaffMember };

/** The florist's team: who has an account, their role and state; admins add, edit, disable and reset them here. */
export default function StaffPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const table = useTableState(staffFilterParams, { sortable: STAFF_SORTABLE });
  const list = useStaffList(listRequest(table, table.filters));
  const { paging, cursor } = useListRows<StaffSortField, StaffMember>(table, list.data, (row) => row._id);
  const [editing, setEditing] = useState<Editing>();
  const update = useUpdateStaff();

  const confirmEnabled = (member: StaffMember, enabled: boolean) =>
    modal.confirm({
      title: t(enabled ? 'staff.enableConfirm' : 'staff.disableConfirm', { name: member.displayName }),
      content: t(enabled ? 'staff.enableHint' : 'staff.disableHint'),
      okText: t(enabled ? 'staff.enable' : 'staff.disable'),
      okButtonProps: { danger: !enabled },
      cancelText: t('common.cancel'),
      onOk: () =>
        update.mutateAsync({ _id: member._id, version: member.version, enabled }).then(
          () =>
            void message.success(t(enabled ? 'staff.enabledDone' : 'staff.disabledDone', { name: member.displayName })),
          // Changed since the list was read: the list now shows the member as they are, to be switched knowingly.
          (error: Error) => void message.error(isRecordChanged(error) ? t('staleSave.listChanged') : error.message),
        ),
    });

  const columns: TableColumnsType<StaffMember> = [
    {
      key: 'username',
      className: 'nowrap',
      title: t('staff.username'),
      dataIndex: 'username',
      sorter: true,
      sortOrder: sortOrderOf(table.sort, 'username'),
    },
    {
      key: 'displayName',
      className: 'nowrap',
      title: t('staff.displayName'),
      sorter: true,
      sortOrder: sortOrderOf(table.sort, 'displayName'),
      dataIndex: 'displayName',
    },
    {
      key: 'role',
      title: t('staff.role'),
      className: 'nowrap',
      sorter: true,
      sortOrder: sortOrderOf(table.sort, 'role'),
      render: (_, member) => <Tag>{t(`role.${member.role}`)}</Tag>,
    },
    { key: 'phone', title: t('staff.phone'), render: (_, member) => member.phone ?? '—' },
    {
      key: 'enabled',
      className: 'nowrap',
      title: t('staff.status'),
      render: (_, member) => (
        <Space size={4}>
          {member.enabled ? <Tag color="green">{t('staff.enabled')}</Tag> : <Tag>{t('staff.disabled')}</Tag>}
          {member.mustChangePassword && <Tag color="gold">{t('staff.mustChange')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'lastSignInAt',
      className: 'nowrap',
      title: t('staff.lastSignIn'),
      sorter: true,
      sortOrder: sortOrderOf(table.sort, 'lastSignInAt'),
      render: (_, member) =>
        member.lastSignInAt === null ? (
          <Typography.Text type="secondary">{t('common.never')}</Typography.Text>
        ) : (
          formatTime(member.lastSignInAt)
        ),
    },
    {
      key: 'actions',
      className: 'nowrap',
      // The actions stay in view when a narrow window scrolls the table.
      fixed: 'right',
      title: t('common.actions'),
      render: (_, member) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing({ kind: 'edit', member })}>
            {t('common.edit')}
          </Button>
          <Button type="link" size="small" onClick={() => setEditing({ kind: 'reset', member })}>
            {t('staff.resetPassword')}
          </Button>
          <Button
            type="link"
            size="small"
            danger={member.enabled}
            onClick={() => confirmEnabled(member, !member.enabled)}
          >
            {t(member.enabled ? 'staff.disable' : 'staff.enable')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Page
      title={t('staff.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ kind: 'create' })}>
          {t('staff.create')}
        </Button>
      }
    >
      <StaffFilters table={table} />
      <ListTable<StaffMember>
        rowKey="_id"
        size="middle"
        columns={columns}
        list={list}
        table={table}
        paging={paging}
        rowClassName={cursor.rowClassName}
        scroll={{ x: 'max-content' }}
        hint={t('common.shortcutsHint')}
      />
      {editing?.kind === 'create' && <StaffFormDrawer member={undefined} onClose={() => setEditing(undefined)} />}
      {editing?.kind === 'edit' && <StaffFormDrawer member={editing.member} onClose={() => setEditing(undefined)} />}
      {editing?.kind === 'reset' && (
        <ResetPasswordDialog member={editing.member} onClose={() => setEditing(undefined)} />
      )}
    </Page>
  );
}
