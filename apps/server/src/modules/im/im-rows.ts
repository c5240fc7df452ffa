import type { Selectable, Updateable } from 'kysely';
import type { ImConversationTable, ImMessageTable } from '../../db/schema';

/** Who a group message mentions: members by id, or everyone. */
export type CallUid = string[] | '__ALL';

/** A message row with its JSON columns decoded. */
export type MessageRow = Omit<ImMessageTable, 'body' | 'call_uid'> & { body: unknown; call_uid: CallUid | null };

/** A conversation row with its JSON columns decoded. */
export type ConversationRow = Omit<Selectable<ImConversationTable>, 'tags' | 'remind_msg_ids'> & {
  tags: string[];
  remind_msg_ids: string[];
};

/** What a message update may change; a new body is given decoded. */
export type MessageChanges = Omit<Updateable<ImMessageTable>, 'body' | 'call_uid'> & { body?: unknown };

/** What a conversation update may change; its JSON lists change only through their own queries. */
export type ConversationChanges = Omit<Updateable<ImConversationTable>, 'tags' | 'remind_msg_ids'>;

// The JSON columns are decoded here and nowhere else: rows leave the repositories typed.
export const decodeMessage = (row: ImMessageTable): MessageRow => ({
  ...row,
  body: JSON.parse(row.body),
  call_uid: row.call_uid === null ? null : (JSON.parse(row.call_uid) as CallUid),
});
export const decodeMessages = (rows: ImMessageTable[]) => rows.map(decodeMessage);
export const decodeIds = (json: string) => JSON.parse(json) as string[];
export const decodeConversation = (row: Selectable<ImConversationTable>): ConversationRow => ({
  ...row,
  tags: decodeIds(row.tags),
  remind_msg_ids: decodeIds(row.remind_msg_ids),
});
export const decodeConversations = (rows: Selectable<ImConversationTable>[]) => rows.map(decodeConversation);
