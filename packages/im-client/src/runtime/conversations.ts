import { IM } from '@ffe/shared/constants';
import type { ImConversation, PublicUser } from '@ffe/shared/contracts/im';
import { conversationIdFor, groupConversationId } from '@ffe/shared/domain/im/conversation-id';
import { clearUnreadCount } from '../api/clear-unread-count';
import { getConversationList } from '../api/get-conversation-list';
import { getMsgList } from '../api/get-msg-list';
import { getUnreadCount } from '../api/get-unread-count';
import { getUsers } from '../api/get-users';
import { removeRemindMsgId } from '../api/remove-remind-msg-id';
import { updateConversation } from '../api/update-conversation';
import { imHost } from '../host';
import { assertStill, requestOnce } from './chat-owner';
import { imDeviceId } from './device-id';
import { ensureGroup, scheduleGroupMembers } from './groups';
import { cachedMessages } from './im-db';
import {
  asClientMessage,
  type ClientConversation,
  type ClientMessage,
  changeConversation,
  type ImMe,
  type ImState,
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

/** The spec's refusal of a conversation with neither a group nor the other user's profile (§5). */
export const INVALID_CONVERSATION = 'conversation list invalid';

/** Whether a conversation can be shown: a group, or the other user's profile (spec §5). */
export const isValidConversation = (conversation: ImConversation): boolean =>
  Boolean(conversation.group_id || conversation.user_info);

/** Conversations that can be shown; the others are refused with the spec's message, in the console. */
function validOnly(rows: readonly ImConversation[]): ImConversation[] {
  return rows.filter((row) => {
    if (isValidConversation(row)) return true;
    console.error(`uni-im: ${INVALID_CONVERSATION}`, row);
    return false;
  });
}

// ---- Unread totals ----

let unreadTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Reads the unread totals from the server (spec §7 getUnreadCount); shows nothing when that fails. A push that moved
 * the totals while the answer was on its way makes it stale: it is asked again rather than taken.
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
  clearTimeout(unreadTimer);
  unreadTimer = setTimeout(() => {
    unreadTimer = undefined;
    void fetchUnreadCount();
  }, 1_000);
}

// ---- Loading ----

let pagedCount = 0;
let morePages = true;

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
  pagedCount = rows.length;
  morePages = rows.length >= IM.CONVERSATION_PAGE_SIZE;
}

/** The next page of conversations; resolves false once there are no more. */
export async function loadMoreConversations(): Promise<boolean> {
  if (!morePages) return false;
  const rows = await getConversationList({ limit: IM.CONVERSATION_PAGE_SIZE, skip: pagedCount });
  takeServerConversations(rows);
  pagedCount += rows.length;
  morePages = rows.length >= IM.CONVERSATION_PAGE_SIZE;
  return morePages;
}

const loadingOne = new Map<string, Promise<ImConversation | undefined>>();

/** One conversation from the server (a push for one not held yet); undefined when the server has none. */
export function loadConversation(id: string): Promise<ImConversation | undefined> {
  return requestOnce(loadingOne, id, async (owner) => {
    const rows = await getConversationList({ conversation_id: id, limit: 1 }, { errorUi: 'none' });
    assertStill(owner);
    return takeServerConversations(rows.filter((row) => row.id === id))[0];
  });
}

