import { type QueryCreator, type Selectable, sql, type Updateable } from 'kysely';
import { batchedTransactions } from '../../db/batched-transactions';
import { compiledOnce } from '../../db/compiled-once';
import type { Db, Dialect } from '../../db/connect';
import type { Database, ImConversationTable, ImMessageTable } from '../../db/schema';
import {
  type ConversationTouch,
  conditionalStoreParameters,
  conditionalStoreQuery,
  messageInsert,
  messageValues,
  type ParticipantTouch,
  type StoreCondition,
  touchParameters,
  touchQuery,
} from './message-store';

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

// The JSON columns are decoded here and nowhere else: rows leave this file typed.
const decodeMessage = (row: ImMessageTable): MessageRow => ({
  ...row,
  body: JSON.parse(row.body),
  call_uid: row.call_uid === null ? null : (JSON.parse(row.call_uid) as CallUid),
});
const decodeMessages = (rows: ImMessageTable[]) => rows.map(decodeMessage);
const decodeIds = (json: string) => JSON.parse(json) as string[];
const decodeConversation = (row: Selectable<ImConversationTable>): ConversationRow => ({
  ...row,
  tags: decodeIds(row.tags),
  remind_msg_ids: decodeIds(row.remind_msg_ids),
});
const decodeConversations = (rows: Selectable<ImConversationTable>[]) => rows.map(decodeConversation);

