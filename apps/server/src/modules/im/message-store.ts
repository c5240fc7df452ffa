import { type Compilable, type Insertable, type QueryCreator, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { Database, ImConversationTable, ImMessageTable } from '../../db/schema';
import type { CallUid, MessageRow } from './im-rows';

/** What a new message changes on its participants' conversation rows. */
export interface ConversationTouch {
  conversationId: string;
  type: number;
  groupId: string | null;
  message: Pick<MessageRow, 'id' | 'create_time' | 'client_create_time'>;
  note: string;
  at: number;
}

/** One participant's row of a touch. */
export interface ParticipantTouch {
  userId: string;
  friendUid: string | null;
  /** 1 when the message counts as unread for this user (a muted row never counts). */
  unread: 0 | 1;
}

/** The columns of a message row, in the order its insert binds them. */
const MESSAGE_COLUMNS = [
  'id',
  'unique_id',
  'conversation_id',
  'group_id',
  'from_uid',
  'to_uid',
  'type',
  'action',
  'body',
  'nickname',
  'avatar',
  'create_time',
  'client_create_time',
  'update_time',
  'is_read',
  'is_revoke',
  'is_delete',
  'is_mute',
  'call_uid',
  'device_id',
  'reply_msg_id',
  'agent_id',
  'agent_name',
] as const satisfies readonly (keyof ImMessageTable)[];
// Every column of a message is listed: a column added to the table without a place here fails to compile.
const everyMessageColumn: Exclude<keyof ImMessageTable, (typeof MESSAGE_COLUMNS)[number]> extends never ? true : never =
  true;
void everyMessageColumn;

const encodeCallUid = (callUid: CallUid | null) => (callUid === null ? null : JSON.stringify(callUid));
/** A message's column values in `MESSAGE_COLUMNS` order, JSON columns encoded. */
export const messageValues = (row: MessageRow) =>
  MESSAGE_COLUMNS.map((c) =>
    c === 'body' ? JSON.stringify(row.body) : c === 'call_uid' ? encodeCallUid(row.call_uid) : row[c],
  );

/** A message's insert, built in `MESSAGE_COLUMNS` order so its parameters are `values`. */
export const messageInsert = (q: QueryCreator<Database>, values: readonly unknown[]) =>
  q
    .insertInto('im_messages')
    .values(Object.fromEntries(MESSAGE_COLUMNS.map((c, i) => [c, values[i]])) as unknown as ImMessageTable);

/** The columns of a participant's row of a touch, in the order its insert binds them. */
const PARTICIPANT_COLUMNS = [
  'user_id',
  'id',
  'type',
  'group_id',
  'friend_uid',
  'unread_count',
  'last_msg_id',
  'last_msg_note',
  'last_msg_create_time',
  'update_time',
  'create_time',
  'client_create_time',
] as const satisfies readonly (keyof ImConversationTable)[];

/** A participant's row of a touch: its values in `PARTICIPANT_COLUMNS` order. */
const participantValues = (touch: ConversationTouch, p: ParticipantTouch) => [
  p.userId,
  touch.conversationId,
  touch.type,
  touch.groupId,
  p.friendUid,
  p.unread,
  touch.message.id,
  touch.note,
  touch.message.create_time,
  touch.at,
  touch.at,
  touch.message.client_create_time,
];
const participantRow = (touch: ConversationTouch, p: ParticipantTouch) => {
  const values = participantValues(touch, p);
  return Object.fromEntries(
    PARTICIPANT_COLUMNS.map((c, i) => [c, values[i]]),
  ) as unknown as Insertable<ImConversationTable>;
};

/** What a participant's existing row takes from the message besides its unread count, in the order it is bound. */
const refreshedValues = (touch: ConversationTouch) => ({
  last_msg_id: touch.message.id,
  last_msg_note: touch.note,
  last_msg_create_time: touch.message.create_time,
  update_time: touch.at,
  hidden: 0,
  is_temp: 0,
});
/** A participant's unread count after a message: the inserted row's count is its increment, unless muted. */
const UNREAD_GROWS = sql<number>`im_conversations.unread_count + (CASE WHEN im_conversations.mute = 1 THEN 0 ELSE excluded.unread_count END)`;
const refreshedRow = (touch: ConversationTouch) => ({ unread_count: UNREAD_GROWS, ...refreshedValues(touch) });
const refreshParameters = (touch: ConversationTouch) => Object.values(refreshedValues(touch));

/** The parameters `touchQuery` binds, in its order. */
export const touchParameters = (touch: ConversationTouch, participants: readonly ParticipantTouch[]) => [
  ...participants.flatMap((p) => participantValues(touch, p)),
  ...refreshParameters(touch),
];

/** Every participant's row of a new message, inserted or refreshed; unread grows unless the row is muted. */
export const touchQuery = (
  q: QueryCreator<Database>,
  touch: ConversationTouch,
  participants: readonly ParticipantTouch[],
) =>
  q
    .insertInto('im_conversations')
    .values(participants.map((p) => participantRow(touch, p)))
    .onConflict((c) => c.columns(['user_id', 'id']).doUpdateSet(refreshedRow(touch)));

/**
 * What a message's store checks with its writes (on PostgreSQL in their one statement): a select of at most one row,
 * from another module's tables. The message is stored only when it yields a row, which the store hands back.
 */
export interface StoreCondition<Row extends object> {
  /** Names the condition's SQL among the statements compiled once. */
  shape: string;
  /** The values `select` binds, in its order. */
  parameters: readonly unknown[];
  select(db: Db): SelectQueryBuilder<Database, keyof Database, Row>;
}

/** The parameters `conditionalStoreQuery` binds, in its order. */
export const conditionalStoreParameters = (
  condition: StoreCondition<object>,
  values: readonly unknown[],
  touch: ConversationTouch,
  participants: readonly ParticipantTouch[],
) => [
  ...condition.parameters,
  ...values,
  ...participants.flatMap((p) => [...participantValues(touch, p), ...refreshParameters(touch)]),
];

/** An insert's columns, and the values of one row selected from `source` (each typed by the column it fills). */
const insertSelect = (columns: readonly string[], values: readonly unknown[], source: string) =>
  sql`(${sql.join(columns.map((c) => sql.ref(c)))}) SELECT ${sql.join(values.map((v) => sql`${v}`))} FROM ${sql.table(source)}`;

/**
 * A one-to-one message and its participants' rows, written only when `condition` yields a row, which the statement
 * answers. The message is inserted from the condition's row and each participant's row from the inserted message, so
 * a condition without a row writes nothing. PostgreSQL runs every part in one snapshot. Written as SQL: the builder's
 * types know no tables of a statement's own.
 */
export function conditionalStoreQuery<Row extends object>(
  db: Db,
  condition: StoreCondition<Row>,
  values: readonly unknown[],
  touch: ConversationTouch,
  participants: readonly ParticipantTouch[],
): Compilable<Row> {
  const refresh = sql.join(
    Object.entries(refreshedValues(touch)).map(([column, value]) => sql`${sql.ref(column)} = ${value}`),
  );
  const touches = participants.map(
    (p, i) => sql`, ${sql.raw(`touch_${i}`)} AS (
      INSERT INTO im_conversations ${insertSelect(PARTICIPANT_COLUMNS, participantValues(touch, p), 'new_message')}
      ON CONFLICT (user_id, id) DO UPDATE SET unread_count = ${UNREAD_GROWS}, ${refresh})`,
  );
  const statement = sql<Row>`WITH store_condition AS ${condition.select(db)},
    new_message AS (
      INSERT INTO im_messages ${insertSelect(MESSAGE_COLUMNS, values, 'store_condition')} RETURNING id)
    ${sql.join(touches, sql``)}
    SELECT * FROM store_condition`;
  return { compile: () => statement.compile(db) };
}
