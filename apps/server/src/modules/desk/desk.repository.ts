import type { DeskSettings, DeskState, DeskTab, Presence } from '@ffe/shared/contracts/admin-desk';
import type { StaffRole } from '@ffe/shared/domain/staff-roles';
import { type Selectable, sql, type Updateable } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Db } from '../../db/connect';
import type { DeskAgentTable, DeskConversationTable, DeskQuickReplyTable, DeskSessionTable } from '../../db/schema';

/** A desk conversation with its labels decoded. */
export type DeskConversationRow = Omit<DeskConversationTable, 'labels' | 'state'> & {
  state: DeskState;
  labels: string[];
};
export type DeskSessionRow = Selectable<DeskSessionTable>;
export type DeskAgentRow = Omit<DeskAgentTable, 'presence'> & { presence: Presence; name: string };
export type QuickReplyRow = Selectable<DeskQuickReplyTable>;

/** A queue row: the desk's conversation and the customer-service user's side of it (unread, last message). */
export type QueueRow = DeskConversationRow & { unread: number; last_msg_id: string | null };

export interface QueueFilter {
  tab: DeskTab;
  agentId: string;
  state?: DeskState;
  /** Only these customers (a search's matches). */
  customerUids?: readonly string[];
}

/** The columns of the hot inserts, in the order their statements bind them. */
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

// The JSON column is decoded here and nowhere else.
function decodeConversation<T extends DeskConversationTable>(
  row: T,
): Omit<T, 'labels' | 'state'> & DeskConversationRow {
  return { ...row, state: row.state as DeskState, labels: JSON.parse(row.labels) as string[] };
}

