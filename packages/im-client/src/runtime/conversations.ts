// The conversations the chat holds: the unread totals, reading them in pages, and opening and leaving a chat.
import { IM } from '@ffe/shared/constants';
import type { ImConversation, PublicUser } from '@ffe/shared/contracts/im';
import { conversationIdFor, groupConversationId } from '@ffe/shared/domain/im/conversation-id';
import { getConversationList } from '../api/get-conversation-list';
import { getMsgList } from '../api/get-msg-list';
import { getUnreadCount } from '../api/get-unread-count';
import { getUsers } from '../api/get-users';
import { removeRemindMsgId } from '../api/remove-remind-msg-id';
import type { ImClient } from '../client';
import { assertStill, requestOnce } from './chat-owner';
import { cancelDraftSaves, markRead, setConversationFlags } from './conversation-actions';
import { INVALID_CONVERSATION, isValidConversation } from './conversation-list';
import { ensureGroup, scheduleGroupMembers } from './groups';
import { cachedMessages } from './im-db';
import {
  asClientMessage,
  type ClientConversation,
  type ClientMessage,
  changeConversation,
  type ImMe,
  mergeMessageLists,
  putCountedConversation,
  putServerConversations,
  setMessages,
  setUnread,
  temporaryConversation,
  whenImReady,
} from './im-store';
import { sendReadReceipts } from './read-receipts';

const get = (imClient: ImClient) => imClient.store.getState();

/** Conversations that can be shown; the others are refused with the product's message (PRODUCT.md#chat-conversation-list), in the console. */
function validOnly(rows: readonly ImConversation[]): ImConversation[] {
  return rows.filter((row) => {
    if (isValidConversation(row)) return true;
    console.error(`uni-im: ${INVALID_CONVERSATION}`, row);
    return false;
  });
}

// ---- Unread totals ----

/**
 * Reads the unread totals from the server (PRODUCT.md#chat-calls: getUnreadCount); shows nothing when that fails. A
 * push that moved the totals while the answer was on its way makes it stale: it is asked again rather than taken.
 */
export async function fetchUnreadCount(imClient: ImClient): Promise<void> {
  try {
    const epoch = get(imClient).unreadEpoch;
    const counts = await getUnreadCount(imClient, { errorUi: 'none' });
    if (get(imClient).unreadEpoch === epoch) setUnread(imClient, counts);
    else scheduleUnreadRefresh(imClient);
  } catch (error) {
    console.error('uni-im: reading the unread count failed', error);
  }
}

/** Re-reads the totals shortly after conversations came from the server, once for a burst. */
export function scheduleUnreadRefresh(imClient: ImClient): void {
  const parts = imClient.parts.conversations;
  clearTimeout(parts.unreadTimer);
  parts.unreadTimer = setTimeout(() => {
    parts.unreadTimer = undefined;
    void fetchUnreadCount(imClient);
  }, 1_000);
}

// ---- Loading ----

/** Puts conversations read from the server, without the invalid ones, and answers them. */
export function takeServerConversations(imClient: ImClient, rows: readonly ImConversation[]): ImConversation[] {
  const valid = validOnly(rows);
  putServerConversations(imClient, valid);
  if (valid.length) scheduleUnreadRefresh(imClient);
  return valid;
}

/** The first page of conversations, newest last message first (after the cached ones are shown). */
export async function loadConversations(imClient: ImClient): Promise<void> {
  const rows = await getConversationList(imClient, { limit: IM.CONVERSATION_PAGE_SIZE });
  takeServerConversations(imClient, rows);
  const parts = imClient.parts.conversations;
  parts.pagedCount = rows.length;
  parts.morePages = rows.length >= IM.CONVERSATION_PAGE_SIZE;
}

/** The next page of conversations; resolves false once there are no more. */
export async function loadMoreConversations(imClient: ImClient): Promise<boolean> {
  const parts = imClient.parts.conversations;
  if (!parts.morePages) return false;
  const rows = await getConversationList(imClient, { limit: IM.CONVERSATION_PAGE_SIZE, skip: parts.pagedCount });
  takeServerConversations(imClient, rows);
  parts.pagedCount += rows.length;
  parts.morePages = rows.length >= IM.CONVERSATION_PAGE_SIZE;
  return parts.morePages;
}

/** One conversation from the server (a push for one not held yet); undefined when the server has none. */
export function loadConversation(imClient: ImClient, id: string): Promise<ImConversation | undefined> {
  return requestOnce(imClient, imClient.parts.conversations.loadingOne, id, async (owner) => {
    const rows = await getConversationList(imClient, { conversation_id: id, limit: 1 }, { errorUi: 'none' });
    assertStill(owner);
    return takeServerConversations(
      imClient,
      rows.filter((row) => row.id === id),
    )[0];
  });
}

/** Forgets paging and the drafts not yet saved: a stopped chat (logout must not save one under the next user). */
export function resetConversationPaging(imClient: ImClient): void {
  const parts = imClient.parts.conversations;
  parts.pagedCount = 0;
  parts.morePages = true;
  clearTimeout(parts.unreadTimer);
  parts.unreadTimer = undefined;
  cancelDraftSaves(imClient);
}

// ---- Opening and leaving ----

/** A full profile out of what the page passed, or undefined when it is not whole. */
function wholeProfile(userId: string, info: Partial<PublicUser> | undefined): PublicUser | undefined {
  if (!info?.nickname) return undefined;
  return {
    _id: userId,
    nickname: info.nickname,
    avatar_file: info.avatar_file ?? { url: '' },
    realname_auth: info.realname_auth ?? { auth_status: 0 },
  };
}

