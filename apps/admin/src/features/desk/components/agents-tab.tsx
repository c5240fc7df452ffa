import type { DeskAgent } from '@ffe/shared/contracts/admin-desk';
import { App, InputNumber, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useDeskAgents } from '../api/list-agents';
import { useSetDeskAgentCap } from '../api/set-agent-cap';

const PRESENCE_COLORS = { online: 'green', away: 'gold', offline: 'default' } as const;

/** Everyone who answers customers: presence, open conversations, and the cap, edited in place. */
export function AgentsTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const agents = useDeskAgents();
  const setCap = useSetDeskAgentCap();
  if (agents.isError) return <LoadError error={agents.error} onRetry={() => void agents.refetch()} />;
  const saveCap = (agent: DeskAgent, cap: number | null) => {
    if (cap === null || cap === agent.cap) return;
    setCap.mutate(
      { agent_id: agent.id, cap },
      {
        onSuccess: () => void message.success(t('desk.agents.capSaved')),
      },
    );
  };
  return (
    <Table<DeskAgent>
      rowKey="id"
      loading={agents.isPending}
      dataSource={agents.data ?? []}
      pagination={false}
      columns={[
        { key: 'name', title: t('desk.agents.name'), dataIndex: 'name' },
        {
          key: 'presence',
          title: t('desk.agents.presence'),
          render: (_, agent) => (
            <Tag color={PRESENCE_COLORS[agent.presence]} variant="filled">
              {t(`desk.presence.${agent.presence}`)}
            </Tag>
          ),
        },
        { key: 'open', title: t('desk.agents.open'), dataIndex: 'open_count' },
        {
          key: 'cap',
          title: t('desk.agents.cap'),
          render: (_, agent) => (
            <InputNumber
              key={`${agent.id}-${agent.cap}`}
              min={0}
              max={50}
              precision={0}
              defaultValue={agent.cap}
              aria-label={`${t('desk.agents.cap')} ${agent.name}`}
              onBlur={(event) => saveCap(agent, event.target.value === '' ? null : Number(event.target.value))}
              onPressEnter={(event) => saveCap(agent, Number((event.target as HTMLInputElement).value))}
            />
          ),
        },
      ]}
    />
  );
}
