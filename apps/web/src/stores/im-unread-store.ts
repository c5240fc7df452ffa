import { create } from 'zustand';

/**
 * The chat's unread counts for pages outside the chat (my account, the tab bar), which may not import the chat
 * feature: the chat runtime writes them here whenever its own counts change. `null` until the chat has counted.
 */
export interface ImUnreadState {
  /** Unread messages over all conversations (getUnreadCount's `message`). */
  message: number | null;
  /** Conversations with unread messages (its `conversation`): the message centre's badge. */
  conversation: number | null;
  /** Unread replies in the conversation with customer service only (issue 15: not the order notices). */
  service: number | null;
}

export const useImUnreadStore = create<ImUnreadState>(() => ({ message: null, conversation: null, service: null }));

/** Called by the chat runtime with its latest totals. */
export function setImUnread(counts: { message: number; conversation: number }): void {
  useImUnreadStore.setState({ message: counts.message, conversation: counts.conversation });
}

/** Called by the chat runtime with the unread count of the customer-service conversation. */
export function setImServiceUnread(count: number): void {
  useImUnreadStore.setState({ service: count });
}

/** Forgets the counts (signed out): the next chat start counts again. */
export function clearImUnread(): void {
  useImUnreadStore.setState({ message: null, conversation: null, service: null });
}

/** Conversations with unread messages (the message centre and the 我的 tab), undefined until counted. */
export function useImUnreadConversations(): number | undefined {
  return useImUnreadStore((s) => s.conversation ?? undefined);
}

/** Unread replies from customer service (the 在线客服 entry), undefined until counted. */
export function useImServiceUnread(): number | undefined {
  return useImUnreadStore((s) => s.service ?? undefined);
}
