import type { DeskState } from '@ffe/shared/contracts/admin-desk';
import type { Selectable, Updateable } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Db } from '../../db/connect';
import type { DeskConversationTable, DeskSessionTable } from '../../db/schema';
import type { StoreCondition } from '../im/im.module';

/** One condition of a conditional update: `is` and `is not` compare with null. */
type Condition = readonly [column: string, operator: '=' | 'in' | 'is' | 'is not', value: unknown];

/** A desk conversation with its labels decoded. */
export type DeskConversationRow = Omit<DeskConversationTable, 'labels' | 'state'> & {
  state: DeskState;
  labels: string[];
};
export type DeskSessionRow = Selectable<DeskSessionTable>;

const CONVERSATION_COLUMNS = [
  'conversation_id',
  'customer_uid',
  'assignee_id',
  'state',
  'session_id',
  'labels',
  'first_goods_id',
  'origin_goods_id',
  'origin_order_id',
  'opened_at',
  'updated_at',
] as const satisfies readonly (keyof DeskConversationTable)[];
const SESSION_COLUMNS = [
  'id',
  'conversation_id',
  'customer_uid',
  'assignee_id',
  'opened_at',
  'first_response_at',
  'resolved_at',
  'rating',
  'rating_comment',
  'rated_at',
] as const satisfies readonly (keyof DeskSessionTable)[];

/** Decodes the JSON column: the desk's repositories read labels through this and nothing else. */
export function decodeConversation<T extends DeskConversationTable>(
  row: T,
): Omit<T, 'labels' | 'state'> & DeskConversationRow {
  return { ...row, state: row.state as DeskState, labels: JSON.parse(row.labels) as string[] };
}

