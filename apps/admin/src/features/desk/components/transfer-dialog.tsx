import type { DeskConversation } from '@ffe/shared/contracts/admin-desk';
import { Alert, App, Form, Input, Modal, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAssignDeskConversation } from '../api/assign-conversation';
import { useDeskAgents } from '../api/list-agents';

interface TransferValues {
  agent_id: string;
  note?: string;
}

const PRESENCE_COLORS = { online: 'green', away: 'gold', offline: 'default' } as const;

/** Gives the conversation to another agent, seeing who is online and how busy; the note goes with it. */
export function TransferDialog({ conversation, onClose }: { conversation: DeskConversation; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TransferValues>();
  const agents = useDeskAgents();
  const assign = useAssignDeskConversation({ handlesErrors: true });
  const others = (agents.data ?? []).filter((agent) => agent.id !== conversation.assignee?.id);

  const transfer = ({ agent_id, note }: TransferValues) => {
    const trimmed = note?.trim();
    assign.mutate(
      { conversation_id: conversation.conversation_id, agent_id, ...(trimmed ? { note: trimmed } : {}) },
      {
        onSuccess: () => {
          const name = agents.data?.find((agent) => agent.id === agent_id)?.name ?? '';
          void message.success(t('desk.transferDialog.done', { name }));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('desk.transferDialog.title')}
      okText={t('desk.transferDialog.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={assign.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {assign.error && <Alert type="error" showIcon title={assign.error.message} className="form-alert" />}
      {agents.error && <Alert type="error" showIcon title={agents.error.message} className="form-alert" />}
      <Form<TransferValues> form={form} layout="vertical" onFinish={transfer}>
        <Form.Item
          name="agent_id"
          label={t('desk.transferDialog.agent')}
          rules={[{ required: true, message: t('desk.transferDialog.agentRequired') }]}
        >
          <Select
            loading={agents.isPending}
            options={others.map((agent) => ({
              value: agent.id,
              label: (
                <Space size={6}>
                  {agent.name}
                  <Tag color={PRESENCE_COLORS[agent.presence]} variant="filled">
                    {t(`desk.presence.${agent.presence}`)}
                  </Tag>
                  {t('desk.transferDialog.load', { open: agent.open_count, cap: agent.cap })}
                </Space>
              ),
            }))}
          />
        </Form.Item>
        <Form.Item name="note" label={t('desk.transferDialog.note')}>
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
