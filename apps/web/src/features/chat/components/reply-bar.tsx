import type { ClientMessage } from '@ffe/im-client/runtime/im-store';
import { messagePreview } from '@ffe/im-client/utils/message-preview';
import { useTranslation } from 'react-i18next';
import { ChatIcon } from './chat-icons';
import styles from './composer.module.css';

/** The message being answered and its sender's shown name. */
export interface ReplyTarget {
  message: ClientMessage;
  name: string;
}

/** The message being answered, above the box, with a button to answer nothing. */
export function ReplyBar({ replyTo, onCancel }: { replyTo: ReplyTarget; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.quote} data-testid="reply-bar">
      <ChatIcon name="quote" size={16} />
      <span className={styles.quoteText}>
        <span className={styles.quoteName}>{t('chat.reply.to', { name: replyTo.name })}</span>
        {messagePreview(replyTo.message, t)}
      </span>
      <button type="button" className={styles.iconButton} onClick={onCancel} aria-label={t('chat.reply.cancel')}>
        <ChatIcon name="close" size={16} />
      </button>
    </div>
  );
}
