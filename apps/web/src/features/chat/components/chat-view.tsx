import { GROUP_GONE, isLeaveConversation, isMutedInGroup, useGroup } from '@ffe/im-client/runtime/groups';
import { type ClientMessage, hasStaffRole, useImStore } from '@ffe/im-client/runtime/im-store';
import { useUserInfo } from '@ffe/im-client/runtime/user-info';
import { isOrderNoticeSender } from '@ffe/im-client/utils/order-notice-sender';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageError } from '../../../components/ui/page-states';
import { usePageTitle } from '../../../lib/page-title';
import type { PressPoint } from '../hooks/use-long-press';
import { useMessageMenu } from '../hooks/use-message-menu';
import { useMessageSelection } from '../hooks/use-message-selection';
import { useOpenConversation } from '../hooks/use-open-conversation';
import { useServiceContext } from '../hooks/use-service-context';
import { useWideScreen } from '../hooks/use-wide-screen';
import { parseGoodsOffer } from '../utils/goods-offer';
import { ChatFooter, ComposerClosed } from './chat-footer';
import { ChatHeader } from './chat-header';
import { ChatMessages } from './chat-messages';
import styles from './chat-view.module.css';
import type { ReplyTarget } from './composer';
import { ConnectionNote } from './connection-note';
import { ContextMenu } from './context-menu';
import { GroupNoticeBanner } from './group-notice-banner';
import { GroupPanel } from './group-panel';
import { ImagePreview } from './image-preview';
import { MessageForwarding } from './message-selection';

const NO_MESSAGES: ClientMessage[] = [];
const isGroupGone = (error: unknown) => error instanceof Error && error.message === GROUP_GONE;

/** The page frame's title: the other user's name, or a placeholder while it loads. */
function PageTitle({ name }: { name: string }) {
  usePageTitle(name);
  return null;
}

/** The query of a link to a chat (spec §2): the other user or the group, and the goods (`info`) or order to offer. */
export interface ChatLink {
  user_id?: string | undefined;
  group_id?: string | undefined;
  info?: string | undefined;
  order_id?: string | undefined;
}

/**
 * The chat with one user, or in a group (`groupId`): opens (or starts) the conversation, shows its messages with older
 * ones on scroll up, and sends text, pictures, and the goods or order the chat was opened from. `embedded` draws its
 * own header (the wide chat index shows it beside the list); otherwise the page frame's title bar carries the name.
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
  const { opening, firstPage, retry } = useOpenConversation(userId, groupId);
  const [menu, setMenu] = useState<{ message: ClientMessage; point: PressPoint } | null>(null);
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [groupPanelOpen, setGroupPanelOpen] = useState(false);
  const [offered, setOffered] = useState({ goods: true, order: true });
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
  const goods = useMemo(() => (staff ? null : parseGoodsOffer(info)), [info, staff]);
  const menuItems = useMessageMenu({
    conversationId,
    viewerId,
    staff,
    selection,
    onReply: (message) => setReplyTo({ message, name: message.from_uid === viewerId ? (me?.nickname ?? '') : name }),
  });

  const openMenu = useCallback((message: ClientMessage, point: PressPoint) => setMenu({ message, point }), []);
  const closeMenu = useCallback(() => setMenu(null), []);
  const closePreview = useCallback(() => setPreview(null), []);
  const closeGroupPanel = useCallback(() => setGroupPanelOpen(false), []);

  const header = (
    <ChatHeader
      name={name}
      embedded={embedded}
      memberCount={groupId && group && !left ? group.info.member_count : undefined}
      onGroupInfo={() => setGroupPanelOpen(true)}
    />
  );

  if (opening.status === 'failed') {
    return (
      <div className={styles.view}>
        {embedded && header}
        {isGroupGone(opening.error) ? (
          <EmptyState title={t('chat.groupState.gone')} description={t('chat.groupState.goneHint')} />
        ) : (
          <PageError message={t('chat.loadFailedHint')} onRetry={retry} />
        )}
      </div>
    );
  }

  const writable = conversationId && !selection.active;
  return (
    <div className={embedded ? `${styles.view} ${styles.embedded}` : styles.view}>
      {!embedded && <PageTitle name={name} />}
      {header}
      <ConnectionNote />
      {conversationId && groupId && <GroupNoticeBanner conversationId={conversationId} groupId={groupId} />}
      <ChatMessages
        conversationId={shownId}
        opened={conversationId !== null}
        firstPage={firstPage}
        onRetry={retry}
        messages={messages}
        hasOlder={hasOlder}
        viewerId={viewerId}
        myAvatar={me?.avatar_file?.url}
        otherAvatar={conversation?.user_info?.avatar_file.url || other?.avatar_file.url}
        staff={staff}
        selection={selection}
        onMenu={openMenu}
        onPreview={setPreview}
      />
      {writable && (left || muted) && (
        <ComposerClosed conversation={conversation} left={left} mutedAll={Boolean(group?.info.mute_all_members)} />
      )}
      {writable && !left && !muted && !noticesOnly && (
        <ChatFooter
          conversationId={conversationId}
          initialDraft={conversation?.chatInputContent ?? ''}
          goods={goods}
          orderId={staff ? undefined : orderId}
          wide={wide}
          replyTo={replyTo}
          onCancelReply={() => setReplyTo(null)}
          offered={offered}
          onOffered={(what) => setOffered((now) => ({ ...now, [what]: false }))}
        />
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
