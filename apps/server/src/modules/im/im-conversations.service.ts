import { IM } from '@ffe/shared/constants';
import type {
  GetConversationListRequest,
  ImConversation,
  UnreadCountObj,
  UpdateConversationRequest,
} from '@ffe/shared/contracts/im';
import { notFound } from '../../platform/errors';
import type { ImDeliveryService, ImServiceDeps, ImUser } from './im-delivery.service';
import type { ConversationRow } from './im-rows';

/** A user's conversation list: reading, pinning, muting, unread counts and @-reminders. */
export function imConversationsService(deps: ImServiceDeps, delivery: ImDeliveryService) {
  const { repo } = deps;
  const { now, push, notice, presentConversations } = delivery;

  /**
   * The user has seen a conversation (or all of them): what others sent them is read, and the senders are told,
   * so staff see 'read' on their answers although customers send no read receipts of their own.
   */
  async function readConversation(user: ImUser, conversationId: string | null, at: number) {
    const unread = await repo.unreadMessagesTo(user.uid, conversationId, IM.MESSAGE_BATCH_SIZE);
    if (!unread.length) return;
    await repo.transaction(async (trx) => {
      await repo.markRead(
        unread.map((m) => m.id),
        user.uid,
        at,
        trx,
      );
      for (const id of new Set(unread.map((m) => m.conversation_id))) {
        for (const row of await repo.rowsOfConversation(id, trx)) {
          await repo.updateConversation(row.user_id, row.id, { update_time: at }, trx);
        }
      }
    });
    for (const message of unread) {
      const body = { msg_id: message.id, user_id: user.uid, create_time: at };
      await push([message.from_uid], notice('read_msg', message.conversation_id, user.uid, body, at));
    }
  }

  return {
    /** getConversationList in its two forms (PRODUCT.md#chat-calls). */
    async conversations(user: ImUser, input: GetConversationListRequest): Promise<ImConversation[]> {
      const limit = input.limit ?? IM.CONVERSATION_PAGE_SIZE;
      if ('minUpdateTime' in input) {
        return presentConversations(await repo.conversationsUpdatedAfter(user.uid, input.minUpdateTime, limit));
      }
      const filter = {
        maxLastMsgCreateTime: input.maxLastMsgCreateTime,
        conversationId: input.conversation_id,
        type: input.type,
        groupId: input.group_id,
      };
      const skip = input.skip ?? 0;
      if (!input.distinguishPinned)
        return presentConversations(await repo.conversationsPage(user.uid, filter, skip, limit));
      // Pinned rows first, then the others, as one list paged by skip.
      const pinned = await repo.conversationsPage(user.uid, { ...filter, pinned: true }, 0, 1000);
      const rest = await repo.conversationsPage(
        user.uid,
        { ...filter, pinned: false },
        Math.max(0, skip - pinned.length),
        limit,
      );
      return presentConversations(
        [...pinned, ...rest].slice(Math.min(skip, pinned.length), Math.min(skip, pinned.length) + limit),
      );
    },

    /** Changes the user's own row; a new unread count also reaches the user's other devices. */
    async updateConversation(user: ImUser, input: UpdateConversationRequest): Promise<ImConversation> {
      const at = now();
      const flag = (v: boolean | undefined) => (v === undefined ? undefined : v ? 1 : 0);
      const changed = await repo.updateConversation(user.uid, input.conversation_id, {
        unread_count: input.unread_count,
        mute: flag(input.mute),
        is_star: flag(input.is_star),
        hidden: flag(input.hidden),
        pinned: flag(input.pinned),
        chat_input_content: input.chatInputContent,
        ...(input.has_unread_group_notification === false
          ? { unread_group_notice_id: null, has_unread_group_notification: 0 }
          : {}),
        update_time: at,
      });
      if (!changed) throw notFound('conversation');
      if (input.unread_count === 0) await readConversation(user, input.conversation_id, at);
      if (input.unread_count !== undefined) {
        const body = { conversation_id: input.conversation_id, unread_count: input.unread_count };
        await push(
          [user.uid],
          notice('clear-conversation-unreadCount', input.conversation_id, user.uid, body, at, input.device_id),
        );
      }
      const row = (await repo.findConversation(user.uid, input.conversation_id)) as ConversationRow;
      if (input.has_unread_group_notification === false && row.group_id) {
        // The user's other devices clear the flag too; a push only, nothing is stored in the group (decision 009).
        const body = { group_id: row.group_id, unread_group_notice_id: null };
        const group = { groupId: row.group_id, action: 'setUnreadGroupNoticeId' };
        await push([user.uid], notice('system', row.id, user.uid, body, at, input.device_id, group));
      }
      return (await presentConversations([row]))[0] as ImConversation;
    },

    /** Every conversation read, on every device of the user. */
    async clearUnread(user: ImUser, deviceId?: string): Promise<void> {
      const at = now();
      await repo.clearAllUnread(user.uid, at);
      await readConversation(user, null, at);
      const body = { conversation_id: null, unread_count: 0 };
      await push([user.uid], notice('clear-conversation-unreadCount', '', user.uid, body, at, deviceId));
    },

    /** Drops a message from the user's @-reminders of a conversation. */
    async removeRemindMsgId(user: ImUser, conversationId: string, msgId: string): Promise<void> {
      if (!(await repo.removeRemind(user.uid, conversationId, msgId, now()))) throw notFound('conversation');
    },

    async unreadCount(user: ImUser): Promise<UnreadCountObj> {
      const [totals, notification] = await Promise.all([
        repo.unreadTotals(user.uid),
        repo.unreadNotifications(user.uid),
      ]);
      return { conversation: Number(totals.conversations), message: Number(totals.messages ?? 0), notification };
    },
  };
}
