import type { DeskMessage } from '@ffe/shared/contracts/admin-desk';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatShortTime } from '../../../lib/format';
import { MessageContent } from './message-content';

/** One message: the customer's on the left; ours on the right, named by the agent or as an automatic reply. */
export function MessageBubble({
  message,
  customerLabel,
  agentNames,
}: {
  message: DeskMessage;
  /** The customer as the desk names them (a guest's code, never their id). */
  customerLabel: string;
  agentNames: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation();
  const ours = !message.from_customer;
  const who = ours
    ? message.agent_id
      ? (agentNames.get(message.agent_id) ?? message.agent_name ?? message.nickname)
      : t('desk.auto')
    : customerLabel;
  return (
    <div className={ours ? 'desk-bubble-row desk-ours' : 'desk-bubble-row'}>
      <Typography.Text type="secondary" className="desk-small">
        {who} · {formatShortTime(message.create_time)}
      </Typography.Text>
      <div className="desk-bubble">
        {message.is_revoke ? (
          <Typography.Text type="secondary">—</Typography.Text>
        ) : (
          <MessageContent message={message} />
        )}
      </div>
    </div>
  );
}
