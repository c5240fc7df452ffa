import { useImClient } from '@ffe/im-client/client-context';
import type { ClientMessage } from '@ffe/im-client/runtime/im-store';
import { loadOlder } from '@ffe/im-client/runtime/older-messages';
import { retrySend } from '@ffe/im-client/runtime/send-queue';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import type { PressPoint } from '../hooks/use-long-press';
import type { MessageSelection } from '../hooks/use-message-selection';
import type { FirstPage } from '../hooks/use-open-conversation';
import { alreadyReported } from '../utils/already-reported';
import styles from './chat-view.module.css';
import { MessageBubble } from './message-bubble';
import { MessageList } from './message-list';
/**
 * The messages of a chat, older ones on scroll up, each bubble with its quote, menu, retry and preview; while the chat
 * opens, a kept history or the loading state, and the first page's failure with a retry.
 */
export function ChatMessages({
  conversationId,
  opened,
  firstPage,
  onRetry,
  messages,
  hasOlder,
  viewerId,
  myAvatar,
  otherAvatar,
  staff,
  selection,
  onMenu,
  onPreview,
}: {
  conversationId: string | null;
  /** The conversation is open (not only known while it opens). */
  opened: boolean;
  firstPage: FirstPage;
  onRetry: () => void;
  messages: ClientMessage[];
  hasOlder: boolean;
  viewerId: string;
  myAvatar: string | undefined;
  otherAvatar: string | undefined;
  staff: boolean;
  selection: MessageSelection;
  onMenu: (message: ClientMessage, point: PressPoint) => void;
  onPreview: (url: string) => void;
}) {
  const imClient = useImClient();
  const { t } = useTranslation();
  const byId = useMemo(() => new Map(messages.map((message) => [message._id, message])), [messages]);
  if (!conversationId || (messages.length === 0 && (firstPage === 'loading' || !opened))) return <PageLoading />;
  if (messages.length === 0 && firstPage === 'failed') {
    return <PageError message={t('chat.loadFailedHint')} onRetry={onRetry} />;
  }
  if (messages.length === 0) {
    return (
      <div className={styles.empty}>
        <EmptyState title={t('chat.empty')} description={t('chat.emptyHint')} />
      </div>
    );
  }
  const id = conversationId;
  return (
    <MessageList
      messages={messages}
      hasOlder={hasOlder}
      viewerId={viewerId}
      onLoadOlder={() => loadOlder(imClient, id)}
      renderMessage={(message) => {
        const mine = message.from_uid === viewerId;
        return (
          <MessageBubble
            message={message}
            mine={mine}
            avatar={mine ? myAvatar : message.avatar_file?.url || otherAvatar}
            showReadState={staff}
            ordersOpenable={!staff}
            quoted={message.reply_msg_id ? (byId.get(message.reply_msg_id) ?? null) : undefined}
            onMenu={onMenu}
            onRetry={(failed) => void retrySend(imClient, id, failed.unique_id).catch(alreadyReported)}
            onPreview={onPreview}
            selection={selection.forBubble(message)}
          />
        );
      }}
    />
  );
}
