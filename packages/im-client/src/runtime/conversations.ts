// The conversations the chat holds: the unread totals, reading them in pages, and opening and leaving a chat.
import { IM } from '@ffe/shared/constants';
import type { ImConversation, PublicUser } from '@ffe/shared/contracts/im';
import { conversationIdFor, groupConversationId } from '@ffe/shared/domain/im/conversation-id';
import { getConversationList } from '../api/get-conversation-list';
import { getMsgList } from '../api/get-msg-list';
import { getUnreadCount } from '../api/get-unread-count';
import { getUsers } from '../api/get-users';
import { removeRemindMsgId } from '../api/remove-remind-msg-id';
import { imParts } from '../client';
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
  useImStore,
  whenImReady,
} from './im-store';
import { sendReadReceipts } from './read-receipts';

const get = () => useImStore.getState();

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
export async function fetchUnreadCount(): Promise<void> {
  try {
    const epoch = get().unreadEpoch;
    const counts = await getUnreadCount({ errorUi: 'none' });
    if (get().unreadEpoch === epoch) setUnread(counts);
    else scheduleUnreadRefresh();
  } catch (error) {
    console.error('uni-im: reading the unread count failed', error);
  }
}

/** Re-reads the totals shortly after conversations came from the server, once for a burst. */
export function scheduleUnreadRefresh(): void {
  const parts = imParts().conversations;
  clearTimeout(parts.unreadTimer);
  parts.unreadTimer = setTimeout(() => {
    parts.unreadTimer = undefined;
    void fetchUnreadCount();
  }, 1_000);
}

// ---- Loading ----

/** Puts conversations read from the server, without the invalid ones, and answers them. */
export function takeServerConversations(rows: readonly ImConversation[]): ImConversation[] {
  const valid = validOnly(rows);
  putServerConversations(valid);
  if (valid.length) scheduleUnreadRefresh();
  return valid;
}

/** The first page of conversations, newest last message first (after the cached ones are shown). */
export async function loadConversations(): Promise<void> {
  const rows = await getConversationList({ limit: IM.CONVERSATION_PAGE_SIZE });
  takeServerConversations(rows);
  const parts = imParts().conversations;
  parts.pagedCount = rows.length;
  parts.morePages = rows.length >= IM.CONVERSATION_PAGE_SIZE;
}

/** The next page of conversations; resolves false once there are no more. */
export async function loadMoreConversations(): Promise<boolean> {
  const parts = imParts().conversations;
  if (!parts.morePages) return false;
  const rows = await getConversationList({ limit: IM.CONVERSATION_PAGE_SIZE, skip: parts.pagedCount });
  takeServerConversations(rows);
  parts.pagedCount += rows.length;
  parts.morePages = rows.length >= IM.CONVERSATION_PAGE_SIZE;
  return parts.morePages;
}

/** One conversation from the server (a push for one not held yet); undefined when the server has none. */
export function loadConversation(id: string): Promise<ImConversation | undefined> {
  return requestOnce(imParts().conversations.loadingOne, id, async (owner) => {
    const rows = await getConversationList({ conversation_id: id, limit: 1 }, { errorUi: 'none' });
    assertStill(owner);
    return takeServerConversations(rows.filter((row) => row.id === id))[0];
  });
}

