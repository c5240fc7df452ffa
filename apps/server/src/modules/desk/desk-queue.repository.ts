import type { DeskState, DeskTab } from '@ffe/shared/contracts/admin-desk';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { type DeskConversationRow, decodeConversation } from './desk-conversation.repository';

/** A queue row: the desk's conversation and the customer-service user's side of it (unread, last message). */
export type QueueRow = DeskConversationRow & { unread: number; last_msg_id: string | null };

export interface QueueFilter {
  tab: DeskTab;
  agentId: string;
  state?: DeskState;
  /** Only these customers (a search's matches). */
  customerUids?: readonly string[];
}

/** Where a queue page starts: after a row (a cursor), or past the first `offset` rows. */
export interface QueueSlice {
  after?: QueuePlace;
  offset: number;
  limit: number;
}

/** A row's place in the queue's order (newest activity first, then by id). */
export interface QueuePlace {
  updatedAt: number;
  conversationId: string;
}

/** The desk's queue, its counts and its search (issue 15). */
export function deskQueueRepository(db: Db, customerServiceUid: string) {
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
    /** One page of the queue, and whether more rows follow it. */
    async queuePage(filter: QueueFilter, slice: QueueSlice) {
      let rows = queue(filter);
      const after = slice.after;
      if (after) {
        rows = rows.where((eb) =>
          eb.or([
            eb('d.updated_at', '<', after.updatedAt),
            eb.and([eb('d.updated_at', '=', after.updatedAt), eb('d.conversation_id', '>', after.conversationId)]),
          ]),
        );
      }
      const [found, total] = await Promise.all([
        rows
          .selectAll('d')
          .select([
            sql<number>`coalesce(c.unread_count, 0)`.as('unread'),
            sql<string | null>`c.last_msg_id`.as('last_msg_id'),
          ])
          .orderBy('d.updated_at', 'desc')
          .orderBy('d.conversation_id')
          // One row more than asked tells whether another page follows.
          .limit(slice.limit + 1)
          .offset(slice.offset)
          .execute(),
        queue(filter).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        rows: found.slice(0, slice.limit).map((r) => ({ ...decodeConversation(r), unread: Number(r.unread) })),
        total: Number(total.n),
        more: found.length > slice.limit,
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
  };
}

export type DeskQueueRepository = ReturnType<typeof deskQueueRepository>;
