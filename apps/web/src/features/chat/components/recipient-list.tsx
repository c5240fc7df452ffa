import { useAliases, withAlias } from '@ffe/im-client/runtime/aliases';
import type { ImMessage, PublicUser } from '@ffe/shared/contracts/im';
import { Avatar } from 'antd-mobile';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import { pathTo } from '../../../lib/paths';
import { useRecipients } from '../hooks/use-recipients';
import { useWideScreen } from '../hooks/use-wide-screen';
import { ChatSheet } from './chat-sheet';
import styles from './recipient-list.module.css';
import { TabList } from './tab-list';

/** One recipient: picture and name, with the user's alias. */
function RecipientRow({ user }: { user: PublicUser }) {
  const alias = useAliases((aliases) => aliases[user._id]);
  return (
    <li className={styles.row} data-testid="recipient" data-user-id={user._id}>
      <Avatar className={styles.avatar} src={user.avatar_file.url} alt="" />
      <span className={styles.name}>{withAlias(user.nickname, alias)}</span>
    </li>
  );
}

function Names({ users, emptyText }: { users: PublicUser[]; emptyText: string }) {
  if (users.length === 0) return <p className={styles.none}>{emptyText}</p>;
  return (
    <ul className={styles.list}>
      {users.map((user) => (
        <RecipientRow key={user._id} user={user} />
      ))}
    </ul>
  );
}

const SIDES = ['unread', 'read'] as const;
type Side = (typeof SIDES)[number];

/** Narrow screens: two tabs, unread and read, each with its count. */
function RecipientTabs({ unread, read }: { unread: PublicUser[]; read: PublicUser[] }) {
  const { t } = useTranslation();
  const panelId = useId();
  const [side, setSide] = useState<Side>('unread');
  const lists: Record<Side, PublicUser[]> = { unread, read };
  const labels: Record<Side, string> = {
    unread: t('chat.readers.unreadTab', { n: unread.length }),
    read: t('chat.readers.readTab', { n: read.length }),
  };

  return (
    <div className={styles.tabbed}>
      <TabList
        tabs={SIDES}
        active={side}
        onChange={setSide}
        panelId={panelId}
        label={(tab) => labels[tab]}
        className={styles.tabs}
      />
      <div id={panelId} role="tabpanel" aria-label={labels[side]} className={styles.panel}>
        <Names
          users={lists[side]}
          emptyText={t(side === 'unread' ? 'chat.readers.noneUnread' : 'chat.readers.noneRead')}
        />
      </div>
    </div>
  );
}

/** Wide screens: two columns headed 'N unread' and 'N read'. */
function RecipientColumns({ unread, read }: { unread: PublicUser[]; read: PublicUser[] }) {
  const { t } = useTranslation();
  const unreadId = useId();
  const readId = useId();
  return (
    <div className={styles.columns}>
      <section className={styles.column} aria-labelledby={unreadId} data-testid="recipients-unread">
        <h3 id={unreadId} className={styles.heading}>
          {t('chat.readers.unreadCount', { n: unread.length })}
        </h3>
        <Names users={unread} emptyText={t('chat.readers.noneUnread')} />
      </section>
      <section className={styles.column} aria-labelledby={readId} data-testid="recipients-read">
        <h3 id={readId} className={styles.heading}>
          {t('chat.readers.readCount', { n: read.length })}
        </h3>
        <Names users={read} emptyText={t('chat.readers.noneRead')} />
      </section>
    </div>
  );
}

/**
 * The recipients of a message split into unread and read (PRODUCT.md#chat-pages): two tabs with counts on a narrow
 * screen, two columns on a wide one; with loading, failed and empty states.
 */
export function RecipientList({ message }: { message: ImMessage }) {
  const { t } = useTranslation();
  const wide = useWideScreen();
  const recipients = useRecipients(message);
  if (recipients.state === 'loading') return <PageLoading />;
  if (recipients.state === 'failed') {
    return <PageError message={t('chat.readers.loadFailed')} onRetry={recipients.retry} />;
  }
  const { unread, read } = recipients;
  if (unread.length === 0 && read.length === 0) return <EmptyState title={t('chat.readers.empty')} />;
  return wide ? <RecipientColumns unread={unread} read={read} /> : <RecipientTabs unread={unread} read={read} />;
}

/** The popup titled the message recipient list, over the chat, with a link to the list on its own page. */
export function RecipientPopup({ message, open, onClose }: { message: ImMessage; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ChatSheet
      open={open}
      title={t('chat.readers.title')}
      onClose={onClose}
      footer={
        <Link
          className={styles.pageLink}
          to={pathTo('readerList', { msgId: message._id, conversationId: message.conversation_id })}
        >
          {t('chat.readers.openPage')}
        </Link>
      }
    >
      {open && <RecipientList message={message} />}
    </ChatSheet>
  );
}
