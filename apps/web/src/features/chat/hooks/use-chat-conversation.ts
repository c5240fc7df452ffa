import { isLeaveConversation, isMutedInGroup, useGroup } from '@ffe/im-client/runtime/groups';
import { type ClientMessage, useImStore } from '@ffe/im-client/runtime/im-store';
import { useUserInfo } from '@ffe/im-client/runtime/user-info';
import { isOrderNoticeSender } from '@ffe/im-client/utils/order-notice-sender';
import { useTranslation } from 'react-i18next';
import { useOpenConversation } from './use-open-conversation';
import { useShownName } from './use-shown-name';

const NO_MESSAGES: ClientMessage[] = [];

/**
 * The conversation a chat view shows, with the other user or in `groupId`: it opens it, then reads its messages, the
 * viewer, the other user or the group and the chat's name, and whether the viewer left the group or is muted there.
 * `conversationId` is set once it is open; `shownId` already while a kept history shows.
 */
export function useChatConversation(userId: string, groupId: string | undefined) {
  const { t } = useTranslation();
  const shownName = useShownName();
  const { opening, firstPage, retry } = useOpenConversation(userId, groupId);
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
  // The order notices' chat: the `system` user's nickname is the English 'system message' (PRODUCT.md#chat-users), so it goes by 订单通知.
  const noticesOnly = !groupId && isOrderNoticeSender(userId);
  const name = noticesOnly
    ? t('chat.orderNotice.heading')
    : group?.info.name ||
      shownName(userId, conversation?.user_info?.nickname || other?.nickname, t('chat.placeholderName'));
  return {
    opening,
    firstPage,
    retry,
    conversationId,
    shownId,
    me,
    conversation,
    messages,
    hasOlder,
    other,
    group,
    muted,
    left,
    name,
    noticesOnly,
  };
}
