import { useMessage } from '@ffe/im-client/api/get-msg';
import { useImStarted } from '@ffe/im-client/hooks/use-im-started';
import { type ImState, useImStore } from '@ffe/im-client/runtime/im-store';
import { messagePreview } from '@ffe/im-client/utils/message-preview';
import type { ImMessage } from '@ffe/shared/contracts/im';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import { RecipientList } from '../components/recipient-list';
import styles from './reader-list-page.module.css';

type Start = 'starting' | 'ready' | 'failed';

/** The chat's copy of the message; a link without its conversation looks in all of them. */
function heldMessage(state: ImState, msgId: string, conversationId: string | undefined): ImMessage | undefined {
  for (const id of conversationId ? [conversationId] : Object.keys(state.messages)) {
    const message = state.messages[id]?.find((m) => m._id === msgId);
    if (message) return message;
  }
  return undefined;
}

/** The server's copy, unless it is of another conversation than the link names: that link is broken. */
const linked = (message: ImMessage | null | undefined, conversationId: string | undefined) =>
  message && (!conversationId || message.conversation_id === conversationId) ? message : null;

/**
 * The reader list (PRODUCT.md#chat-pages:
 * /uni_modules/uni-im-msg-reader/pages/reader-list/reader-list?msgId&conversationId): who of the message's recipients
 * read it and who has not, as the chat's recipient popup shows them.
 */
export default function ReaderListPage({ msgId, conversationId }: { msgId?: string; conversationId?: string }) {
  const { t } = useTranslation();
  const started = useImStarted();
  const start: Start = started.isSuccess ? 'ready' : started.isError ? 'failed' : 'starting';
  const conversation = conversationId || undefined;
  // Reads that arrive while the page is open move people from unread to read.
  const held = useImStore((s) => (msgId && start === 'ready' ? heldMessage(s, msgId, conversation) : undefined));
  // Only a message the chat does not hold is read from the server.
  const fetched = useMessage(start === 'ready' && !held ? msgId : undefined);

  const missing = <EmptyState title={t('chat.readers.notFound')} description={t('chat.readers.notFoundHint')} />;
  if (!msgId) return missing;
  if (start === 'failed') return <PageError onRetry={() => void started.refetch()} />;
  const message = held ?? linked(fetched.data, conversation);
  if (!message) {
    if (fetched.data !== undefined) return missing;
    if (fetched.isError) return <PageError onRetry={() => void fetched.refetch()} />;
    return <PageLoading />;
  }
  return (
    <div className={styles.page}>
      <p className={styles.preview} data-testid="reader-list-message">
        {messagePreview(message, t)}
      </p>
      <div className={styles.list}>
        <RecipientList message={message} />
      </div>
    </div>
  );
}
