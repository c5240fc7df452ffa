import { Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useDeskCustomerPanel } from '../api/get-customer-panel';
import { useDeskMessages } from '../api/list-messages';
import { useMarkDeskRead } from '../api/mark-read';
import { usePendingSends } from '../hooks/use-pending-sends';
import { customerName } from '../utils/desk-words';
import { Composer } from './composer';
import { ConversationHeader } from './conversation-header';
import { MessageList } from './message-list';

/** The middle column: who and the actions, the messages, and the reply box. Opening it reads the customer's words. */
export function ConversationView({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation();
  const panel = useDeskCustomerPanel(conversationId);
  const sends = usePendingSends(conversationId);
  const { mutate: markRead } = useMarkDeskRead();
  // The newest message, once loaded: opening the conversation, and each message while it is open, reads it.
  const newest = useDeskMessages(conversationId).data?.pages[0]?.[0]?._id ?? null;
  useEffect(() => {
    if (newest !== null) markRead(conversationId);
  }, [conversationId, newest, markRead]);

  if (panel.isPending)
    return (
      <section className="desk-pane desk-conversation">
        <Skeleton active />
      </section>
    );
  if (panel.isError)
    return (
      <section className="desk-pane desk-conversation">
        <LoadError error={panel.error} onRetry={() => void panel.refetch()} />
      </section>
    );
  const { conversation, customer } = panel.data;
  return (
    <section className="desk-pane desk-conversation">
      <ConversationHeader conversation={conversation} />
      <MessageList
        conversationId={conversationId}
        customerLabel={customerName(customer, t)}
        pending={sends.pending}
        onRetry={sends.retry}
      />
      <Composer conversationId={conversationId} onSend={(body) => sends.send({ type: 'text', body })} />
    </section>
  );
}
