import { IM } from '@ffe/shared/constants';
import type { ImConversation, ImMessage, ImNotification, PayNotifyBody, ServerFrame } from '@ffe/shared/contracts/im';
import { groupConversationId } from '@ffe/shared/domain/im/conversation-id';
import { isMutedMessage, isReadableMessage, mentionsUser, previewText } from '@ffe/shared/domain/im/message-rules';
import { getMsg } from '../api/get-msg';
import { updateConversation } from '../api/update-conversation';
import type { EarlyRead, ImClient } from '../client';
import { messagePreview } from '../utils/message-preview';
import { isOrderNoticeSender } from '../utils/order-notice-sender';
import { loadConversation } from './conversations';
import { imDeviceId } from './device-id';
import { keepEarlyRead, readBy } from './early-reads';
import { applyGroupEvent } from './groups';
import { changeCachedMessages, saveMessages } from './im-db';
import { emitImPush } from './im-pushes';
import {
  asClientMessage,
  changeConversation,
  changeMessages,
  findMessage,
  mergeMessages,
  otherUserOf,
} from './im-store';
import { noticeNameOf } from './notice-names';
import { isAppActive, notifyNewMessage } from './notifier';
import { sendReadReceipts } from './read-receipts';

const get = (imClient: ImClient) => imClient.store.getState();

const SEEN_LIMIT = 2_000;

/** Remembers a message as taken in; answers false when it already was. */
export function markSeen(imClient: ImClient, messageId: string): boolean {
  const { seen } = imClient.parts.incoming;
  if (seen.has(messageId)) return false;
  seen.add(messageId);
  // Oldest first out: a Set iterates in insertion order.
  if (seen.size > SEEN_LIMIT) seen.delete(seen.values().next().value as string);
  return true;
}

/** Forgets what was seen: a stopped chat. */
export function resetIncoming(imClient: ImClient): void {
  const parts = imClient.parts.incoming;
  parts.seen.clear();
  parts.earlyReads.clear();
  clearTimeout(parts.readBurst?.timer);
  parts.readBurst = undefined;
}

/** Takes a server frame the socket did not handle itself. */
export function receiveFrame(imClient: ImClient, frame: ServerFrame): void {
  if (frame.type === 'uni-im') void receiveMessage(imClient, frame.data);
  else if (frame.type === 'uni-im-notification') receiveNotification(imClient, frame.data);
}

/** A notification moves the badge of tab 2 and the reads it is about (a mounted usePushesIntoQueries changes them). */
function receiveNotification(imClient: ImClient, notification: ImNotification): void {
  if (!notification.is_read) {
    imClient.store.setState((s) => ({
      unread: { ...s.unread, notification: s.unread.notification + 1 },
      unreadEpoch: s.unreadEpoch + 1,
    }));
  }
  emitImPush(imClient, { kind: 'notification', notification });
}

/** A long message's whole body; when it cannot be read, the preview stays and the failure is only logged (PRODUCT.md#chat-errors). */
async function wholeMessage(imClient: ImClient, message: ImMessage): Promise<ImMessage> {
  try {
    return await getMsg(imClient, message._id, { errorUi: 'none' });
  } catch (error) {
    console.log('uni-im: reading a long message failed', error);
    return message;
  }
}

/**
 * Takes a pushed message (PRODUCT.md#chat-incoming): pushes from this device are ignored (its call already
 * answered); a LongMsg is read whole; revoke, read and clear-unread notices change what is held; a message of an
 * unknown conversation loads that conversation; a new message moves its conversation and counts as unread unless the
 * conversation is open or muted, the message is not readable or is one's own, or the conversation was just loaded; a
 * message older than its conversation's update time was already counted and only fills the list; while the app is
 * inactive a desktop notification is raised.
 */
export async function receiveMessage(imClient: ImClient, pushed: ImMessage): Promise<void> {
  const me = get(imClient).me;
  if (!me) return;
  if (pushed.device_id && pushed.device_id === imDeviceId()) return;
  const message = pushed.LongMsg ? await wholeMessage(imClient, pushed) : pushed;
  switch (message.type) {
    case 'revoke_msg':
      return applyRevoke(imClient, message);
    case 'read_msg':
      return applyRead(imClient, message);
    case 'clear-conversation-unreadCount':
      return applyUnreadReset(imClient, message);
    case 'pay-notify':
      await applyPayNotify(imClient, message.body as PayNotifyBody);
      break;
  }
  // The user saw a group's notice on another device: only their own state, never a message in the chat.
  if (message.action === 'setUnreadGroupNoticeId') return applyNoticeSeen(imClient, message);

  const conversationId = message.conversation_id;
  const known = findMessage(imClient, message._id, conversationId) !== undefined;
  const firstTime = markSeen(imClient, message._id) && !known;
  mergeMessages(imClient, conversationId, [asClientMessage(message)]);
  if (!get(imClient).messages[conversationId]) saveMessages(imClient, [message]);
  // An update of a message already held (an order card paid): nothing new to count.
  if (!firstTime) return;
  await takeIntoConversation(imClient, message, me._id);
  // After the conversation took the message: a group change may hide that conversation again.
  if (message.group_id) await applyGroupEvent(imClient, message, me._id);
}