/** The desk's conversations and their sessions (issue 15): the rows routing moves by conditional updates. */
export function deskConversationRepository(db: Db) {
  const hot = compiledOnce();

  /**
   * `UPDATE table SET … WHERE …` from SQL compiled once per shape (the columns set, the conditions): an agent's answer
   * and a customer's message run these. Answers the rows changed.
   */
  async function conditionalUpdate(
    trx: Db,
    table: 'desk_conversations' | 'desk_sessions',
    set: object,
    conditions: readonly Condition[],
  ): Promise<number> {
    // Kysely leaves out a column set to undefined, and binds what it sets before what it compares.
    const changes = Object.entries(set).filter(([, value]) => value !== undefined);
    const shape = `update ${table} ${changes.map(([column]) => column)} where ${conditions.map(
      ([column, operator, value]) => `${column} ${operator}${Array.isArray(value) ? value.length : ''}`,
    )}`;
    const parameters = [
      ...changes.map(([, value]) => value),
      ...conditions.flatMap(([, operator, value]) =>
        operator === 'is' || operator === 'is not' ? [] : [value].flat(),
      ),
    ];
    const result = await hot(trx, shape, parameters, () => {
      let query = trx.updateTable(table).set(set as never);
      for (const [column, operator, value] of conditions)
        query = query.where(column as never, operator, value as never);
      return query;
    });
    return Number(result.numAffectedRows ?? 0);
  }

  return {
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),

    /** The desk row of a conversation, read on every customer message: compiled once. */
    findConversation: async (conversationId: string, trx: Db = db) => {
      const { rows } = await hot(trx, 'conversation', [conversationId], () =>
        trx.selectFrom('desk_conversations').selectAll().where('conversation_id', '=', conversationId),
      );
      return rows[0] ? decodeConversation(rows[0]) : undefined;
    },

    /**
     * The condition of a message that changes nothing of an open conversation (a customer's): the row is open, and its
     * assignee is what the message needs. Read in the message's own store (decision 044).
     */
    whileOpen: (conversationId: string): StoreCondition<{ assignee_id: string | null }> => ({
      shape: 'desk open',
      parameters: [conversationId, 'open'],
      select: (trx) =>
        trx
          .selectFrom('desk_conversations')
          .select('assignee_id')
          .where('conversation_id', '=', conversationId)
          .where('state', '=', 'open'),
    }),

    /**
     * The condition of a message that changes nothing of a conversation that is not open (an agent's answer): no open
     * row. Read in the message's own store (decision 044).
     */
    whileNotOpen: (conversationId: string): StoreCondition<{ not_open: number }> => ({
      shape: 'desk not open',
      parameters: [conversationId, 'open'],
      select: (trx) =>
        trx
          .selectNoFrom((eb) => eb.lit(1).as('not_open'))
          .where(({ exists, not, selectFrom }) =>
            not(
              exists(
                selectFrom('desk_conversations')
                  .select('conversation_id')
                  .where('conversation_id', '=', conversationId)
                  .where('state', '=', 'open'),
              ),
            ),
          ),
    }),

    /** A new desk row; false when another request created it first. Hot (a customer's first message): compiled once. */
    insertConversation: async (row: DeskConversationRow, trx: Db = db) => {
      const values = CONVERSATION_COLUMNS.map((c) => (c === 'labels' ? JSON.stringify(row.labels) : row[c]));
      const result = await hot(trx, 'insert-conversation', values, () =>
        trx
          .insertInto('desk_conversations')
          .values(
            Object.fromEntries(CONVERSATION_COLUMNS.map((c, i) => [c, values[i]])) as unknown as DeskConversationTable,
          )
          .onConflict((c) => c.doNothing()),
      );
      return Number(result.numAffectedRows ?? 0) === 1;
    },

    /** A conditional update: changes the row only while it still has the `expected` values. */
    updateConversation: async (
      conversationId: string,
      changes: Omit<Updateable<DeskConversationTable>, 'labels'> & { labels?: string[] },
      expected: { state?: DeskState | readonly DeskState[]; assignee_id?: string | null; session_id?: string } = {},
      trx: Db = db,
    ) => {
      const { labels, ...rest } = changes;
      const conditions: Condition[] = [['conversation_id', '=', conversationId]];
      if (typeof expected.state === 'string') conditions.push(['state', '=', expected.state]);
      else if (expected.state) conditions.push(['state', 'in', expected.state]);
      if (expected.assignee_id === null) conditions.push(['assignee_id', 'is', null]);
      else if (expected.assignee_id !== undefined) conditions.push(['assignee_id', '=', expected.assignee_id]);
      if (expected.session_id !== undefined) conditions.push(['session_id', '=', expected.session_id]);
      const set = labels ? { ...rest, labels: JSON.stringify(labels) } : rest;
      return (await conditionalUpdate(trx, 'desk_conversations', set, conditions)) === 1;
    },

    deleteConversation: (conversationId: string, trx: Db = db) =>
      trx.deleteFrom('desk_conversations').where('conversation_id', '=', conversationId).execute(),

    /** A guest's sessions become the member's when they log in. */
    moveSessions: (fromConversation: string, toConversation: string, customerUid: string, trx: Db = db) =>
      trx
        .updateTable('desk_sessions')
        .set({ conversation_id: toConversation, customer_uid: customerUid })
        .where('conversation_id', '=', fromConversation)
        .execute(),

    /** Conversations waiting for an agent, longest waiting first. */
    waiting: (limit: number, trx: Db = db) =>
      trx
        .selectFrom('desk_conversations')
        .select(['conversation_id', 'session_id', 'customer_uid'])
        .where('assignee_id', 'is', null)
        .where('state', '<>', 'resolved')
        .orderBy('opened_at')
        .orderBy('conversation_id')
        .limit(limit)
        .execute(),

    insertSession: async (row: DeskSessionRow, trx: Db = db) => {
      const values = SESSION_COLUMNS.map((c) => row[c]);
      await hot(trx, 'insert-session', values, () =>
        trx
          .insertInto('desk_sessions')
          .values(Object.fromEntries(SESSION_COLUMNS.map((c, i) => [c, values[i]])) as unknown as DeskSessionRow),
      );
    },

    updateSession: async (
      id: string,
      changes: Updateable<DeskSessionTable>,
      expected: { firstResponseMissing?: true; unrated?: true; customerUid?: string; resolved?: true } = {},
      trx: Db = db,
    ) => {
      const conditions: Condition[] = [['id', '=', id]];
      if (expected.firstResponseMissing) conditions.push(['first_response_at', 'is', null]);
      if (expected.unrated) conditions.push(['rating', 'is', null]);
      if (expected.resolved) conditions.push(['resolved_at', 'is not', null]);
      if (expected.customerUid) conditions.push(['customer_uid', '=', expected.customerUid]);
      return (await conditionalUpdate(trx, 'desk_sessions', changes, conditions)) === 1;
    },

    findSession: (id: string, trx: Db = db) =>
      trx.selectFrom('desk_sessions').selectAll().where('id', '=', id).executeTakeFirst(),

    sessionsOf: (conversationId: string, limit: number) =>
      db
        .selectFrom('desk_sessions')
        .selectAll()
        .where('conversation_id', '=', conversationId)
        .orderBy('opened_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    /** Sessions opened in [from, to), for the reports. */
    sessionsOpened: (from: number, to: number) =>
      db
        .selectFrom('desk_sessions')
        .selectAll()
        .where('opened_at', '>=', from)
        .where('opened_at', '<', to)
        .orderBy('opened_at')
        .orderBy('id')
        .execute(),
  };
}

export type DeskConversationRepository = ReturnType<typeof deskConversationRepository>;
