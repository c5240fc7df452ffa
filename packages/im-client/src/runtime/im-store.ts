import type { ImMessage, PublicUser } from '@ffe/shared/contracts/im';
import { CONVERSATION_TYPE, conversationIdFor } from '@ffe/shared/domain/im/conversation-id';
import { useStore } from 'zustand';
import type { ImClient } from '../client';
import { deferredMe as deferred, initialImState } from '../client';
import { useImClient } from '../client-context';
import type { ClientConversation, ClientMessage, ImMe, ImState, UnreadCounts } from './im-state';

export type {
  ClientConversation,
  ClientGroup,
  ClientMessage,
  ImMe,
  ImState,
  ImStatus,
  Outbox,
  UnreadCounts,
} from './im-state';

/** The chat's state as the page's client holds it: what the pages read; only the runtime writes it. */
export const useImStore = <T>(selector: (state: ImState) => T): T => useStore(useImClient().store, selector);

const get = (imClient: ImClient) => imClient.store.getState();

/** Resolves with the chat user once the chat has started (the cached conversations are in). */
export const whenImReady = (imClient: ImClient): Promise<ImMe> => imClient.parts.ready.promise;

/** Called by the session once the chat user is known and the cache is read. */
export function markImReady(imClient: ImClient, me: ImMe): void {
  imClient.store.setState({ me });
  imClient.parts.ready.resolve(me);
}

/** Forgets everything: a stopped chat, another user. */
export function resetImStore(imClient: ImClient): void {
  imClient.store.setState(initialImState(), true);
  imClient.parts.ready = deferred();
}

/** Staff (and admins, who hold every permission) send read receipts and may revoke any message (PRODUCT.md#chat-read-receipts). */
export const hasStaffRole = (me: Pick<ImMe, 'role'> | null | undefined): boolean =>
  Boolean(me?.role.some((role) => role === 'staff' || role === 'admin'));

/** The other user of a one-to-one conversation. */
export const otherUserOf = (conversation: ClientConversation): string | null =>
  conversation.friend_uid ?? conversation.user_info?._id ?? null;

// ---- Conversations and the unread totals ----

/** What a conversation adds to the unread totals: muted and hidden ones are left out, as the server counts them. */
function unreadShare(conversation: ClientConversation | undefined): { conversation: number; message: number } {
  if (!conversation || conversation.mute || conversation.hidden) return { conversation: 0, message: 0 };
  return { conversation: conversation.unread_count > 0 ? 1 : 0, message: conversation.unread_count };
}

/** A chat of `me` with `user` that is not on the server yet; the first message sent makes it real. */
export function temporaryConversation(
  me: Pick<ImMe, '_id'>,
  user: PublicUser,
  now: number = Date.now(),
): ClientConversation {
  return {
    id: conversationIdFor(me._id, user._id),
    type: CONVERSATION_TYPE.single,
    group_id: null,
    friend_uid: user._id,
    user_id: me._id,
    user_info: user,
    unread_count: 0,
    mute: false,
    hidden: false,
    is_star: false,
    pinned: false,
    tags: [],
    last_msg_note: '',
    last_msg_create_time: 0,
    update_time: now,
    create_time: now,
    client_create_time: now,
    is_temp: true,
    customSortTime: 0,
    customIndex: 0,
    remind_msg_ids: [],
    unread_group_notice_id: null,
    has_unread_group_notification: false,
    chatInputContent: '',
    last_msg: null,
  };
}

/**
 * Conversations as the server answered them. The totals are the server's to say, so they do not move here; the
 * caller re-reads them (getUnreadCount) afterwards.
 */
export function putServerConversations(imClient: ImClient, rows: readonly ClientConversation[]): void {
  if (rows.length === 0) return;
  imClient.store.setState((state) => {
    const conversations = { ...state.conversations };
    const users = { ...state.users };
    for (const row of rows) {
      const held = conversations[row.id];
      // A draft typed here since is newer than the one the server keeps.
      conversations[row.id] =
        held && held.chatInputContent !== row.chatInputContent && held.update_time > row.update_time
          ? { ...row, chatInputContent: held.chatInputContent }
          : row;
      if (row.user_info) users[row.user_info._id] = row.user_info;
    }
    return { conversations, users };
  });
}

/**
 * Changes one conversation here (a push, the user's own action); the unread totals follow the change. Answers the
 * conversation after the change, or undefined when there is none.
 */
export function changeConversation(
  imClient: ImClient,
  id: string,
  change: (conversation: ClientConversation) => ClientConversation,
): ClientConversation | undefined {
  const held = get(imClient).conversations[id];
  if (!held) return undefined;
  const next = change(held);
  if (next === held) return held;
  putCountedConversation(imClient, next, held);
  return next;
}

/** Puts a conversation, moving the unread totals by its change against `previous`. */
export function putCountedConversation(
  imClient: ImClient,
  next: ClientConversation,
  previous = get(imClient).conversations[next.id],
): void {
  const before = unreadShare(previous);
  const after = unreadShare(next);
  imClient.store.setState((state) => ({
    conversations: { ...state.conversations, [next.id]: next },
    unread: {
      ...state.unread,
      conversation: Math.max(0, state.unread.conversation + after.conversation - before.conversation),
      message: Math.max(0, state.unread.message + after.message - before.message),
    },
    unreadEpoch: state.unreadEpoch + 1,
    ...(next.user_info ? { users: { ...state.users, [next.user_info._id]: next.user_info } } : {}),
  }));
}

/** Takes the server's unread totals. */
export function setUnread(imClient: ImClient, unread: UnreadCounts): void {
  imClient.store.setState({ unread });
}

