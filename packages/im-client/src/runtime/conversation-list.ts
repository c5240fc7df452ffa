// Which conversations the list shows, and in what order (PRODUCT.md#chat-conversation-list): the validity rule, the filters and the sort.
import type { ImConversation } from '@ffe/shared/contracts/im';
import type { ImClient } from '../client';
import type { ClientConversation, ImState } from './im-store';
/** The refusal of a conversation with neither a group nor the other user's profile (PRODUCT.md#chat-conversation-list). */
export const INVALID_CONVERSATION = 'conversation list invalid';

/** Whether a conversation can be shown: a group, or the other user's profile (PRODUCT.md#chat-conversation-list). */
export const isValidConversation = (conversation: ImConversation): boolean =>
  Boolean(conversation.group_id || conversation.user_info);

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

/** The list's order (PRODUCT.md#chat-conversation-list): pinned first, then customIndex descending, then time descending, then id. */
export function compareConversations(a: ClientConversation, b: ClientConversation): number {
  return (
    Number(b.pinned) - Number(a.pinned) ||
    b.customIndex - a.customIndex ||
    sortTime(b) - sortTime(a) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/**
 * The conversation list under a filter (PRODUCT.md#chat-conversation-list), hidden ones left out, in the list's order.
 * The same array comes back until the conversations change, so it can be used as a store selector.
 */
export function selectConversationList(
  imClient: ImClient,
  state: ImState,
  filter: ConversationFilter = 'all',
): ClientConversation[] {
  const listCache = imClient.listCache;
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