/** Moves the message's conversation (last message, unread count, reminders), loading it when unknown; notifies. */
async function takeIntoConversation(imClient: ImClient, message: ImMessage, myId: string): Promise<void> {
  const conversationId = message.conversation_id;
  let conversation: ImConversation | undefined = get(imClient).conversations[conversationId];
  let justLoaded = false;
  if (!conversation) {
    conversation = await loadConversation(imClient, conversationId).catch(() => undefined);
    justLoaded = true;
    if (!conversation) return;
  } else if (message.create_time < conversation.update_time) {
    // The conversation was read from the server after this message: it is already in its count and last message. The
    // server counted it unread all the same (the shop's greeting, stored with the customer's own first message).
    readInOpenChat(imClient, message, myId);
    return;
  }

  const mine = message.from_uid === myId;
  const open = get(imClient).openConversationId === conversationId;
  const muted = conversation.mute || isMutedMessage(message);
  const readable = isReadableMessage(message);
  const counts = readable && !open && !muted && !mine && !justLoaded;
  const mentionsMe = !mine && mentionsUser(message, myId);

  if (!justLoaded) {
    changeConversation(imClient, conversationId, (c) => ({
      ...c,
      last_msg: message,
      last_msg_note: message.type === 'text' ? previewText(String(message.body)) : '',
      last_msg_create_time: Math.max(c.last_msg_create_time, message.create_time),
      update_time: Math.max(c.update_time, message.update_time),
      hidden: false,
      unread_count: counts ? c.unread_count + 1 : c.unread_count,
      remind_msg_ids: mentionsMe && c.group_id ? [...c.remind_msg_ids, message._id] : c.remind_msg_ids,
    }));
  }

  readInOpenChat(imClient, message, myId);
  if (!mine && readable && !muted && !isAppActive()) notify(imClient, message, conversation);
}

/** Another's message in the chat the user has open: the server and the sender hear it was read. */
function readInOpenChat(imClient: ImClient, message: ImMessage, myId: string): void {
  const conversationId = message.conversation_id;
  if (get(imClient).openConversationId !== conversationId || message.from_uid === myId || !isReadableMessage(message))
    return;
  scheduleServerRead(imClient, conversationId);
  sendReadReceipts(imClient, conversationId);
}

/**
 * The server counted the message for the open conversation too; tell it the user has it at once (a page left the
 * next moment must not leave it unread), and once more at the end of a burst.
 */
function scheduleServerRead(imClient: ImClient, conversationId: string): void {
  const parts = imClient.parts.incoming;
  if (parts.readBurst) {
    parts.readBurst.again = conversationId;
    return;
  }
  tellServerRead(imClient, conversationId);
  const burst = {
    timer: setTimeout(() => {
      parts.readBurst = undefined;
      if (burst.again) tellServerRead(imClient, burst.again);
    }, 500),
  } as { timer: ReturnType<typeof setTimeout>; again?: string };
  parts.readBurst = burst;
}

function tellServerRead(imClient: ImClient, conversationId: string): void {
  if (get(imClient).openConversationId !== conversationId) return;
  void updateConversation(
    imClient,
    { conversation_id: conversationId, unread_count: 0, device_id: imDeviceId() },
    { errorUi: 'none' },
  ).catch((error: unknown) => console.error('uni-im: marking the open chat read failed', error));
}

