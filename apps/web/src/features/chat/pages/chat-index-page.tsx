import { useImClient } from '@ffe/im-client/client-context';
import { useImStarted } from '@ffe/im-client/hooks/use-im-started';
import { usePushesIntoQueries } from '@ffe/im-client/hooks/use-pushes-into-queries';
import { loadAliases } from '@ffe/im-client/runtime/aliases';
import { useImStore } from '@ffe/im-client/runtime/im-store';
import { unreadBadge } from '@ffe/shared/domain/im/message-rules';
import { Badge } from 'antd-mobile';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import { TitleBar } from '../../../components/ui/title-bar';
import { pathTo } from '../../../lib/paths';
import { type ChatLink, ChatView } from '../components/chat-view';
import { ContactsPanel } from '../components/contacts-panel';
import { ConversationList } from '../components/conversation-list';
import { NotificationsPanel } from '../components/notifications-panel';
import { TabList } from '../components/tab-list';
import { useWideScreen } from '../hooks/use-wide-screen';
import styles from './chat-index-page.module.css';

const TABS = ['conversations', 'contacts', 'notifications'] as const;
type Tab = (typeof TABS)[number];

type Start = 'starting' | 'ready' | 'failed';

/** The index's own three tabs; tab 0 counts unread conversations, tab 2 unread notifications (PRODUCT.md#chat-pages). */
function TabStrip({ active, onChange, panelId }: { active: Tab; onChange: (tab: Tab) => void; panelId: string }) {
  const { t } = useTranslation();
  const unread = useImStore((s) => s.unread);
  const badges: Record<Tab, string> = {
    conversations: unreadBadge(unread.conversation),
    contacts: '',
    notifications: unreadBadge(unread.notification),
  };
  return (
    <TabList
      tabs={TABS}
      active={active}
      onChange={onChange}
      panelId={panelId}
      className={styles.tabs}
      label={(tab) => (
        <Badge content={badges[tab] || null}>
          <span className={styles.tabLabel}>{t(`chat.index.tabs.${tab}`)}</span>
        </Badge>
      )}
    />
  );
}

/**
 * The chat index (PRODUCT.md#chat-pages): conversations, contacts and notifications. Wider than 960 px the chosen chat
 * opens in place beside the list (the staff workspace); narrower, a chat opens on its own page. Coming here with
 * user_id (and info / order_id) opens that chat.
 */
export default function ChatIndexPage({ user_id: userId, group_id: groupId, info, order_id: orderId }: ChatLink) {
  const imClient = useImClient();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wide = useWideScreen();
  const panelId = useId();
  const [tab, setTab] = useState<Tab>('conversations');
  const started = useImStarted();
  const start: Start = started.isSuccess ? 'ready' : started.isError ? 'failed' : 'starting';
  const retry = () => void started.refetch();
  const hasConversations = useImStore((s) => Object.keys(s.conversations).length > 0);
  usePushesIntoQueries();

  // The aliases show in every list once the chat runs.
  useEffect(() => {
    if (start === 'ready') void loadAliases(imClient);
  }, [start, imClient]);

  // On a phone the chat asked for opens on its own page; Back from it comes to the list, not here again.
  const forwarded = useRef(false);
  const chosen = groupId || userId;
  useEffect(() => {
    if (wide || !chosen || forwarded.current) return;
    forwarded.current = true;
    navigate(pathTo('imIndex'), { replace: true });
    navigate(pathTo('chat', { user_id: userId, group_id: groupId, info, order_id: orderId }));
  }, [wide, chosen, userId, groupId, info, orderId, navigate]);
  // Once the parameters are gone from the address, the next ones are forwarded again.
  useEffect(() => {
    if (!chosen) forwarded.current = false;
  }, [chosen]);

  const content = (() => {
    if (start !== 'ready' && (tab === 'contacts' || tab === 'notifications')) {
      return start === 'failed' ? <PageError onRetry={retry} /> : <PageLoading />;
    }
    if (tab === 'contacts') return <ContactsPanel wide={wide} selectedUserId={userId} />;
    if (tab === 'notifications') return <NotificationsPanel />;
    if (start === 'failed' && !hasConversations) return <PageError onRetry={retry} />;
    if (start === 'starting' && !hasConversations) return <PageLoading />;
    return <ConversationList wide={wide} selectedUserId={userId} selectedGroupId={groupId} />;
  })();

  return (
    <div className={wide ? `${styles.page} ${styles.wide}` : styles.page}>
      <TitleBar title={t('title.imIndex')} />
      <div className={styles.body}>
        <aside className={styles.side}>
          <TabStrip active={tab} onChange={setTab} panelId={panelId} />
          <div id={panelId} role="tabpanel" className={styles.panel}>
            {content}
          </div>
        </aside>
        {wide && (
          <section className={styles.pane}>
            {groupId ? (
              <ChatView key={`group_${groupId}`} groupId={groupId} embedded />
            ) : userId ? (
              <ChatView key={userId} userId={userId} info={info} orderId={orderId} embedded />
            ) : (
              <EmptyState title={t('chat.index.pick')} description={t('chat.index.pickHint')} />
            )}
          </section>
        )}
      </div>
    </div>
  );
}
