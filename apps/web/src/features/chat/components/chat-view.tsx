import { leaveChat, openChat, openGroupChat } from '@ffe/im-client/runtime/conversations';
import { GROUP_GONE, isLeaveConversation, isMutedInGroup, useGroup } from '@ffe/im-client/runtime/groups';
import { startIm } from '@ffe/im-client/runtime/im-session';
import { type ClientMessage, hasStaffRole, useImStore } from '@ffe/im-client/runtime/im-store';
import { sendGoodsCard, sendImage, sendOrderCard, sendText } from '@ffe/im-client/runtime/message-senders';
import { loadOlder } from '@ffe/im-client/runtime/older-messages';
import { retrySend, revokeMessage } from '@ffe/im-client/runtime/send-queue';
import { useUserInfo } from '@ffe/im-client/runtime/user-info';
import { isForwardable } from '@ffe/im-client/utils/forwardable';
import { isOrderNoticeSender } from '@ffe/im-client/utils/order-notice-sender';
import { IM } from '@ffe/shared/constants';
import { conversationIdFor, groupConversationId } from '@ffe/shared/domain/im/conversation-id';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import { usePageTitle } from '../../../lib/page-title';
import { toast } from '../../../lib/toast';
import type { PressPoint } from '../hooks/use-long-press';
import { useServiceContext } from '../hooks/use-service-context';
import { useWideScreen } from '../hooks/use-wide-screen';
import { parseGoodsOffer } from '../utils/goods-offer';
import { copyableText } from '../utils/message-copy';
import { canRevoke } from '../utils/message-facts';
import styles from './chat-view.module.css';
import { Composer, type ReplyTarget } from './composer';
import { ContextMenu, type MenuItem } from './context-menu';
import { GroupNoticeBanner } from './group-notice-banner';
import { GroupPanel } from './group-panel';
import { ImagePreview } from './image-preview';
import { MessageBubble } from './message-bubble';
import { MessageList } from './message-list';
import { MessageForwarding, useMessageSelection } from './message-selection';
import { GoodsOfferBar, OrderOfferBar } from './offer-bar';

const NO_MESSAGES: ClientMessage[] = [];
const isGroupGone = (error: unknown) => error instanceof Error && error.message === GROUP_GONE;
// Sends report their own failures (the message turns failed, or the runtime toasts); nothing more to do here.
const ignore = () => undefined;

/** While opening, `id` is the conversation's id once the chat user is known, so a kept history shows at once. */
type Opening =
  | { status: 'opening'; id?: string }
  | { status: 'open'; id: string }
  | { status: 'failed'; error: unknown };
type FirstPage = 'loading' | 'done' | 'failed';

/** Chat views showing each conversation: it is left only when the last of them goes (two may overlap briefly). */
const openViews = new Map<string, number>();

function leaveIfUnseen(id: string): void {
  if (!openViews.get(id)) leaveChat(id);
}

/** The page frame's title: the other user's name, or a placeholder while it loads. */
function PageTitle({ name }: { name: string }) {
  usePageTitle(name);
  return null;
}

/** The connection's state when it is not simply online, so a reader knows why nothing arrives. */
function ConnectionNote() {
  const { t } = useTranslation();
  const status = useImStore((s) => s.status);
  const text = t(`chat.index.status.${status}`);
  if (!text) return null;
  return (
    <p className={styles.connection} role="status">
      {text}
    </p>
  );
}

/** The query of a link to a chat (spec §2): the other user or the group, and the goods (`info`) or order to offer. */
export interface ChatLink {
  user_id?: string | undefined;
  group_id?: string | undefined;
  info?: string | undefined;
  order_id?: string | undefined;
}

/**
 * The chat with one user, or in a group (`groupId`): opens (or starts) the conversation, shows its messages with older ones on scroll up, and
 * sends text, pictures, and the goods or order the chat was opened from. `embedded` draws its own header (the wide
 * chat index shows it beside the list); otherwise the page frame's title bar carries the name.
 */
