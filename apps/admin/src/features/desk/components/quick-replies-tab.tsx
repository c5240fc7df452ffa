import type { QuickReply } from '@ffe/shared/contracts/admin-desk';
import { App, Button, Flex, Popconfirm, Segmented, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useCan } from '../../../lib/permissions';
import { refusalSaid } from '../../../lib/query-client';
import { useDeleteQuickReply } from '../api/delete-quick-reply';
import { useQuickReplies } from '../api/list-quick-replies';
import { QuickReplyFormDrawer } from './quick-reply-form-drawer';

type Scope = QuickReply['scope'];

/** The shop's quick replies (kept with `desk.manage`) and my own, which every agent keeps. */
export function QuickRepliesTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useCan();
  const [scope, setScope] = useState<Scope>(can('desk.manage') ? 'shared' : 'personal');
  const [editing, setEditing] = useState<QuickReply | 'new' | undefined>(undefined);
  const replies = useQuickReplies();
  const remove = useDeleteQuickReply();
  const editable = scope === 'personal' || can('desk.manage');
  const rows = (replies.data ?? []).filter((reply) => reply.scope === scope);

  if (replies.isError) return <LoadError error={replies.error} onRetry={() => void replies.refetch()} />;
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" gap={8}>
        <Segmented<Scope>
          value={scope}
          onChange={setScope}
          options={[
            { value: 'shared', label: t('desk.replies.shared') },
            { value: 'personal', label: t('desk.replies.mine') },
          ]}
        />
        {editable ? (
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('desk.replies.add')}
          </Button>
        ) : (
          <Typography.Text type="secondary">{t('desk.replies.sharedReadOnly')}</Typography.Text>
        )}
      </Flex>
      <Table<QuickReply>
        rowKey="id"
        size="middle"
        loading={replies.isPending}
        dataSource={rows}
        pagination={false}
        columns={[
          { key: 'shortcut', title: t('desk.replies.shortcut'), render: (_, row) => <code>/{row.shortcut}</code> },
          { key: 'content', title: t('desk.replies.content'), dataIndex: 'content' },
          ...(editable
            ? [
                {
                  key: 'actions',
                  title: t('common.actions'),
                  className: 'nowrap',
                  render: (_: unknown, row: QuickReply) => (
                    <Space>
                      <Button type="link" size="small" onClick={() => setEditing(row)}>
                        {t('common.edit')}
                      </Button>
                      <Popconfirm
                        title={t('desk.replies.deleteConfirm', { shortcut: row.shortcut })}
                        okText={t('desk.replies.delete')}
                        cancelText={t('common.cancel')}
                        onConfirm={() =>
                          remove
                            .mutateAsync(row.id)
                            .then(() => void message.success(t('desk.replies.deleted')), refusalSaid)
                        }
                      >
                        <Button type="link" size="small" danger>
                          {t('desk.replies.delete')}
                        </Button>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing && (
        <QuickReplyFormDrawer
          reply={editing === 'new' ? undefined : editing}
          scope={scope}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Flex>
  );
}
