import { BoundedCache } from '../../platform/bounded-cache';
import type { DeskConversationRow } from './desk-conversation.repository';

/** What routing must know of a conversation to let a message through: its state and who has it. */
export type DeskStateFacts = Pick<DeskConversationRow, 'state' | 'assignee_id' | 'session_id'>;

export interface DeskStateCache {
  /** False when nothing is remembered (several processes): a conversation not known is then no hint that it is new. */
  readonly remembers: boolean;
  get(conversationId: string): DeskStateFacts | undefined;
  /** The conversation's count of changes so far: a read taken after it is kept only if none began meanwhile. */
  mark(conversationId: string): number;
  keep(conversationId: string, facts: DeskStateFacts, mark: number): void;
  /** Called before a conversation's desk row changes and again after: a read in between is never kept. */
  forget(conversationId: string): void;
  /**
   * Called after a change of ours committed, in place of the second `forget`: remembers the row as we wrote it (`facts`)
   * when no other change began since `mark` (taken after the first `forget`), else forgets it.
   */
  settle(conversationId: string, facts: DeskStateFacts | undefined, mark: number): void;
  /** Whether the last look found no online agent with room, and nothing that could give one room happened since. */
  nobodyHasRoom(): boolean;
  /** The count of changes to agents' room so far, taken before looking for agents with room. */
  markRooms(): number;
  keepNobodyHasRoom(mark: number): void;
  /** Called before and after a change that may give an agent room: presence, cap, a slot given back. */
  roomsChange(): void;
}

/**
 * The desk state of the conversations this process read last, so a message in an open or pending conversation needs no
 * read of its desk row, and whether no agent has room, so a new conversation while all are full asks no one. Only for
 * a server that is one process (no shared event bus): every change of those facts goes through this process's
 * routing, which forgets them before and after changing them. Several processes get `noDeskStateCache`: another one's
 * resolve must never be hidden from a customer's next message here (a lost reopen).
 */
export function deskStateCache(size: number): DeskStateCache {
  const rows = new BoundedCache<string, DeskStateFacts>({ maxEntries: size });
  // Changes counted per bucket of conversations, not per conversation (that count would outlive the LRU) nor for all
  // (at a thousand messages a second another conversation's change would void nearly every read).
  const changes = new Uint32Array(CHANGE_BUCKETS);
  let roomChanges = 0;
  let roomless = false;
  return {
    remembers: true,
    get: (conversationId) => rows.get(conversationId),
    mark: (conversationId) => changes[bucketOf(conversationId)] as number,
    keep(conversationId, facts, mark) {
      if (mark === changes[bucketOf(conversationId)]) rows.set(conversationId, factsOf(facts));
    },
    forget(conversationId) {
      const bucket = bucketOf(conversationId);
      changes[bucket] = ((changes[bucket] as number) + 1) >>> 0;
      rows.delete(conversationId);
    },
    settle(conversationId, facts, mark) {
      const bucket = bucketOf(conversationId);
      const untouched = mark === changes[bucket];
      changes[bucket] = ((changes[bucket] as number) + 1) >>> 0;
      if (facts && untouched) rows.set(conversationId, factsOf(facts));
      else rows.delete(conversationId);
    },
    nobodyHasRoom: () => roomless,
    markRooms: () => roomChanges,
    keepNobodyHasRoom(mark) {
      if (mark === roomChanges) roomless = true;
    },
    roomsChange() {
      roomChanges += 1;
      roomless = false;
    },
  };
}

const CHANGE_BUCKETS = 4096;

/** Only the facts, not the whole row a caller may hand over: thousands are kept. */
const factsOf = ({ state, assignee_id, session_id }: DeskStateFacts): DeskStateFacts => ({
  state,
  assignee_id,
  session_id,
});

/** FNV-1a of the id, folded to a bucket: two conversations share one rarely, and then a read is only not kept. */
function bucketOf(conversationId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < conversationId.length; i++) {
    hash ^= conversationId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % CHANGE_BUCKETS;
}

/** Remembers nothing: every message reads the desk row. */
export const noDeskStateCache: DeskStateCache = {
  remembers: false,
  get: () => undefined,
  mark: () => 0,
  keep: () => undefined,
  forget: () => undefined,
  settle: () => undefined,
  nobodyHasRoom: () => false,
  markRooms: () => 0,
  keepNobodyHasRoom: () => undefined,
  roomsChange: () => undefined,
};