/** Forgets paging and the drafts not yet saved: a stopped chat (logout must not save one under the next user). */
export function resetConversationPaging(): void {
  const parts = imParts().conversations;
  parts.pagedCount = 0;
  parts.morePages = true;
  clearTimeout(parts.unreadTimer);
  parts.unreadTimer = undefined;
  cancelDraftSaves();
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
async function conversationWith(me: ImMe, userId: string, info?: Partial<PublicUser>): Promise<ClientConversation> {
  if (userId === me._id) throw new Error(INVALID_CONVERSATION);
  const id = conversationIdFor(me._id, userId);
  const held = get().conversations[id];
  if (held) return held;
  const loaded = await getConversationList({ conversation_id: id, limit: 1 }).then(
    (rows) => takeServerConversations(rows.filter((row) => row.id === id))[0],
  );
  if (loaded) return loaded;
  const user =
    get().users[userId] ??
    wholeProfile(userId, info) ??
    (await getUsers([userId])).find((candidate) => candidate._id === userId);
  if (!user) throw new Error(INVALID_CONVERSATION);
  const temporary = temporaryConversation(me, user);
  putCountedConversation(temporary);
  return temporary;
}

/**
 * The newest messages of a conversation: those kept on this device show at once, then the server's newest 10 are
 * merged in. When the server's newest are all newer than what was kept, what was kept is dropped, so no gap shows.
 */
async function loadLatestMessages(conversation: ClientConversation): Promise<void> {
  const id = conversation.id;
  if (!get().messages[id]) {
    const cached = await cachedMessages(id, IM.MESSAGE_PAGE_SIZE);
    if (!get().messages[id]) setMessages(id, cached, true);
  }
  if (conversation.is_temp) {
    setMessages(id, get().messages[id] ?? [], false);
    return;
  }
  let newest: ClientMessage[];
  try {
    newest = (await getMsgList({ conversation_id: id, limit: IM.MESSAGE_PAGE_SIZE })).reverse().map(asClientMessage);
  } catch {
    // The error was shown (PRODUCT.md#chat-errors: a failed load toasts its message); what was kept stays on screen.
    return;
  }
  const held = get().messages[id] ?? [];
  const newestHeld = held.filter((m) => m.state === 'sent').at(-1);
  const oldestFresh = newest[0];
  const gap =
    newest.length >= IM.MESSAGE_PAGE_SIZE &&
    newestHeld !== undefined &&
    oldestFresh !== undefined &&
    oldestFresh.create_time > newestHeld.create_time;
  const base = gap ? held.filter((m) => m.state !== 'sent') : held;
  const list = mergeMessageLists(base, newest);
  setMessages(id, list, newest.length >= IM.MESSAGE_PAGE_SIZE || list.length > newest.length);
}

/**
 * Opens the chat with `userId` and answers its conversation id: the held conversation, else the server's, else a
 * temporary one with the user's profile (`info` when the page has it). Marks it open, shows its newest messages,
 * clears its unread count and @-reminders, and, for staff, sends read receipts. Rejects with 'conversation list
 * invalid' when the user does not exist.
 */
export async function openChat(userId: string, info?: Partial<PublicUser>): Promise<string> {
  const me = await whenImReady();
  return openConversation(await conversationWith(me, userId, info));
}

/**
 * Opens a group's chat as openChat does a one-to-one one, and reads its members a moment later
 * (PRODUCT.md#chat-groups). Rejects with 'group does not exist' for a group that is gone, and 'conversation list
 * invalid' for one the user is not in.
 */
export async function openGroupChat(groupId: string): Promise<string> {
  await whenImReady();
  await ensureGroup(groupId);
  const id = groupConversationId(groupId);
  const conversation = get().conversations[id] ?? (await loadConversation(id));
  if (!conversation) throw new Error(INVALID_CONVERSATION);
  const opened = await openConversation(conversation);
  scheduleGroupMembers(groupId);
  return opened;
}

async function openConversation(conversation: ClientConversation): Promise<string> {
  const id = conversation.id;
  useImStore.setState({ openConversationId: id });
  if (conversation.hidden && !conversation.is_temp) void setConversationFlags(id, { hidden: false });
  await loadLatestMessages(get().conversations[id] ?? conversation);
  const current = get().conversations[id];
  if (current && !current.is_temp) {
    if (current.unread_count > 0) void markRead(id);
    for (const msgId of current.remind_msg_ids) void removeRemindMsgId(id, msgId, { errorUi: 'none' }).catch(() => {});
    if (current.remind_msg_ids.length) changeConversation(id, (c) => ({ ...c, remind_msg_ids: [] }));
  }
  sendReadReceipts(id);
  return id;
}

/** Leaves a chat: it is no longer open, and only its last 10 messages stay in memory (PRODUCT.md#chat-limits). */
export function leaveChat(conversationId: string): void {
  useImStore.setState((state) => {
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
