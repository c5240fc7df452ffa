import type { DeskConversation } from '@ffe/shared/contracts/admin-desk';
import { Avatar, Badge, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatShortTime } from '../../../lib/format';
import { customerName, previewOf } from '../utils/desk-words';
import { StateTag } from './state-tag';

/** One conversation of the queue: who, the last words and when, unread count, with whom, its state and labels. */
export function QueueItem({
  conversation,
  active,
  onOpen,
}: {
  conversation: DeskConversation;
  active: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const name = customerName(conversation.customer, t);
  const last = conversation.last_message;
  return (
    <li>
      <button
        type="button"
        className={active ? 'desk-queue-item desk-queue-item-active' : 'desk-queue-item'}
        aria-current={active ? 'true' : undefined}
        onClick={onOpen}
      >
        <Badge count={conversation.unread} size="small">
          <Avatar src={conversation.customer.avatar || undefined}>{name.slice(0, 1)}</Avatar>
        </Badge>
        <Flex vertical flex={1} gap={2} style={{ minWidth: 0 }}>
          <Flex justify="space-between" gap={8}>
            <Typography.Text strong ellipsis>
              {name}
            </Typography.Text>
            <Typography.Text type="secondary" className="nowrap desk-small">
              {formatShortTime(last?.time ?? conversation.updated_at)}
            </Typography.Text>
          </Flex>
          <Typography.Text type="secondary" ellipsis className="desk-small">
            {last ? previewOf(last, t) : ''}
          </Typography.Text>
          <Flex gap={4} wrap align="center">
            <StateTag state={conversation.state} />
            <Typography.Text type="secondary" className="desk-small">
              {conversation.assignee?.name ?? t('desk.unassigned')}
            </Typography.Text>
            {conversation.labels.map((label) => (
              <Tag key={label} variant="filled">
                {label}
              </Tag>
            ))}
          </Flex>
        </Flex>
      </button>
    </li>
  );
}