/** The held conversation with `userId`, else the server's, else a temporary one with the user's profile. */
async function conversationWith(
  imClient: ImClient,
  me: ImMe,
  userId: string,
  info?: Partial<PublicUser>,
): Promise<ClientConversation> {
  if (userId === me._id) throw new Error(INVALID_CONVERSATION);
  const id = conversationIdFor(me._id, userId);
  const held = get(imClient).conversations[id];
  if (held) return held;
  const loaded = await getConversationList(imClient, { conversation_id: id, limit: 1 }).then(
    (rows) =>
      takeServerConversations(
        imClient,
        rows.filter((row) => row.id === id),
      )[0],
  );
  if (loaded) return loaded;
  const user =
    get(imClient).users[userId] ??
    wholeProfile(userId, info) ??
    (await getUsers(imClient, [userId])).find((candidate) => candidate._id === userId);
  if (!user) throw new Error(INVALID_CONVERSATION);
  const temporary = temporaryConversation(me, user);
  putCountedConversation(imClient, temporary);
  return temporary;
}

/**
 * The newest messages of a conversation: those kept on this device show at once, then the server's newest 10 are
 * merged in. When the server's newest are all newer than what was kept, what was kept is dropped, so no gap shows.
 */
async function loadLatestMessages(imClient: ImClient, conversation: ClientConversation): Promise<void> {
  const id = conversation.id;
  if (!get(imClient).messages[id]) {
    const cached = await cachedMessages(imClient, id, IM.MESSAGE_PAGE_SIZE);
    if (!get(imClient).messages[id]) setMessages(imClient, id, cached, true);
  }
  if (conversation.is_temp) {
    setMessages(imClient, id, get(imClient).messages[id] ?? [], false);
    return;
  }
  let newest: ClientMessage[];
  try {
    newest = (await getMsgList(imClient, { conversation_id: id, limit: IM.MESSAGE_PAGE_SIZE }))
      .reverse()
      .map(asClientMessage);
  } catch {
    // The error was shown (PRODUCT.md#chat-errors: a failed load toasts its message); what was kept stays on screen.
    return;
  }
  const held = get(imClient).messages[id] ?? [];
  const newestHeld = held.filter((m) => m.state === 'sent').at(-1);
  const oldestFresh = newest[0];
  const gap =
    newest.length >= IM.MESSAGE_PAGE_SIZE &&
    newestHeld !== undefined &&
    oldestFresh !== undefined &&
    oldestFresh.create_time > newestHeld.create_time;
  const base = gap ? held.filter((m) => m.state !== 'sent') : held;
  const list = mergeMessageLists(base, newest);
  setMessages(imClient, id, list, newest.length >= IM.MESSAGE_PAGE_SIZE || list.length > newest.length);
}

/**
 * Opens the chat with `userId` and answers its conversation id: the held conversation, else the server's, else a
 * temporary one with the user's profile (`info` when the page has it). Marks it open, shows its newest messages,
 * clears its unread count and @-reminders, and, for staff, sends read receipts. Rejects with 'conversation list
 * invalid' when the user does not exist.
 */
export async function openChat(imClient: ImClient, userId: string, info?: Partial<PublicUser>): Promise<string> {
  const me = await whenImReady(imClient);
  return openConversation(imClient, await conversationWith(imClient, me, userId, info));
}

/**
 * Opens a group's chat as openChat does a one-to-one one, and reads its members a moment later
 * (PRODUCT.md#chat-groups). Rejects with 'group does not exist' for a group that is gone, and 'conversation list
 * invalid' for one the user is not in.
 */
export async function openGroupChat(imClient: ImClient, groupId: string): Promise<string> {
  await whenImReady(imClient);
  await ensureGroup(imClient, groupId);
  const id = groupConversationId(groupId);
  const conversation = get(imClient).conversations[id] ?? (await loadConversation(imClient, id));
  if (!conversation) throw new Error(INVALID_CONVERSATION);
  const opened = await openConversation(imClient, conversation);
  scheduleGroupMembers(imClient, groupId);
  return opened;
}

async function openConversation(imClient: ImClient, conversation: ClientConversation): Promise<string> {
  const id = conversation.id;
  imClient.store.setState({ openConversationId: id });
  if (conversation.hidden && !conversation.is_temp) void setConversationFlags(imClient, id, { hidden: false });
  await loadLatestMessages(imClient, get(imClient).conversations[id] ?? conversation);
  const current = get(imClient).conversations[id];
  if (current && !current.is_temp) {
    if (current.unread_count > 0) void markRead(imClient, id);
    for (const msgId of current.remind_msg_ids)
      void removeRemindMsgId(imClient, id, msgId, { errorUi: 'none' }).catch(() => {});
    if (current.remind_msg_ids.length) changeConversation(imClient, id, (c) => ({ ...c, remind_msg_ids: [] }));
  }
  sendReadReceipts(imClient, id);
  return id;
}

/** Leaves a chat: it is no longer open, and only its last 10 messages stay in memory (PRODUCT.md#chat-limits). */
export function leaveChat(imClient: ImClient, conversationId: string): void {
  imClient.store.setState((state) => {
    const list = state.messages[conversationId];
    const kept = list && list.length > IM.MESSAGE_PAGE_SIZE ? list.slice(-IM.MESSAGE_PAGE_SIZE) : list;
    return {
      openConversationId: state.openConversationId === conversationId ? null : state.openConversationId,
      ...(kept && kept !== list
        ? {
            messages: { ...state.messages, [conversationId]: kept },
            hasOlder: { ...state.hasOlder, [conversationId]: true },
          }
        : {}),
    };
  });
}
