import { type QueryCreator, sql, type Updateable } from 'kysely';
import { batchedTransactions } from '../../db/batched-transactions';
import { compiledOnce } from '../../db/compiled-once';
import type { Db, Dialect } from '../../db/connect';
import type { Database, ImMessageTable } from '../../db/schema';
import { decodeMessage, decodeMessages, type MessageChanges, type MessageRow } from './im-rows';
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

/** Queries of messages: the sends, their readers and the profiles every send reads; no rules live here. */
export function imMessageRepository(db: Db, { dialect }: { dialect: Dialect }) {
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

    /** Public profiles of users by id (every send reads its two users: from SQL compiled once). */
    publicUsers: async (ids: readonly string[]) =>
      ids.length
        ? (
            await hot(db, `users:${ids.length}`, ids, () =>
              db.selectFrom('users').select(['id', 'nickname', 'avatar', 'role']).where('id', 'in', ids),
            )
          ).rows
        : [],

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
  };
}