// ---- Messages ----

/** A server message as the chat holds it. */
export const asClientMessage = (message: ImMessage): ClientMessage => ({ ...message, state: 'sent' });

const byTime = (a: ClientMessage, b: ClientMessage) =>
  a.create_time - b.create_time ||
  a.client_create_time - b.client_create_time ||
  (a._id || a.unique_id).localeCompare(b._id || b.unique_id);

/** Which of two copies of one message to keep: the server's answer to ours, else the later update. */
function newerCopy(held: ClientMessage, incoming: ClientMessage): ClientMessage {
  if (held.state === 'sending' || held.state === 'failed') return incoming.state === 'sent' ? incoming : held;
  if (incoming.update_time < held.update_time) return held;
  // A revoke on its way keeps its waiting state until the revoke is answered.
  if (held.state === 'revoking' && !incoming.is_revoke) return { ...incoming, state: 'revoking' };
  return incoming;
}

/** `held` and `incoming` as one list, each message once (matched by _id or unique_id), ascending by time. */
export function mergeMessageLists(held: readonly ClientMessage[], incoming: readonly ClientMessage[]): ClientMessage[] {
  const list = [...held];
  const byUniqueId = new Map(list.map((message, index) => [message.unique_id, index]));
  const byId = new Map(list.flatMap((message, index) => (message._id ? [[message._id, index] as const] : [])));
  for (const message of incoming) {
    const index = (message._id ? byId.get(message._id) : undefined) ?? byUniqueId.get(message.unique_id);
    if (index === undefined) {
      byUniqueId.set(message.unique_id, list.length);
      if (message._id) byId.set(message._id, list.length);
      list.push(message);
      continue;
    }
    const kept = newerCopy(list[index] as ClientMessage, message);
    list[index] = kept;
    if (kept._id) byId.set(kept._id, index);
  }
  return list.sort(byTime);
}

/**
 * Merges messages into a conversation's list. A conversation whose messages were never loaded gets a list only with
 * `create` (the messages live in the local database meanwhile).
 */
export function mergeMessages(
  imClient: ImClient,
  conversationId: string,
  incoming: readonly ClientMessage[],
  { create = false }: { create?: boolean } = {},
): void {
  if (incoming.length === 0) return;
  imClient.store.setState((state) => {
    const held = state.messages[conversationId];
    if (!held && !create) return {};
    return { messages: { ...state.messages, [conversationId]: mergeMessageLists(held ?? [], incoming) } };
  });
}

/** Replaces a conversation's list and whether older messages remain. */
export function setMessages(
  imClient: ImClient,
  conversationId: string,
  list: ClientMessage[],
  hasOlder: boolean,
): void {
  imClient.store.setState((state) => ({
    messages: { ...state.messages, [conversationId]: list },
    hasOlder: { ...state.hasOlder, [conversationId]: hasOlder },
  }));
}

/** Finds a held message by its server id, in any conversation when none is named. */
export function findMessage(
  imClient: ImClient,
  messageId: string,
  conversationId?: string,
): { conversationId: string; message: ClientMessage } | undefined {
  const { messages } = get(imClient);
  const ids = conversationId ? [conversationId] : Object.keys(messages);
  for (const id of ids) {
    const message = messages[id]?.find((m) => m._id === messageId);
    if (message) return { conversationId: id, message };
  }
  return undefined;
}

/**
 * Changes the held messages `match` picks (in one conversation, or all), and the conversations' last message when it
 * is one of them. Answers how many changed.
 */
export function changeMessages(
  imClient: ImClient,
  match: (message: ImMessage) => boolean,
  change: (message: ClientMessage) => ClientMessage,
  conversationId?: string,
): number {
  let changed = 0;
  imClient.store.setState((state) => {
    const messages = { ...state.messages };
    for (const id of conversationId ? [conversationId] : Object.keys(messages)) {
      const list = messages[id];
      if (!list?.some(match)) continue;
      messages[id] = list.map((message) => {
        if (!match(message)) return message;
        changed += 1;
        return change(message);
      });
    }
    const conversations = { ...state.conversations };
    let conversationsChanged = false;
    for (const conversation of Object.values(conversations)) {
      if (conversationId && conversation.id !== conversationId) continue;
      const last = conversation.last_msg;
      if (!last || !match(last)) continue;
      const {
        state: _state,
        progress: _progress,
        file: _file,
        outbox: _outbox,
        ...plain
      } = change(asClientMessage(last));
      conversations[conversation.id] = { ...conversation, last_msg: plain };
      conversationsChanged = true;
    }
    return conversationsChanged ? { messages, conversations } : { messages };
  });
  return changed;
}

/** Changes one message found by its unique_id (ours on its way) in a conversation. */
export function changeMessageByUniqueId(
  imClient: ImClient,
  conversationId: string,
  uniqueId: string,
  change: (message: ClientMessage) => ClientMessage,
): void {
  imClient.store.setState((state) => {
    const list = state.messages[conversationId];
    if (!list?.some((m) => m.unique_id === uniqueId)) return {};
    return {
      messages: {
        ...state.messages,
        [conversationId]: list.map((m) => (m.unique_id === uniqueId ? change(m) : m)),
      },
    };
  });
}

/** Keeps profiles the server sent. */
export function rememberUsers(imClient: ImClient, users: readonly PublicUser[]): void {
  if (users.length === 0) return;
  imClient.store.setState((state) => {
    const next = { ...state.users };
    for (const user of users) next[user._id] = user;
    return { users: next };
  });
}
