import { LRUCache } from 'lru-cache';
import type { DeskConversationRow } from './desk-conversation.repository';

/** What routing must know of a conversation to let a message through: its state and who has it. */
export type DeskStateFacts = Pick<DeskConversationRow, 'state' | 'assignee_id' | 'session_id'>;

export interface DeskStateCache {
  get(conversationId: string): DeskStateFacts | undefined;
  /** The count of changes so far: a read taken after it is kept only if none began meanwhile. */
  mark(): number;
  keep(conversationId: string, facts: DeskStateFacts, mark: number): void;
  /** Called before a conversation's desk row changes and again after: a read in between is never kept. */
  forget(conversationId: string): void;
}

/**
 * The desk state of the conversations this process read last, so a message in an open or pending conversation needs no
 * read of its desk row. Only for a server that is one process (no shared event bus): every change of those facts goes
 * through this process's routing, which forgets the row before and after changing it. Several processes get
 * `noDeskStateCache`: another one's resolve must never be hidden from a customer's next message here (a lost reopen).
 */
export function deskStateCache(size: number): DeskStateCache {
  const rows = new LRUCache<string, DeskStateFacts>({ max: size });
  let changes = 0;
  return {
    get: (conversationId) => rows.get(conversationId),
    mark: () => changes,
    keep(conversationId, facts, mark) {
      if (mark === changes) rows.set(conversationId, { ...facts });
    },
    forget(conversationId) {
      changes += 1;
      rows.delete(conversationId);
    },
  };
}

/** Remembers nothing: every message reads the desk row. */
export const noDeskStateCache: DeskStateCache = {
  get: () => undefined,
  mark: () => 0,
  keep: () => undefined,
  forget: () => undefined,
};