export function ChatView({
  userId = '',
  groupId,
  info,
  orderId,
  embedded = false,
}: {
  userId?: string;
  groupId?: string | undefined;
  info?: string | undefined;
  orderId?: string | undefined;
  embedded?: boolean;
}) {
  const { t } = useTranslation();
  const wide = useWideScreen();
  const [attempt, setAttempt] = useState(0);
  const [opening, setOpening] = useState<Opening>({ status: 'opening' });
  const [firstPage, setFirstPage] = useState<FirstPage>('loading');
  const [menu, setMenu] = useState<{ message: ClientMessage; point: PressPoint } | null>(null);
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [goodsOffered, setGoodsOffered] = useState(true);
  const [orderOffered, setOrderOffered] = useState(true);
  const [groupPanelOpen, setGroupPanelOpen] = useState(false);
  const selection = useMessageSelection();

  const conversationId = opening.status === 'open' ? opening.id : null;
  const shownId = opening.status === 'failed' ? null : (opening.id ?? null);
  const me = useImStore((s) => s.me);
  const conversation = useImStore((s) => (shownId ? s.conversations[shownId] : undefined));
  const messages = useImStore((s) => (shownId ? s.messages[shownId] : undefined) ?? NO_MESSAGES);
  const hasOlder = useImStore((s) => (shownId ? s.hasOlder[shownId] !== false : false));
  const other = useUserInfo(groupId ? undefined : userId);
  const group = useGroup(groupId);
  const muted = useImStore((s) => Boolean(groupId && s.me && isMutedInGroup(s.groups[groupId], s.me._id)));
  const left = Boolean(conversation && me && isLeaveConversation(conversation, me._id));

  const staff = hasStaffRole(me);
  const viewerId = me?._id ?? '';
  useServiceContext({ userId, info, orderId, customer: Boolean(me) && !staff, open: conversationId !== null });
  // The order notices' chat: the `system` user's nickname is the spec's English 'system message', so it goes by 订单通知.
  const noticesOnly = !groupId && isOrderNoticeSender(userId);
  const name = noticesOnly
    ? t('chat.orderNotice.heading')
    : group?.info.name || conversation?.user_info?.nickname || other?.nickname || t('chat.placeholderName');
  const otherAvatar = conversation?.user_info?.avatar_file.url || other?.avatar_file.url;
  const goods = useMemo(() => (staff ? null : parseGoodsOffer(info)), [info, staff]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt opens the chat again
  useEffect(() => {
    let live = true;
    let openedId: string | undefined;
    setOpening({ status: 'opening' });
    setFirstPage('loading');
    (async () => {
      await startIm();
      const chatUser = useImStore.getState().me;
      if (live && chatUser && (groupId || chatUser._id !== userId)) {
        const id = groupId ? groupConversationId(groupId) : conversationIdFor(chatUser._id, userId);
        setOpening({ status: 'opening', id });
      }
      const id = groupId ? await openGroupChat(groupId) : await openChat(userId);
      // Left (or another user chosen) while it opened: it must not stay marked open.
      if (!live) {
        leaveIfUnseen(id);
        return;
      }
      openedId = id;
      openViews.set(id, (openViews.get(id) ?? 0) + 1);
      setOpening({ status: 'open', id });
      const state = useImStore.getState();
      // A cached history shows at once; the first page is asked only when fewer than a page are held.
      if ((state.messages[id]?.length ?? 0) < IM.MESSAGE_PAGE_SIZE && state.hasOlder[id] !== false) {
        await loadOlder(id).catch((error: unknown) => {
          if (live) setFirstPage('failed');
          throw error;
        });
      }
      if (live) setFirstPage('done');
    })().catch((error: unknown) => {
      if (live && !openedId) setOpening({ status: 'failed', error });
    });
    return () => {
      live = false;
      if (!openedId) return;
      openViews.set(openedId, (openViews.get(openedId) ?? 1) - 1);
      leaveIfUnseen(openedId);
    };
  }, [userId, groupId, attempt]);

  const openMenu = useCallback((message: ClientMessage, point: PressPoint) => setMenu({ message, point }), []);
  const closeMenu = useCallback(() => setMenu(null), []);
  const closePreview = useCallback(() => setPreview(null), []);
  const closeGroupPanel = useCallback(() => setGroupPanelOpen(false), []);

  const menuItems = (message: ClientMessage): MenuItem[] => {
    const items: MenuItem[] = [];
    const text = copyableText(message);
    if (text !== null) {
      items.push({
        key: 'copy',
        label: t('chat.menu.copy'),
        onSelect: () =>
          navigator.clipboard.writeText(text).then(
            () => toast(t('chat.menu.copied'), 'success'),
            () => toast(t('chat.menu.copyFailed')),
          ),
      });
    }
    if (message.state === 'sent' && conversationId) {
      items.push({
        key: 'reply',
        label: t('chat.menu.reply'),
        onSelect: () => setReplyTo({ message, name: message.from_uid === viewerId ? (me?.nickname ?? '') : name }),
      });
      if (isForwardable(message)) {
        items.push({
          key: 'forward',
          label: t('chat.menu.forward'),
          onSelect: () => selection.forward('oneByOne', [message._id]),
        });
      }
      items.push({ key: 'select', label: t('chat.menu.select'), onSelect: () => selection.start(message) });
      if (canRevoke(message, viewerId, staff, Date.now())) {
        const id = conversationId;
        items.push({
          key: 'revoke',
          label: t('chat.menu.revoke'),
          danger: true,
          onSelect: () => void revokeMessage(id, message._id).catch(ignore),
        });
      }
    }
    return items;
  };

  const byId = useMemo(() => new Map(messages.map((message) => [message._id, message])), [messages]);

  // A group's info panel opens from the header beside the list, or from a bar of its own on a phone.
  const groupButton = groupId && group && !left && (
    <button
      type="button"
      className={styles.groupButton}
      aria-label={t('chat.groups.info')}
      aria-haspopup="dialog"
      onClick={() => setGroupPanelOpen(true)}
      data-testid="group-info-button"
    >
      ⋯
    </button>
  );
  const header = embedded && (
    <header className={styles.header}>
      <h2 className={styles.title}>{name}</h2>
      {groupButton}
    </header>
  );
  const groupBar = !embedded && groupButton && (
    <div className={styles.groupBar}>
      <span>{t('chat.groups.memberCount', { count: group?.info.member_count ?? 0 })}</span>
      {groupButton}
    </div>
  );

  if (opening.status === 'failed') {
    if (isGroupGone(opening.error)) {
      return (
        <div className={styles.view}>
          {header}
          <EmptyState title={t('chat.groupState.gone')} description={t('chat.groupState.goneHint')} />
        </div>
      );
    }
    return (
      <div className={styles.view}>
        {header}
        <PageError message={t('chat.loadFailedHint')} onRetry={() => setAttempt((n) => n + 1)} />
      </div>
    );
  }

  const body = (() => {
    if (!shownId || (messages.length === 0 && (firstPage === 'loading' || !conversationId))) return <PageLoading />;
    if (messages.length === 0 && firstPage === 'failed') {
      return <PageError message={t('chat.loadFailedHint')} onRetry={() => setAttempt((n) => n + 1)} />;
    }
    if (messages.length === 0) {
      return (
        <div className={styles.empty}>
          <EmptyState title={t('chat.empty')} description={t('chat.emptyHint')} />
        </div>
      );
    }
    const id = shownId;
    return (
      <MessageList
        messages={messages}
        hasOlder={hasOlder}
        viewerId={viewerId}
        onLoadOlder={() => loadOlder(id)}
        renderMessage={(message) => {
          const mine = message.from_uid === viewerId;
          return (
            <MessageBubble
              message={message}
              mine={mine}
              avatar={mine ? me?.avatar_file?.url : message.avatar_file?.url || otherAvatar}
              showReadState={staff}
              ordersOpenable={!staff}
              quoted={message.reply_msg_id ? (byId.get(message.reply_msg_id) ?? null) : undefined}
              onMenu={openMenu}
              onRetry={(failed) => void retrySend(id, failed.unique_id).catch(ignore)}
              onPreview={setPreview}
              selection={selection.forBubble(message)}
            />
          );
        }}
      />
    );
  })();

  return (
    <div className={embedded ? `${styles.view} ${styles.embedded}` : styles.view}>
      {!embedded && <PageTitle name={name} />}
      {header}
      {groupBar}
      <ConnectionNote />
      {conversationId && groupId && <GroupNoticeBanner conversationId={conversationId} groupId={groupId} />}
      {body}
      {conversationId && !selection.active && (left || muted) && (
        <p className={styles.closed} role="status" data-testid="composer-closed">
          {left
            ? t(
                conversation?.last_msg?.action === 'group-dissolved'
                  ? 'chat.groupState.dissolved'
                  : 'chat.groupState.left',
              )
            : t(group?.info.mute_all_members ? 'chat.groupState.mutedAll' : 'chat.groupState.mutedMe')}
        </p>
      )}
      {conversationId && !selection.active && !left && !muted && !noticesOnly && (
        <>
          {goods && goodsOffered && (
            <GoodsOfferBar
              goods={goods}
              onSend={() => {
                setGoodsOffered(false);
                // Shown as a card at once, from what the goods page passed; the server fills the real one.
                const preview = { name: goods.name, image: goods.image, price: goods.price ?? 0 };
                void sendGoodsCard(conversationId, goods.id, preview).catch(ignore);
              }}
              onDismiss={() => setGoodsOffered(false)}
            />
          )}
          {orderId && !staff && orderOffered && (
            <OrderOfferBar
              onSend={() => {
                setOrderOffered(false);
                void sendOrderCard(conversationId, orderId).catch(ignore);
              }}
              onDismiss={() => setOrderOffered(false)}
            />
          )}
          <Composer
            key={conversationId}
            conversationId={conversationId}
            initialDraft={conversation?.chatInputContent ?? ''}
            wide={wide}
            replyTo={replyTo}
            onCancelReply={() => setReplyTo(null)}
            onSend={(text, mentions) => {
              void sendText(conversationId, text, replyTo?.message._id, mentions).catch(ignore);
              setReplyTo(null);
            }}
            onImages={(files) => {
              for (const file of files) void sendImage(conversationId, file).catch(ignore);
            }}
          />
        </>
      )}
      <MessageForwarding selection={selection} messages={messages} />
      {menu && (
        <ContextMenu
          point={menu.point}
          label={t('chat.menu.title')}
          items={menuItems(menu.message)}
          onClose={closeMenu}
        />
      )}
      {preview && <ImagePreview url={preview} onClose={closePreview} />}
      {groupId && <GroupPanel groupId={groupId} open={groupPanelOpen} onClose={closeGroupPanel} />}
    </div>
  );
}
