import type { Db } from '../../db/connect';
import {
  type ConversationChanges,
  type ConversationRow,
  decodeConversation,
  decodeConversations,
  decodeIds,
} from './im-rows';

/** Queries of each participant's conversation rows and unread counts; no rules live here. */
export function imConversationRepository(db: Db) {
  return {
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

    /** The user's rows, newest last message first, with getConversationList's optional filters (PRODUCT.md#chat-calls). */
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

    /** Sets the unread group notice on the named members' rows of a group conversation (PRODUCT.md#chat-groups). */
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

    /** Every conversation row of a guest, to move to the member who logged in. */
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
  };
}
