import type { DeskConversationsRequest } from '@ffe/shared/contracts/admin-desk';
import { Button, Empty, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useShortcuts } from '../../../lib/use-shortcuts';
import { useDeskConversations } from '../api/list-conversations';
import { QueueItem } from './queue-item';

/** The conversations of the tab, newest activity first, a page at a time; ↑ / ↓ open the one above or below. */
export function QueueList({
  request,
  openId,
  onOpen,
}: {
  request: DeskConversationsRequest;
  openId: string | undefined;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  const query = useDeskConversations(request);
  const rows = uniqueRows(query.data?.pages.flatMap((page) => page.list) ?? []);
  const index = rows.findIndex((row) => row.conversation_id === openId);
  const move = (step: number) => {
    const next = rows[Math.min(Math.max(index + step, 0), rows.length - 1)];
    if (next) onOpen(next.conversation_id);
  };
  useShortcuts({ ArrowDown: () => move(1), ArrowUp: () => move(index < 0 ? 1 : -1) });

  if (query.isPending) return <Skeleton active avatar />;
  if (query.isError && rows.length === 0) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (rows.length === 0) return <Empty description={t('desk.emptyQueue')} />;
  return (
    <>
      <ul className="desk-queue-list" aria-label={t('desk.title')}>
        {rows.map((row) => (
          <QueueItem
            key={row.conversation_id}
            conversation={row}
            active={row.conversation_id === openId}
            onOpen={() => onOpen(row.conversation_id)}
          />
        ))}
      </ul>
      {query.hasNextPage && (
        <Button block type="link" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('desk.loadMore')}
        </Button>
      )}
      <Typography.Text type="secondary" className="desk-hint">
        {t('desk.queueHint')}
      </Typography.Text>
    </>
  );
}

// A conversation that moved up while pages were asked one after another shows once, where it was seen first.
function uniqueRows<T extends { conversation_id: string }>(rows: T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.conversation_id) && seen.add(row.conversation_id));
}
