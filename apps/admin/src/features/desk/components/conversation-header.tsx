import type { DeskConversation } from '@ffe/shared/contracts/admin-desk';
import { App, Button, Flex, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffId } from '../../../lib/permissions';
import { refusalSaid } from '../../../lib/query-client';
import { useAssignDeskConversation } from '../api/assign-conversation';
import { useResolveDeskConversation } from '../api/resolve-conversation';
import { customerName } from '../utils/desk-words';
import { StateTag } from './state-tag';
import { TransferDialog } from './transfer-dialog';

/** Who the conversation is with and with which agent; take it, transfer it, or resolve it after asking. */
export function ConversationHeader({ conversation }: { conversation: DeskConversation }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const me = useStaffId();
  const assign = useAssignDeskConversation();
  const resolve = useResolveDeskConversation();
  const [transferring, setTransferring] = useState(false);
  const name = customerName(conversation.customer, t);
  const id = conversation.conversation_id;

  const take = () =>
    me &&
    assign.mutate({ conversation_id: id, agent_id: me }, { onSuccess: () => void message.success(t('desk.taken')) });
  const confirmResolve = () =>
    modal.confirm({
      title: t('desk.resolveConfirm', { name }),
      content: t('desk.resolveHint'),
      okText: t('desk.resolve'),
      cancelText: t('common.cancel'),
      onOk: () =>
        resolve
          .mutateAsync(id)
          .then(() => void message.success(t('desk.resolved')))
          .catch(refusalSaid),
    });

  return (
    <Flex justify="space-between" align="center" gap={8} wrap className="desk-conversation-head">
      <Space size={8} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {name}
        </Typography.Title>
        <StateTag state={conversation.state} />
        <Typography.Text type="secondary">
          {conversation.assignee ? t('desk.assignee', { name: conversation.assignee.name }) : t('desk.unassigned')}
        </Typography.Text>
      </Space>
      <Space size={8}>
        {conversation.assignee?.id !== me && (
          <Button type="primary" loading={assign.isPending} onClick={take}>
            {t('desk.take')}
          </Button>
        )}
        <Button onClick={() => setTransferring(true)}>{t('desk.transfer')}</Button>
        <Button danger disabled={conversation.state === 'resolved'} onClick={confirmResolve}>
          {t('desk.resolve')}
        </Button>
      </Space>
      {transferring && <TransferDialog conversation={conversation} onClose={() => setTransferring(false)} />}
    </Flex>
  );
}