/** Forgets paging and the drafts not yet saved: a stopped chat (logout must not save one under the next user). */
export function resetConversationPaging(): void {
  pagedCount = 0;
  morePages = true;
  clearTimeout(unreadTimer);
  unreadTimer = undefined;
  for (const timer of draftTimers.values()) clearTimeout(timer);
  draftTimers.clear();
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
    // The error was shown (spec §8: a failed load toasts its message); what was kept stays on screen.
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
 * Opens a group's chat as openChat does a one-to-one one, and reads its members a moment later (spec §9). Rejects
 * with 'group does not exist' for a group that is gone, and 'conversation list invalid' for one the user is not in.
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

/** Leaves a chat: it is no longer open, and only its last 10 messages stay in memory (spec §9). */
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

// ---- Conversation actions ----

export interface ConversationFlags {
  pinned?: boolean;
  mute?: boolean;
  is_star?: boolean;
  hidden?: boolean;
}

/** Takes the server's answer to a change, unless something newer (a push) arrived meanwhile. */
function takeAnswer(answer: ImConversation, changed: Partial<ImConversation>): void {
  changeConversation(answer.id, (held) =>
    answer.update_time >= held.update_time && isValidConversation(answer)
      ? { ...answer, chatInputContent: held.chatInputContent }
      : { ...held, ...changed },
  );
}

/**
 * Changes a conversation at once and then on the server; a failure puts it back. A failed mute says so with the
 * spec's toast (§8); other failures toast the server's message. A temporary conversation changes only here.
 */
export async function setConversationFlags(id: string, flags: ConversationFlags): Promise<void> {
  const held = get().conversations[id];
  if (!held) return;
  const before: ConversationFlags = {};
  for (const key of Object.keys(flags) as (keyof ConversationFlags)[]) before[key] = held[key];
  changeConversation(id, (c) => ({ ...c, ...flags }));
  if (held.is_temp) return;
  try {
    const answer = await updateConversation(
      { conversation_id: id, ...flags, device_id: imDeviceId() },
      { errorUi: flags.mute === undefined ? 'toast' : 'none' },
    );
    takeAnswer(answer, flags);
  } catch {
    changeConversation(id, (c) => ({ ...c, ...before }));
    if (flags.mute !== undefined) imHost().toast(imHost().t('chat.runtime.muteFailed'));
  }
}

/** Sets a conversation's unread count here and on the server (which tells the user's other devices). */
async function setUnreadCount(id: string, unreadCount: number): Promise<void> {
  const held = get().conversations[id];
  if (!held || held.unread_count === unreadCount) return;
  changeConversation(id, (c) => ({ ...c, unread_count: unreadCount }));
  if (held.is_temp) return;
  try {
    const answer = await updateConversation({
      conversation_id: id,
      unread_count: unreadCount,
      device_id: imDeviceId(),
    });
    takeAnswer(answer, { unread_count: unreadCount });
  } catch {
    changeConversation(id, (c) => ({ ...c, unread_count: held.unread_count }));
  }
}

/** Marks a conversation unread (an unread count of 1). */
export const markUnread = (id: string): Promise<void> => setUnreadCount(id, 1);

/** Marks a conversation read. */
export const markRead = (id: string): Promise<void> => setUnreadCount(id, 0);

/** Marks every conversation read (spec §7 clearUnreadCount). */
export async function markAllRead(): Promise<void> {
  const before = get().conversations;
  for (const conversation of Object.values(before)) {
    if (conversation.unread_count > 0) changeConversation(conversation.id, (c) => ({ ...c, unread_count: 0 }));
  }
  try {
    await clearUnreadCount(imDeviceId());
  } catch {
    for (const conversation of Object.values(before)) {
      if (conversation.unread_count > 0)
        changeConversation(conversation.id, (c) => ({ ...c, unread_count: conversation.unread_count }));
    }
  }
}

const draftTimers = new Map<string, ReturnType<typeof setTimeout>>();
/** Drafts are sent to the server once typing pauses this long. */
const DRAFT_SAVE_DELAY_MS = 1_000;

/** Keeps the unsent text of a conversation (chatInputContent): here at once, on the server once typing pauses. */
export function saveDraft(id: string, text: string): void {
  const held = get().conversations[id];
  if (!held || held.chatInputContent === text) return;
  changeConversation(id, (c) => ({ ...c, chatInputContent: text }));
  if (held.is_temp) return;
  clearTimeout(draftTimers.get(id));
  draftTimers.set(
    id,
    setTimeout(() => {
      draftTimers.delete(id);
      void updateConversation(
        { conversation_id: id, chatInputContent: text.slice(0, IM.TEXT_MAX_LENGTH), device_id: imDeviceId() },
        { errorUi: 'none' },
      ).catch((error: unknown) => console.error('uni-im: saving the draft failed', error));
    }, DRAFT_SAVE_DELAY_MS),
  );
}

// ---- The list ----

export type ConversationFilter = 'all' | 'unread' | 'mention' | 'group' | 'single' | 'starred';

const FILTERS: Record<ConversationFilter, (c: ClientConversation) => boolean> = {
  all: () => true,
  unread: (c) => c.unread_count > 0,
  mention: (c) => c.remind_msg_ids.length > 0,
  group: (c) => Boolean(c.group_id),
  single: (c) => !c.group_id,
  starred: (c) => c.is_star,
};

/** When a conversation last moved: its custom sort time, else its last message, else its creation. */
const sortTime = (c: ClientConversation) => c.customSortTime || c.last_msg_create_time || c.create_time;

/** The spec's order (§4): pinned first, then customIndex descending, then time descending, then id. */
export function compareConversations(a: ClientConversation, b: ClientConversation): number {
  return (
    Number(b.pinned) - Number(a.pinned) ||
    b.customIndex - a.customIndex ||
    sortTime(b) - sortTime(a) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

const listCache = new WeakMap<ImState['conversations'], Map<ConversationFilter, ClientConversation[]>>();

/**
 * The conversation list under a filter (spec §3), hidden ones left out, in the spec's order. The same array comes
 * back until the conversations change, so it can be used as a store selector.
 */
export function selectConversationList(state: ImState, filter: ConversationFilter = 'all'): ClientConversation[] {
  let byFilter = listCache.get(state.conversations);
  if (!byFilter) {
    byFilter = new Map();
    listCache.set(state.conversations, byFilter);
  }
  const cached = byFilter.get(filter);
  if (cached) return cached;
  const list = Object.values(state.conversations)
    .filter((c) => !c.hidden && FILTERS[filter](c))
    .sort(compareConversations);
  byFilter.set(filter, list);
  return list;
}
