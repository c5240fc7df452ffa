import { create } from 'zustand';

/**
 * The chat's unread counts for pages outside the chat (my account), which may not import the chat feature: the chat
 * runtime writes them here whenever its own counts change. `null` until the chat has counted.
 */
export interface ImUnreadState {
  /** Unread messages over all conversations (getUnreadCount's `message`). */
  message: number | null;
  /** Conversations with unread messages (its `conversation`). */
  conversation: number | null;
}

export const useImUnreadStore = create<ImUnreadState>(() => ({ message: null, conversation: null }));

/** Called by the chat runtime with its latest counts. */
export function setImUnread(counts: { message: number; conversation: number }): void {
  useImUnreadStore.setState({ message: counts.message, conversation: counts.conversation });
}

/** Forgets the counts (signed out): the next chat start counts again. */
export function clearImUnread(): void {
  useImUnreadStore.setState({ message: null, conversation: null });
}

/** The unread message total for a badge, or undefined while the chat has not counted yet. */
export function useImUnreadTotal(): number | undefined {
  return useImUnreadStore((s) => s.message ?? undefined);
}
