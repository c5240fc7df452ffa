import { Button, Empty, Skeleton, Typography } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useDeskAgents } from '../api/list-agents';
import { useDeskMessages } from '../api/list-messages';
import type { PendingSend } from '../hooks/use-pending-sends';
import { MessageBubble } from './message-bubble';
import { PendingBubble } from './pending-bubble';

/** The conversation oldest first, earlier pages on asking, then what is still on its way; kept scrolled to the end. */
export function MessageList({
  conversationId,
  customerLabel,
  pending,
  onRetry,
}: {
  conversationId: string;
  customerLabel: string;
  pending: readonly PendingSend[];
  onRetry: (item: PendingSend) => void;
}) {
  const { t } = useTranslation();
  const query = useDeskMessages(conversationId);
  const agents = useDeskAgents().data;
  const names = useMemo(() => new Map((agents ?? []).map((agent) => [agent.id, agent.name])), [agents]);
  const messages = useMemo(() => (query.data?.pages ?? []).flat().reverse(), [query.data]);
  const box = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?._id;

  // A new message or one being sent scrolls to the end; loading earlier ones keeps the place.
  useEffect(() => {
    if (newest !== undefined || pending.length > 0) box.current?.scrollTo?.({ top: box.current.scrollHeight });
  }, [newest, pending.length]);

  if (query.isPending) return <Skeleton active className="desk-messages" />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <div ref={box} className="desk-messages" aria-live="polite">
      {query.hasNextPage ? (
        <Button type="link" block loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('desk.loadOlder')}
        </Button>
      ) : (
        messages.length > 0 && (
          <Typography.Text type="secondary" className="desk-hint desk-center">
            {t('desk.noOlder')}
          </Typography.Text>
        )
      )}
      {messages.length === 0 && pending.length === 0 && <Empty description={t('desk.noMessages')} />}
      {messages.map((message) => (
        <MessageBubble key={message._id} message={message} customerLabel={customerLabel} agentNames={names} />
      ))}
      {pending.map((item) => (
        <PendingBubble key={item.request.unique_id} item={item} onRetry={() => onRetry(item)} />
      ))}
    </div>
  );
}
