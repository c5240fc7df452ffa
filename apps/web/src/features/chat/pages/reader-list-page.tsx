import { getMsg } from '@ffe/im-client/api/get-msg';
import { startIm } from '@ffe/im-client/runtime/im-session';
import { findMessage, useImStore } from '@ffe/im-client/runtime/im-store';
import { messagePreview } from '@ffe/im-client/utils/message-preview';
import type { ImMessage } from '@ffe/shared/contracts/im';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import { ApiError } from '../../../lib/api-client';
import { installShopImHost } from '../../../lib/shop-im-host';
import { RecipientList } from '../components/recipient-list';
import styles from './reader-list-page.module.css';

// The chat client runs with the shop as its host from the first chat page on.
installShopImHost();

type Lookup =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed' }
  | { state: 'found'; message: ImMessage };

/** A held copy of the message, or the server's; undefined when the server has none for this user. */
async function lookUp(msgId: string, conversationId: string | undefined): Promise<ImMessage | undefined> {
  const held = findMessage(msgId, conversationId) ?? (conversationId ? undefined : findMessage(msgId));
  if (held) return held.message;
  try {
    const message = await getMsg(msgId, { errorUi: 'none' });
    // A link whose conversation does not hold the message is a broken link, not another message's list.
    return !conversationId || message.conversation_id === conversationId ? message : undefined;
  } catch (error) {
    if (error instanceof ApiError && error.errCode === 'NOT_FOUND') return undefined;
    throw error;
  }
}

/**
 * The reader list (spec §2: /uni_modules/uni-im-msg-reader/pages/reader-list/reader-list?msgId&conversationId): who
 * of the message's recipients read it and who has not, as the chat's recipient popup shows them.
 */
export default function ReaderListPage({ msgId, conversationId }: { msgId?: string; conversationId?: string }) {
  const { t } = useTranslation();
  const [lookup, setLookup] = useState<Lookup>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Reads that arrive while the page is open move people from unread to read.
  const live = useImStore((s) =>
    lookup.state === 'found'
      ? s.messages[lookup.message.conversation_id]?.find((message) => message._id === lookup.message._id)
      : undefined,
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt looks the message up again
  useEffect(() => {
    if (!msgId) {
      setLookup({ state: 'missing' });
      return;
    }
    let current = true;
    setLookup({ state: 'loading' });
    (async () => {
      await startIm();
      const message = await lookUp(msgId, conversationId || undefined);
      if (current) setLookup(message ? { state: 'found', message } : { state: 'missing' });
    })().catch((error: unknown) => {
      console.error('uni-im: reading the message for its readers failed', error);
      if (current) setLookup({ state: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [msgId, conversationId, attempt]);

  if (lookup.state === 'loading') return <PageLoading />;
  if (lookup.state === 'failed') return <PageError onRetry={() => setAttempt((n) => n + 1)} />;
  if (lookup.state === 'missing') {
    return <EmptyState title={t('chat.readers.notFound')} description={t('chat.readers.notFoundHint')} />;
  }
  const message = live ?? lookup.message;
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