/** The desk's queries (issue 15): rules live in the desk services. */
export function deskRepository(db: Db, customerServiceUid: string) {
  const hot = compiledOnce();

  function queue(filter: QueueFilter) {
    let query = db
      .selectFrom('desk_conversations as d')
      .leftJoin('im_conversations as c', (join) =>
        join.onRef('c.id', '=', 'd.conversation_id').on('c.user_id', '=', customerServiceUid),
      )
      // A row the chat's context made before the customer's first message is not a conversation yet.
      .where('d.session_id', '<>', '');
    if (filter.tab === 'unassigned') query = query.where('d.assignee_id', 'is', null);
    if (filter.tab === 'mine') query = query.where('d.assignee_id', '=', filter.agentId);
    if (filter.state) query = query.where('d.state', '=', filter.state);
    // The unassigned tab is the waiting line: resolved conversations are not in it.
    else if (filter.tab === 'unassigned') query = query.where('d.state', '<>', 'resolved');
    if (filter.customerUids) {
      query = filter.customerUids.length
        ? query.where('d.customer_uid', 'in', filter.customerUids)
        : query.where(sql<boolean>`1 = 0`);
    }
    return query;
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

    /** A new desk row; false when another request created it first. */
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
      let query = trx
        .updateTable('desk_conversations')
        .set(labels ? { ...rest, labels: JSON.stringify(labels) } : rest)
        .where('conversation_id', '=', conversationId);
      if (typeof expected.state === 'string') query = query.where('state', '=', expected.state);
      else if (expected.state) query = query.where('state', 'in', expected.state);
      if (expected.assignee_id === null) query = query.where('assignee_id', 'is', null);
      else if (expected.assignee_id !== undefined) query = query.where('assignee_id', '=', expected.assignee_id);
      if (expected.session_id !== undefined) query = query.where('session_id', '=', expected.session_id);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
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
        .select(['conversation_id', 'session_id'])
        .where('assignee_id', 'is', null)
        .where('state', '<>', 'resolved')
        .orderBy('opened_at')
        .orderBy('conversation_id')
        .limit(limit)
        .execute(),

    async queuePage(filter: QueueFilter, page: number, pageSize: number) {
      const [rows, total] = await Promise.all([
        queue(filter)
          .selectAll('d')
          .select([
            sql<number>`coalesce(c.unread_count, 0)`.as('unread'),
            sql<string | null>`c.last_msg_id`.as('last_msg_id'),
          ])
          .orderBy('d.updated_at', 'desc')
          .orderBy('d.conversation_id')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        queue(filter).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((r) => ({ ...decodeConversation(r), unread: Number(r.unread) })),
        total: Number(total.n),
      };
    },

    async queueRow(conversationId: string): Promise<QueueRow | undefined> {
      const row = await queue({ tab: 'all', agentId: '' })
        .selectAll('d')
        .select([
          sql<number>`coalesce(c.unread_count, 0)`.as('unread'),
          sql<string | null>`c.last_msg_id`.as('last_msg_id'),
        ])
        .where('d.conversation_id', '=', conversationId)
        .executeTakeFirst();
      return row ? { ...decodeConversation(row), unread: Number(row.unread) } : undefined;
    },

    /** The tabs' counts for one agent, and the unread customer messages of their own and unassigned conversations. */
    async counts(agentId: string) {
      const row = await db
        .selectFrom('desk_conversations as d')
        .leftJoin('im_conversations as c', (join) =>
          join.onRef('c.id', '=', 'd.conversation_id').on('c.user_id', '=', customerServiceUid),
        )
        .select([
          sql<number>`sum(case when d.assignee_id is null and d.state <> 'resolved' then 1 else 0 end)`.as(
            'unassigned',
          ),
          sql<number>`sum(case when d.assignee_id = ${agentId} and d.state <> 'resolved' then 1 else 0 end)`.as('mine'),
          sql<number>`sum(case when d.assignee_id is null or d.assignee_id = ${agentId} then coalesce(c.unread_count, 0) else 0 end)`.as(
            'unread',
          ),
        ])
        .executeTakeFirstOrThrow();
      return { unassigned: Number(row.unassigned ?? 0), mine: Number(row.mine ?? 0), unread: Number(row.unread ?? 0) };
    },

    /** Customers whose nickname holds `keyword` or whose phone holds its digits. */
    customersMatching: async (keyword: string, digits: string | null) =>
      (
        await db
          .selectFrom('users')
          .select('id')
          .where((eb) =>
            eb.or([eb('nickname', 'like', `%${keyword}%`), ...(digits ? [eb('phone', 'like', `%${digits}%`)] : [])]),
          )
          .where('role', 'in', ['customer', 'guest'])
          .limit(200)
          .execute()
      ).map((r) => r.id),

    customerOfOrderNo: async (orderNo: string) =>
      (await db.selectFrom('orders').select('user_id').where('order_no', '=', orderNo).executeTakeFirst())?.user_id,

    /** Customers whose conversation with the shop holds the words. */
    customersSaying: async (words: string) =>
      (
        await db
          .selectFrom('desk_conversations as d')
          .innerJoin('im_messages as m', 'm.conversation_id', 'd.conversation_id')
          .select('d.customer_uid')
          .distinct()
          .where('m.type', '=', 'text')
          .where('m.body', 'like', `%${words}%`)
          .limit(200)
          .execute()
      ).map((r) => r.customer_uid),

    customers: (ids: readonly string[]) =>
      ids.length
        ? db
            .selectFrom('users')
            .select(['id', 'role', 'nickname', 'phone', 'avatar', 'created_at'])
            .where('id', 'in', ids)
            .execute()
        : Promise.resolve([]),

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
      let query = trx.updateTable('desk_sessions').set(changes).where('id', '=', id);
      if (expected.firstResponseMissing) query = query.where('first_response_at', 'is', null);
      if (expected.unrated) query = query.where('rating', 'is', null);
      if (expected.resolved) query = query.where('resolved_at', 'is not', null);
      if (expected.customerUid) query = query.where('customer_uid', '=', expected.customerUid);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
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

    /** Enabled staff members holding one of `roles`, with their desk row once they have one. */
    agents: (roles: readonly StaffRole[], ids?: readonly string[]) => {
      let query = db
        .selectFrom('staff_members as s')
        .leftJoin('desk_agents as a', 'a.user_id', 's.user_id')
        .select([
          's.user_id',
          's.display_name as name',
          sql<number | null>`a.cap`.as('cap'),
          sql<string | null>`a.presence`.as('presence'),
          sql<number | null>`a.seen_at`.as('seen_at'),
          sql<number | null>`a.open_count`.as('open_count'),
          sql<number | null>`a.last_assigned_at`.as('last_assigned_at'),
        ])
        .where('s.enabled', '=', 1)
        .where('s.role', 'in', roles);
      if (ids) query = query.where('s.user_id', 'in', ids);
      return query.orderBy('s.display_name').orderBy('s.user_id').execute();
    },

    /** Display names of staff, enabled or not (an old answer names who sent it). */
    staffNames: async (ids: readonly string[]) =>
      ids.length
        ? db.selectFrom('staff_members').select(['user_id', 'display_name']).where('user_id', 'in', ids).execute()
        : [],

    /** The agent's desk row, made with the default cap on first use. */
    ensureAgent: async (userId: string, cap: number, trx: Db = db) => {
      await trx
        .insertInto('desk_agents')
        .values({ user_id: userId, cap, presence: 'offline', seen_at: 0, open_count: 0, last_assigned_at: 0 })
        .onConflict((c) => c.column('user_id').doNothing())
        .execute();
    },

    updateAgent: (userId: string, changes: Updateable<DeskAgentTable>, trx: Db = db) =>
      trx.updateTable('desk_agents').set(changes).where('user_id', '=', userId).execute(),

    /** Online agents with room, the one given a conversation longest ago first (round robin). */
    agentsWithRoom: async (seenSince: number, trx: Db = db) =>
      (
        await hot(trx, 'agents-with-room', ['online', seenSince], () =>
          trx
            .selectFrom('desk_agents')
            .select('user_id')
            .where('presence', '=', 'online')
            .where('seen_at', '>=', seenSince)
            .whereRef('open_count', '<', 'cap')
            .orderBy('last_assigned_at')
            .orderBy('user_id'),
        )
      ).rows.map((r) => r.user_id),

    /** Counts one more open conversation for the agent, only while under their cap: the cap holds under concurrency. */
    takeSlot: async (userId: string, at: number, trx: Db = db) => {
      const result = await trx
        .updateTable('desk_agents')
        .set((eb) => ({ open_count: eb('open_count', '+', 1), last_assigned_at: at }))
        .where('user_id', '=', userId)
        .whereRef('open_count', '<', 'cap')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** A transfer takes a slot past the cap: the agent who receives it chose to. */
    addSlot: (userId: string, at: number, trx: Db = db) =>
      trx
        .updateTable('desk_agents')
        .set((eb) => ({ open_count: eb('open_count', '+', 1), last_assigned_at: at }))
        .where('user_id', '=', userId)
        .execute(),

    releaseSlot: (userId: string, trx: Db = db) =>
      trx
        .updateTable('desk_agents')
        .set((eb) => ({ open_count: eb('open_count', '-', 1) }))
        .where('user_id', '=', userId)
        .where('open_count', '>', 0)
        .execute(),

    quickReplies: (ownerId: string) =>
      db
        .selectFrom('desk_quick_replies')
        .selectAll()
        .where((eb) => eb.or([eb('owner_id', 'is', null), eb('owner_id', '=', ownerId)]))
        .orderBy('shortcut')
        .orderBy('id')
        .execute(),

    findQuickReply: (id: string) =>
      db.selectFrom('desk_quick_replies').selectAll().where('id', '=', id).executeTakeFirst(),

    insertQuickReply: (row: QuickReplyRow) => db.insertInto('desk_quick_replies').values(row).execute(),

    updateQuickReply: (id: string, changes: Updateable<DeskQuickReplyTable>) =>
      db.updateTable('desk_quick_replies').set(changes).where('id', '=', id).execute(),

    deleteQuickReply: (id: string) => db.deleteFrom('desk_quick_replies').where('id', '=', id).execute(),

    settings: async () => {
      const row = await db.selectFrom('desk_settings').select('settings').where('id', '=', 'desk').executeTakeFirst();
      return row ? (JSON.parse(row.settings) as DeskSettings) : undefined;
    },

    saveSettings: (settings: DeskSettings, at: number) =>
      db
        .insertInto('desk_settings')
        .values({ id: 'desk', settings: JSON.stringify(settings), updated_at: at })
        .onConflict((c) => c.column('id').doUpdateSet({ settings: JSON.stringify(settings), updated_at: at }))
        .execute(),

    /** The customer's recent orders, newest first. */
    ordersOf: (customerUid: string, limit: number) =>
      db
        .selectFrom('orders')
        .select(['id', 'order_no', 'status', 'pay_amount', 'delivery_date', 'created_at'])
        .where('user_id', '=', customerUid)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    findOrder: (orderId: string) =>
      db
        .selectFrom('orders')
        .select(['id', 'user_id', 'order_no', 'status', 'pay_amount', 'delivery_date', 'created_at'])
        .where('id', '=', orderId)
        .executeTakeFirst(),

    goods: (ids: readonly string[]) =>
      ids.length
        ? db.selectFrom('goods').select(['id', 'name', 'cover', 'sale_price']).where('id', 'in', ids).execute()
        : Promise.resolve([]),

    addressesOf: (customerUid: string) =>
      db
        .selectFrom('addresses')
        .selectAll()
        .where('user_id', '=', customerUid)
        .orderBy('is_default', 'desc')
        .orderBy('updated_at', 'desc')
        .orderBy('id')
        .execute(),

    notesOf: (customerUid: string) =>
      db
        .selectFrom('customer_notes')
        .selectAll()
        .where('user_id', '=', customerUid)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(50)
        .execute(),

    insertNote: (row: {
      id: string;
      user_id: string;
      author_id: string;
      author_name: string;
      content: string;
      created_at: number;
    }) => db.insertInto('customer_notes').values(row).execute(),
  };
}

export type DeskRepository = ReturnType<typeof deskRepository>;
