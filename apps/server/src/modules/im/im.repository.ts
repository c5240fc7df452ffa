import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/connect';
import type { ImConversationTable, ImMessageTable } from '../../db/schema';

export type MessageRow = ImMessageTable;
export type ConversationRow = Selectable<ImConversationTable>;

/** What a new message changes on one participant's conversation row. */
export interface ConversationTouch {
  userId: string;
  conversationId: string;
  type: number;
  friendUid: string | null;
  groupId: string | null;
  message: Pick<MessageRow, 'id' | 'create_time' | 'client_create_time'>;
  note: string;
  /** 1 when the message counts as unread for this user (a muted row never counts). */
  unread: 0 | 1;
  at: number;
}

/** Queries of conversations, messages and their readers; no rules live here. */
export function imRepository(db: Db) {
  return {
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),

    insertMessage: (row: Insertable<ImMessageTable>, trx: Db = db) =>
      trx.insertInto('im_messages').values(row).execute(),

    findMessage: (id: string, trx: Db = db) =>
      trx.selectFrom('im_messages').selectAll().where('id', '=', id).executeTakeFirst(),

    findMessagesByIds: (ids: readonly string[]) =>
      ids.length ? db.selectFrom('im_messages').selectAll().where('id', 'in', ids).execute() : Promise.resolve([]),

    findSentByUniqueId: (fromUid: string, uniqueId: string) =>
      db
        .selectFrom('im_messages')
        .selectAll()
        .where('from_uid', '=', fromUid)
        .where('unique_id', '=', uniqueId)
        .executeTakeFirst(),

    /** Messages updated after a time (ties broken by id), oldest change first: the offline sync. */
    messagesUpdatedAfter: (conversationId: string, after: number, afterId: string, limit: number) =>
      db
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

    /** Messages created before a time, newest first: history paging. */
    messagesCreatedBefore: (conversationId: string, before: number, limit: number) =>
      db
        .selectFrom('im_messages')
        .selectAll()
        .where('conversation_id', '=', conversationId)
        .where('create_time', '<', before)
        .orderBy('create_time', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    /** Order cards of one order, for the pay-notify update. */
    orderCardsOf: (orderId: string, trx: Db = db) =>
      trx
        .selectFrom('im_messages')
        .selectAll()
        .where('type', '=', 'order')
        .where(sql<boolean>`body like ${`%"order_id":${JSON.stringify(orderId)}%`}`)
        .execute(),

    /** Changes a message unless `unlessRevoked` and it was revoked meanwhile; true when it changed. */
    updateMessage: async (id: string, changes: Updateable<ImMessageTable>, trx: Db = db, unlessRevoked = true) => {
      let query = trx.updateTable('im_messages').set(changes).where('id', '=', id);
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

    /** Creates or refreshes a participant's row for a new message; unread grows unless the row is muted. */
    touchConversation: (touch: ConversationTouch, trx: Db = db) =>
      trx
        .insertInto('im_conversations')
        .values({
          user_id: touch.userId,
          id: touch.conversationId,
          type: touch.type,
          group_id: touch.groupId,
          friend_uid: touch.friendUid,
          unread_count: touch.unread,
          last_msg_id: touch.message.id,
          last_msg_note: touch.note,
          last_msg_create_time: touch.message.create_time,
          update_time: touch.at,
          create_time: touch.at,
          client_create_time: touch.message.client_create_time,
        })
        .onConflict((c) =>
          c.columns(['user_id', 'id']).doUpdateSet({
            unread_count: sql`im_conversations.unread_count + (CASE WHEN im_conversations.mute = 1 THEN 0 ELSE ${touch.unread} END)`,
            last_msg_id: touch.message.id,
            last_msg_note: touch.note,
            last_msg_create_time: touch.message.create_time,
            update_time: touch.at,
            hidden: 0,
            is_temp: 0,
          }),
        )
        .execute(),

    findConversation: (userId: string, id: string, trx: Db = db) =>
      trx
        .selectFrom('im_conversations')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst(),

    /** Every row of one conversation (one per participant). */
    rowsOfConversation: (id: string, trx: Db = db) =>
      trx.selectFrom('im_conversations').selectAll().where('id', '=', id).execute(),

    /** The user's rows changed after a time, oldest change first: the offline sync. */
    conversationsUpdatedAfter: (userId: string, after: number, limit: number) =>
      db
        .selectFrom('im_conversations')
        .selectAll()
        .where('user_id', '=', userId)
        .where('update_time', '>', after)
        .orderBy('update_time', 'asc')
        .limit(limit)
        .execute(),

    /** The user's rows, newest last message first, with the spec's optional filters. */
    conversationsPage: (
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
      return query.orderBy('last_msg_create_time', 'desc').orderBy('id', 'asc').limit(limit).offset(skip).execute();
    },

    /** Changes one user's own row; true when it exists. */
    updateConversation: async (
      userId: string,
      id: string,
      changes: Updateable<ImConversationTable>,
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

    /** Adds a message to a member's @-reminders of a conversation (inside the delivery's transaction). */
    addRemind: async (userId: string, id: string, messageId: string, trx: Db) => {
      const row = await trx
        .selectFrom('im_conversations')
        .select('remind_msg_ids')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      const ids = row ? (JSON.parse(row.remind_msg_ids) as string[]) : [];
      await trx
        .updateTable('im_conversations')
        .set({ remind_msg_ids: JSON.stringify([...ids, messageId]) })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .execute();
    },

    /** Replaces the remind list only if nobody changed it since it was read; true when it was replaced. */
    replaceRemindIds: async (userId: string, id: string, before: string, after: string, at: number) => {
      const result = await db
        .updateTable('im_conversations')
        .set({ remind_msg_ids: after, update_time: at })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .where('remind_msg_ids', '=', before)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
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

    /** Public profiles of users by id. */
    publicUsers: (ids: readonly string[]) =>
      ids.length
        ? db.selectFrom('users').select(['id', 'nickname', 'avatar', 'role']).where('id', 'in', ids).execute()
        : Promise.resolve([]),

    /** Moves every conversation row and message of one user (a guest) to another (the member who logged in). */
    guestConversationRows: (guestId: string, trx: Db = db) =>
      trx.selectFrom('im_conversations').selectAll().where('user_id', '=', guestId).execute(),

    deleteConversation: (userId: string, id: string, trx: Db = db) =>
      trx.deleteFrom('im_conversations').where('user_id', '=', userId).where('id', '=', id).execute(),

    insertConversation: (row: Insertable<ImConversationTable>, trx: Db = db) =>
      trx.insertInto('im_conversations').values(row).execute(),

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