function notify(imClient: ImClient, message: ImMessage, conversation: ImConversation): void {
  const name = isOrderNoticeSender(message.from_uid)
    ? imClient.host.t('chat.orderNotice.heading')
    : message.nickname ||
      conversation.user_info?.nickname ||
      get(imClient).users[message.from_uid]?.nickname ||
      message.from_uid;
  const groupId = conversation.group_id;
  const other = otherUserOf(conversation);
  const groupName = groupId ? get(imClient).groups[groupId]?.info.name : undefined;
  void notifyNewMessage(imClient, {
    title: imClient.host.t('chat.runtime.notificationTitle', { name: groupName ? `${name} @ ${groupName}` : name }),
    body: messagePreview(
      message,
      (key, values) => imClient.host.t(key, values ?? {}),
      noticeNameOf(imClient, message, get(imClient), imClient.aliases.getState()),
    ),
    tag: conversation.id,
    onOpen: () => {
      if (groupId) imClient.host.navigate(imClient.host.paths.chat({ group_id: groupId }));
      else if (other) imClient.host.navigate(imClient.host.paths.chat({ user_id: other }));
    },
  });
}

const bodyMsgId = (message: ImMessage) => (message.body as { msg_id?: unknown } | null)?.msg_id;

/** A revoke notice: the message shows the revoked text, here and in the local database. */
function applyRevoke(imClient: ImClient, notice: ImMessage): void {
  const msgId = bodyMsgId(notice);
  if (typeof msgId !== 'string') return;
  const revoke = <T extends ImMessage>(m: T): T => ({
    ...m,
    is_revoke: true,
    body: IM.REVOKED_BODY,
    update_time: Math.max(m.update_time, notice.update_time),
  });
  changeMessages(
    imClient,
    (m) => m._id === msgId,
    (m) => ({ ...revoke(m), state: 'sent' }),
  );
  void changeCachedMessages(imClient, { _id: msgId }, revoke);
}

/** A read notice (staff read a message): the message is read, with its reader listed once. */
function applyRead(imClient: ImClient, notice: ImMessage): void {
  const body = notice.body as { msg_id?: unknown; user_id?: unknown; create_time?: unknown } | null;
  if (typeof body?.msg_id !== 'string' || typeof body.user_id !== 'string') return;
  const early: EarlyRead = {
    reader: { user_id: body.user_id, create_time: Number(body.create_time) || notice.create_time },
    updateTime: notice.update_time,
  };
  const read = <T extends ImMessage>(m: T): T => readBy(m, early);
  // Our own message whose send has not answered yet has no id here: its read waits for the answer.
  if (changeMessages(imClient, (m) => m._id === body.msg_id, read) === 0) keepEarlyRead(imClient, body.msg_id, early);
  void changeCachedMessages(imClient, { _id: body.msg_id }, read);
}

/**
 * The user read a conversation (or all, conversation_id null) on another device: its count is reset, when the notice
 * is newer than the conversation's last message (a message that came after it is still unread).
 */
function applyUnreadReset(imClient: ImClient, notice: ImMessage): void {
  const body = notice.body as { conversation_id?: unknown; unread_count?: unknown } | null;
  const count = Number(body?.unread_count) || 0;
  const ids =
    typeof body?.conversation_id === 'string' && body.conversation_id
      ? [body.conversation_id]
      : Object.keys(get(imClient).conversations);
  for (const id of ids) {
    changeConversation(imClient, id, (c) =>
      notice.create_time > c.last_msg_create_time && c.unread_count !== count ? { ...c, unread_count: count } : c,
    );
  }
}

/** The unread-notice flag of a group conversation takes the id the notice names (null: seen). */
function applyNoticeSeen(imClient: ImClient, notice: ImMessage): void {
  const body = notice.body as { group_id?: unknown; unread_group_notice_id?: unknown } | null;
  if (typeof body?.group_id !== 'string') return;
  const noticeId = typeof body.unread_group_notice_id === 'string' ? body.unread_group_notice_id : null;
  changeConversation(imClient, groupConversationId(body.group_id), (c) => ({
    ...c,
    unread_group_notice_id: noticeId,
    has_unread_group_notification: noticeId !== null,
  }));
}

/** A pay-notify from system: every card of the order shows it paid (PRODUCT.md#chat-pay-notify: channel, status default 1, pay time). */
async function applyPayNotify(imClient: ImClient, body: PayNotifyBody | null): Promise<void> {
  if (!body || typeof body.order_id !== 'string') return;
  const paid = <T extends ImMessage>(m: T): T => ({
    ...m,
    body: { ...(m.body as object), pay_channel: body.pay_channel, status: body.status ?? 1, pay_time: body.pay_time },
  });
  const isCard = (m: ImMessage) =>
    m.type === 'order' && (m.body as { order_id?: unknown } | null)?.order_id === body.order_id;
  changeMessages(imClient, isCard, paid);
  await changeCachedMessages(imClient, { orderId: body.order_id }, paid);
}