/** Queries of conversations, messages and their readers; no rules live here. */
export function imRepository(db: Db, { dialect }: { dialect: Dialect }) {
  // The statements of every send run from SQL compiled once.
  const hot = compiledOnce();

  /** A send's transaction: on SQLite shared by the sends of one event-loop turn (group commit, decision 033). */
  const sendTransaction =
    dialect === 'sqlite'
      ? batchedTransactions(db)
      : <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work);

  /** Stores a new message (every column given). */
  async function insertMessage(row: MessageRow, trx: Db = db) {
    const values = messageValues(row);
    await hot(trx, 'message', values, () => messageInsert(trx, values));
  }

  /**
   * Creates or refreshes every participant's row for a new message in one statement (one per send, not one per
   * participant); unread grows by the row's own `unread` unless the row is muted.
   */
  async function touchConversations(touch: ConversationTouch, participants: readonly ParticipantTouch[], trx: Db = db) {
    await hot(trx, `touch:${participants.length}`, touchParameters(touch, participants), () =>
      touchQuery(trx, touch, participants),
    );
  }

  return {
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),
    sendTransaction,
    insertMessage,
    touchConversations,

    /**
     * Stores a one-to-one message and its participants' rows when nothing else is written with them. On PostgreSQL
     * that is one statement, atomic on its own: a send's BEGIN and COMMIT were two of its six round trips.
     */
    storeMessage: async (row: MessageRow, touch: ConversationTouch, participants: readonly ParticipantTouch[]) => {
      if (dialect === 'sqlite') {
        await sendTransaction(async (trx) => {
          await insertMessage(row, trx);
          await touchConversations(touch, participants, trx);
        });
        return;
      }
      const values = messageValues(row);
      await hot(db, `message+touch:${participants.length}`, [...values, ...touchParameters(touch, participants)], () =>
        // The statement never reads its CTE, so the tables it sees are the database's own.
        touchQuery(
          db.with('new_message', (q) => messageInsert(q, values)) as unknown as QueryCreator<Database>,
          touch,
          participants,
        ),
      );
    },

    /**
     * `storeMessage` where `condition` yields a row, read with the writes: on PostgreSQL in their one statement, on
     * SQLite in their transaction. Answers the condition's row, or undefined when nothing was written.
     */
    storeMessageIf: async <Row extends object>(
      condition: StoreCondition<Row>,
      row: MessageRow,
      touch: ConversationTouch,
      participants: readonly ParticipantTouch[],
    ): Promise<Row | undefined> => {
      if (dialect === 'sqlite') {
        return sendTransaction(async (trx) => {
          const { rows } = await hot(trx, condition.shape, condition.parameters, () => condition.select(trx));
          if (!rows[0]) return undefined;
          await insertMessage(row, trx);
          await touchConversations(touch, participants, trx);
          return rows[0];
        });
      }
      const values = messageValues(row);
      const { rows } = await hot(
        db,
        `${condition.shape}+message+touch:${participants.length}`,
        conditionalStoreParameters(condition, values, touch, participants),
        () => conditionalStoreQuery(db, condition, values, touch, participants),
      );
      return rows[0];
    },

    findMessage: async (id: string, trx: Db = db) => {
      const row = await trx.selectFrom('im_messages').selectAll().where('id', '=', id).executeTakeFirst();
      return row && decodeMessage(row);
    },

    findMessagesByIds: async (ids: readonly string[]) =>
      ids.length ? decodeMessages(await db.selectFrom('im_messages').selectAll().where('id', 'in', ids).execute()) : [],

    findSentByUniqueId: async (fromUid: string, uniqueId: string) => {
      const row = await db
        .selectFrom('im_messages')
        .selectAll()
        .where('from_uid', '=', fromUid)
        .where('unique_id', '=', uniqueId)
        .executeTakeFirst();
      return row && decodeMessage(row);
    },

    /** Messages updated after a time (ties broken by id), oldest change first: the offline sync. */
    messagesUpdatedAfter: async (conversationId: string, after: number, afterId: string, limit: number) =>
      decodeMessages(
        await db
          .selectFrom('im_messages')
          .selectAll()
          .where('conversation_id', '=', conversationId)
          .where((eb) =>
            eb.or([eb('update_time', '>', after), eb.and([eb('update_time', '=', after), eb('id', '>', afterId)])]),
          )
          .orderBy('update_time', 'asc')
          .orderBy('id', 'asc')
          .limit(limit)
          .execute(),
      ),

    /** Messages created before a time, newest first: history paging. */
    messagesCreatedBefore: async (conversationId: string, before: number, limit: number) =>
      decodeMessages(
        await db
          .selectFrom('im_messages')
          .selectAll()
          .where('conversation_id', '=', conversationId)
          .where('create_time', '<', before)
          .orderBy('create_time', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .execute(),
      ),

    /**
     * Messages after a page's last one in newest-first order: older, or as old with a lower id, so messages created in
     * the same millisecond at a page's edge are neither skipped nor repeated.
     */
    messagesBeforeKey: async (conversationId: string, before: { time: number; id: string }, limit: number) =>
      decodeMessages(
        await db
          .selectFrom('im_messages')
          .selectAll()
          .where('conversation_id', '=', conversationId)
          .where((eb) =>
            eb.or([
              eb('create_time', '<', before.time),
              eb.and([eb('create_time', '=', before.time), eb('id', '<', before.id)]),
            ]),
          )
          .orderBy('create_time', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .execute(),
      ),

    /** Order cards of one order, for the pay-notify update. */
    orderCardsOf: async (orderId: string, trx: Db = db) =>
      decodeMessages(
        await trx
          .selectFrom('im_messages')
          .selectAll()
          .where('type', '=', 'order')
          .where(sql<boolean>`body like ${`%"order_id":${JSON.stringify(orderId)}%`}`)
          .execute(),
      ),

    /** Changes a message unless `unlessRevoked` and it was revoked meanwhile; true when it changed. */
    updateMessage: async (id: string, changes: MessageChanges, trx: Db = db, unlessRevoked = true) => {
      const { body, ...columns } = changes;
      const set: Updateable<ImMessageTable> = 'body' in changes ? { ...columns, body: JSON.stringify(body) } : columns;
      let query = trx.updateTable('im_messages').set(set).where('id', '=', id);
      if (unlessRevoked) query = query.where('is_revoke', '=', 0);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Messages to the user not read yet (in one conversation, or all), newest first. */
    unreadMessagesTo: (userId: string, conversationId: string | null, limit: number) => {
      let query = db
        .selectFrom('im_messages')
        .select(['id', 'conversation_id', 'from_uid'])
        .where('to_uid', '=', userId)
        .where('is_read', '=', 0)
        .where('is_revoke', '=', 0);
      if (conversationId !== null) query = query.where('conversation_id', '=', conversationId);
      return query.orderBy('create_time', 'desc').limit(limit).execute();
    },

    /** Marks messages read by `readerId`. */
    markRead: async (ids: readonly string[], readerId: string, at: number, trx: Db) => {
      if (!ids.length) return;
      await trx
        .updateTable('im_messages')
        .set({ is_read: 1, update_time: at })
        .where('id', 'in', ids)
        .where('is_read', '=', 0)
        .execute();
      await trx
        .insertInto('im_message_readers')
        .values(ids.map((id) => ({ message_id: id, user_id: readerId, create_time: at })))
        .onConflict((c) => c.columns(['message_id', 'user_id']).doNothing())
        .execute();
    },

    /** Adds a reader once; true when this reader is new. */
    addReader: async (messageId: string, userId: string, at: number, trx: Db = db) => {
      const result = await trx
        .insertInto('im_message_readers')
        .values({ message_id: messageId, user_id: userId, create_time: at })
        .onConflict((c) => c.columns(['message_id', 'user_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    readersOf: (messageIds: readonly string[]) =>
      messageIds.length
        ? db
            .selectFrom('im_message_readers')
            .selectAll()
            .where('message_id', 'in', messageIds)
            .orderBy('create_time', 'asc')
            .execute()
        : Promise.resolve([]),

    findConversation: async (userId: string, id: string, trx: Db = db) => {
      const row = await trx
        .selectFrom('im_conversations')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && decodeConversation(row);
    },

    /** Every row of one conversation (one per participant). */
    rowsOfConversation: async (id: string, trx: Db = db) =>
      decodeConversations(await trx.selectFrom('im_conversations').selectAll().where('id', '=', id).execute()),

    /** The user's rows changed after a time, oldest change first: the offline sync. */
    conversationsUpdatedAfter: async (userId: string, after: number, limit: number) =>
      decodeConversations(
        await db
          .selectFrom('im_conversations')
          .selectAll()
          .where('user_id', '=', userId)
          .where('update_time', '>', after)
          .orderBy('update_time', 'asc')
          .limit(limit)
          .execute(),
      ),

    /** The user's rows, newest last message first, with the spec's optional filters. */
    conversationsPage: async (
      userId: string,
      filter: {
        maxLastMsgCreateTime?: number | undefined;
        conversationId?: string | undefined;
        type?: number | undefined;
        groupId?: string | undefined;
        pinned?: boolean | undefined;
      },
      skip: number,
      limit: number,
    ) => {
      let query = db.selectFrom('im_conversations').selectAll().where('user_id', '=', userId);
      if (filter.maxLastMsgCreateTime !== undefined) {
        query = query.where('last_msg_create_time', '<', filter.maxLastMsgCreateTime);
      }
      if (filter.conversationId !== undefined) query = query.where('id', '=', filter.conversationId);
      if (filter.type !== undefined) query = query.where('type', '=', filter.type);
      if (filter.groupId !== undefined) query = query.where('group_id', '=', filter.groupId);
      if (filter.pinned !== undefined) query = query.where('pinned', '=', filter.pinned ? 1 : 0);
      return decodeConversations(
        await query.orderBy('last_msg_create_time', 'desc').orderBy('id', 'asc').limit(limit).offset(skip).execute(),
      );
    },

    /** Changes one user's own row; true when it exists. */
    updateConversation: async (
      userId: string,
      id: string,
      changes: ConversationChanges,
      trx: Db = db,
    ): Promise<boolean> => {
      const result = await trx
        .updateTable('im_conversations')
        .set(changes)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Sets the unread group notice on the named members' rows of a group conversation (spec §4). */
    setUnreadGroupNotice: async (conversationId: string, noticeId: string, userIds: readonly string[], at: number) => {
      if (!userIds.length) return;
      await db
        .updateTable('im_conversations')
        .set({ unread_group_notice_id: noticeId, has_unread_group_notification: 1, update_time: at })
        .where('id', '=', conversationId)
        .where('user_id', 'in', userIds)
        .execute();
    },

    /** Adds a message to a member's @-reminders of a conversation (inside the delivery's transaction). */
    addRemind: async (userId: string, id: string, messageId: string, trx: Db) => {
      const row = await trx
        .selectFrom('im_conversations')
        .select('remind_msg_ids')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      const ids = row ? decodeIds(row.remind_msg_ids) : [];
      await trx
        .updateTable('im_conversations')
        .set({ remind_msg_ids: JSON.stringify([...ids, messageId]) })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .execute();
    },

    /**
     * Drops a message from a user's @-reminders of a conversation, replacing the list only if nobody changed it since
     * it was read (else reading again); false when the user has no such conversation.
     */
    removeRemind: async (userId: string, id: string, messageId: string, at: number) => {
      for (;;) {
        const row = await db
          .selectFrom('im_conversations')
          .select('remind_msg_ids')
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) return false;
        const ids = decodeIds(row.remind_msg_ids);
        if (!ids.includes(messageId)) return true;
        const result = await db
          .updateTable('im_conversations')
          .set({ remind_msg_ids: JSON.stringify(ids.filter((one) => one !== messageId)), update_time: at })
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .where('remind_msg_ids', '=', row.remind_msg_ids)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) > 0) return true;
      }
    },

    /** Every conversation of the user becomes read. */
    clearAllUnread: (userId: string, at: number) =>
      db
        .updateTable('im_conversations')
        .set({ unread_count: 0, update_time: at })
        .where('user_id', '=', userId)
        .where('unread_count', '>', 0)
        .execute(),

    /** Conversations with unread messages and their sum, muted and hidden rows left out. */
    unreadTotals: (userId: string) =>
      db
        .selectFrom('im_conversations')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('conversations'),
          eb.fn.sum<number | string | null>('unread_count').as('messages'),
        ])
        .where('user_id', '=', userId)
        .where('unread_count', '>', 0)
        .where('mute', '=', 0)
        .where('hidden', '=', 0)
        .executeTakeFirstOrThrow(),

    unreadNotifications: async (userId: string) =>
      Number(
        (
          await db
            .selectFrom('im_notifications')
            .select((eb) => eb.fn.countAll<number | string>().as('count'))
            .where('user_id', '=', userId)
            .where('is_read', '=', 0)
            .executeTakeFirstOrThrow()
        ).count,
      ),

    /** Public profiles of users by id (every send reads its two users: from SQL compiled once). */
    publicUsers: async (ids: readonly string[]) =>
      ids.length
        ? (
            await hot(db, `users:${ids.length}`, ids, () =>
              db.selectFrom('users').select(['id', 'nickname', 'avatar', 'role']).where('id', 'in', ids),
            )
          ).rows
        : [],

    /** Moves every conversation row and message of one user (a guest) to another (the member who logged in). */
    guestConversationRows: async (guestId: string, trx: Db = db) =>
      decodeConversations(
        await trx.selectFrom('im_conversations').selectAll().where('user_id', '=', guestId).execute(),
      ),

    deleteConversation: (userId: string, id: string, trx: Db = db) =>
      trx.deleteFrom('im_conversations').where('user_id', '=', userId).where('id', '=', id).execute(),

    insertConversation: (row: ConversationRow, trx: Db = db) =>
      trx
        .insertInto('im_conversations')
        .values({ ...row, tags: JSON.stringify(row.tags), remind_msg_ids: JSON.stringify(row.remind_msg_ids) })
        .execute(),

    /** Re-addresses a conversation's messages from one user to another under a new conversation id. */
    moveMessages: async (
      fromConversation: string,
      toConversation: string,
      guestId: string,
      member: { id: string; nickname: string; avatar: string },
      at: number,
      trx: Db,
    ) => {
      await trx
        .updateTable('im_messages')
        .set({ from_uid: member.id, nickname: member.nickname, avatar: member.avatar })
        .where('conversation_id', '=', fromConversation)
        .where('from_uid', '=', guestId)
        .execute();
      await trx
        .updateTable('im_messages')
        .set({ to_uid: member.id })
        .where('conversation_id', '=', fromConversation)
        .where('to_uid', '=', guestId)
        .execute();
      await trx
        .updateTable('im_messages')
        .set({ conversation_id: toConversation, update_time: at })
        .where('conversation_id', '=', fromConversation)
        .execute();
    },

    /** Counts an error report by its hash: inserted once, then counted. */
    countError: (row: { hash: string; message: string; stack: string; url: string }, at: number) =>
      db
        .insertInto('im_error_logs')
        .values({ ...row, count: 1, create_time: at, update_time: at })
        .onConflict((c) => c.column('hash').doUpdateSet({ count: sql`im_error_logs.count + 1`, update_time: at }))
        .execute(),
  };
}

export type ImRepository = ReturnType<typeof imRepository>;
