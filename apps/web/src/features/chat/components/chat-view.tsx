import { hasStaffRole } from '@ffe/im-client/runtime/im-store';
import { useCallback, useMemo, useState } from 'react';
import { useChatConversation } from '../hooks/use-chat-conversation';
import { useMessageContextMenu } from '../hooks/use-message-context-menu';
import { useMessageSelection } from '../hooks/use-message-selection';
import { useServiceContext } from '../hooks/use-service-context';
import { useWideScreen } from '../hooks/use-wide-screen';
import { parseGoodsOffer } from '../utils/goods-offer';
import { ChatFooter, ComposerClosed } from './chat-footer';
import { ChatHeader } from './chat-header';
import { ChatLoadFailed } from './chat-load-failed';
import { ChatMessages } from './chat-messages';
import { ChatPageTitle } from './chat-page-title';
import styles from './chat-view.module.css';
import type { ReplyTarget } from './composer';
import { ConnectionNote } from './connection-note';
import { GroupNoticeBanner } from './group-notice-banner';
import { GroupPanel } from './group-panel';
import { ImagePreview } from './image-preview';
import { MessageForwarding } from './message-selection';

/** The query of a link to a chat (PRODUCT.md#chat-pages): the other user or the group, and the goods (`info`) or order to offer. */
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
  const wide = useWideScreen();
  const chat = useChatConversation(userId, groupId);
  const { opening, firstPage, retry, conversationId, shownId, messages, hasOlder } = chat;
  const { me, conversation, other, group, muted, left, name, noticesOnly } = chat;
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [groupPanelOpen, setGroupPanelOpen] = useState(false);
  const [offered, setOffered] = useState({ goods: true, order: true });
  const selection = useMessageSelection();

  const staff = hasStaffRole(me);
  const viewerId = me?._id ?? '';
  useServiceContext({ userId, info, orderId, customer: Boolean(me) && !staff, open: conversationId !== null });
  const goods = useMemo(() => (staff ? null : parseGoodsOffer(info)), [info, staff]);
  const { openMenu, menu } = useMessageContextMenu({
    conversationId,
    viewerId,
    staff,
    selection,
    onReply: (message) => setReplyTo({ message, name: message.from_uid === viewerId ? (me?.nickname ?? '') : name }),
  });

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
    return <ChatLoadFailed header={embedded && header} error={opening.error} onRetry={retry} />;
  }

  const writable = conversationId && !selection.active;
  return (
    <div className={embedded ? `${styles.view} ${styles.embedded}` : styles.view}>
      {!embedded && <ChatPageTitle name={name} />}
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
      {menu}
      {preview && <ImagePreview url={preview} onClose={closePreview} />}
      {groupId && <GroupPanel groupId={groupId} open={groupPanelOpen} onClose={closeGroupPanel} />}
    </div>
  );
}
