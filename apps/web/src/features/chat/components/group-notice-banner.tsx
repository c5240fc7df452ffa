import { useImClient } from '@ffe/im-client/client-context';
import { markNoticeSeen } from '@ffe/im-client/runtime/groups';
import { useImStore } from '@ffe/im-client/runtime/im-store';
import { useTranslation } from 'react-i18next';
import { ChatIcon } from './chat-icons';
import styles from './group-notice-banner.module.css';
/**
 * The group's new notice over the chat, while the user has not seen it (the conversation's
 * has_unread_group_notification); closing it marks it seen here and on the server.
 */
export function GroupNoticeBanner({ conversationId, groupId }: { conversationId: string; groupId: string }) {
  const imClient = useImClient();
  const { t } = useTranslation();
  const unread = useImStore((s) => Boolean(s.conversations[conversationId]?.has_unread_group_notification));
  const content = useImStore((s) => s.groups[groupId]?.info.notification?.content ?? '');
  if (!unread || !content) return null;
  return (
    <section className={styles.banner} aria-label={t('chat.groups.noticeBanner')} data-testid="group-notice">
      <span className={styles.label}>{t('chat.groups.noticeBanner')}</span>
      <p className={styles.text}>{content}</p>
      <button
        type="button"
        className={styles.close}
        aria-label={t('chat.groups.noticeClose')}
        onClick={() => void markNoticeSeen(imClient, conversationId)}
      >
        <ChatIcon name="close" size={16} />
      </button>
    </section>
  );
}
