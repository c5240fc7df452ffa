import crypto from 'node:crypto';
import { IM } from '@ffe/shared/constants';
import type { GetMsgListRequest, ImMessage, SendMsgRequest } from '@ffe/shared/contracts/im';
import { groupConversationId } from '@ffe/shared/domain/im/conversation-id';
import { conflict, forbidden, invalidParam, notFound, notFoundBecause } from '../../platform/errors';
import type { ProfileRow } from './im.mapper';
import {
  answersCustomers,
  type ImDeliveryService,
  type ImServiceDeps,
  type ImUser,
  singleConversationId,
} from './im-delivery.service';
import type { MessageRow } from './im-rows';
import { chatBody } from './message-bodies';

type UserSend = Exclude<SendMsgRequest, { type: 'revoke_msg' | 'read_msg' }>;

/** Who the desk serves: members and guests, not staff. */
const CUSTOMER_ROLES: readonly string[] = ['customer', 'guest'];

const groupNotFound = () => notFoundBecause('group does not exist');

/** Group admins (the owner is one) are exempt from mute-all and may mention everyone (PRODUCT.md#chat-groups). */
export const isGroupAdmin = (member: { role: readonly string[] }) => member.role.includes('admin');

/** Sending, revoking and reading messages, one-to-one and in groups, and reading them back. */
export function imMessagesService(deps: ImServiceDeps, delivery: ImDeliveryService) {
  const { repo } = deps;
  const { now, push, notice, presentOne, visibleMessage, takesPart, touchRows } = delivery;

  /**
   * Whoever may send to whom (decision 008): anyone reaches customer service, friends and members of one group each
   * other; staff anyone.
   */
  async function assertMayMessage(sender: ImUser, target: ProfileRow) {
    if (target.id === IM.SYSTEM_UID) {
      throw forbidden('to_uid: system messages cannot be answered');
    }
    if (answersCustomers(sender) || target.id === deps.customerServiceUid) return;
    if (await deps.friends.areFriends(sender.uid, target.id)) return;
    if (await deps.groups.shareGroup(sender.uid, target.id)) return;
    throw forbidden('to_uid: you can message customer service, your friends and members of your groups only');
  }

  /** The body to store: the shop fills its cards, the chat the rest (files checked, bundles and cards read). */
  async function bodyFor(sender: ImUser, input: UserSend): Promise<unknown> {
    switch (input.type) {
      case 'goods':
        return deps.cards.goods(input.body.goods_id);
      case 'order':
        return deps.cards.order(sender, input.body.order_id);
      default:
        return chatBody(
          {
            repo,
            files: deps.pictures,
            imageUrl: deps.imageUrl,
            takesPart: (conversationId, groupId) => takesPart(sender, conversationId, groupId),
          },
          sender.uid,
          input,
        );
    }
  }

  /** A member's message into a group: members only, muted members refused, '__ALL' for admins only. */
  async function sendToGroup(user: ImUser, groupId: string, input: UserSend): Promise<ImMessage> {
    if (!(await deps.groups.findGroup(groupId))) throw groupNotFound();
    const member = await deps.groups.findMember(groupId, user.uid);
    if (!member) throw forbidden('group_id: you are not a member of this group');
    const admin = isGroupAdmin(member);
    if (member.mute_type > 0 && !admin) throw forbidden('group_id: you are muted in this group', 'IM_MUTED');
    const callUid = input.call_uid ?? null;
    if (callUid === '__ALL' && !admin) throw forbidden('call_uid: only admins may mention everyone');
    if (input.reply_msg_id) await assertRepliesWithin(user, input.reply_msg_id, groupConversationId(groupId));
    const [from] = await repo.publicUsers([user.uid]);
    if (!from) throw notFound('user');
    const body = await bodyFor(user, input);
    await deps.groups.updateMember(groupId, user.uid, { active_time: now() });
    return delivery.deliverToGroup(from, groupId, await deps.groups.memberIds(groupId), {
      type: input.type,
      body,
      uniqueId: input.unique_id ?? crypto.randomUUID(),
      clientCreateTime: input.client_create_time,
      deviceId: input.device_id ?? null,
      replyMsgId: input.reply_msg_id ?? null,
      callUid,
    });
  }

  /** A reply answers a message of the same conversation that the user can read. */
  async function assertRepliesWithin(user: ImUser, replyMsgId: string, conversationId: string) {
    const replied = await visibleMessage(user, replyMsgId);
    if (replied.conversation_id !== conversationId) {
      throw invalidParam('reply_msg_id: a reply answers a message of the same conversation');
    }
  }

  async function revoke(user: ImUser, msgId: string, deviceId?: string): Promise<ImMessage> {
    const row = await visibleMessage(user, msgId);
    const staff = answersCustomers(user);
    if (row.from_uid !== user.uid && !staff) {
      throw forbidden('msg_id: only the sender or staff may revoke a message');
    }
    const at = now();
    if (!staff && at - Number(row.create_time) > IM.REVOKE_WINDOW_MS) {
      throw conflict('IM_REVOKE_EXPIRED', 'msg_id: a message can be revoked within 2 minutes of sending');
    }
    const revoked = { is_revoke: 1, body: IM.REVOKED_BODY, update_time: at };
    if (await repo.updateMessage(row.id, revoked)) {
      const participants = await touchRows(row.conversation_id, at, { ...row, ...revoked });
      await push(participants, notice('revoke_msg', row.conversation_id, user.uid, { msg_id: row.id }, at, deviceId));
    }
    return presentOne((await repo.findMessage(row.id)) as MessageRow);
  }

  async function read(user: ImUser, msgId: string, deviceId?: string): Promise<ImMessage> {
    if (!answersCustomers(user)) throw forbidden('only staff send read receipts');
    const row = await visibleMessage(user, msgId);
    // The product's exclusions (PRODUCT.md#chat-read-receipts): system messages, revoked ones and one's own get no receipt.
    if (row.type === 'system' || row.from_uid === IM.SYSTEM_UID)
      throw invalidParam('msgId: system messages get no read receipt');
    if (row.is_revoke) throw invalidParam('msgId: revoked messages get no read receipt');
    if (row.from_uid === user.uid) throw invalidParam('msgId: your own messages get no read receipt');
    const called = row.call_uid ?? [];
    if (row.group_id && called !== '__ALL' && !called.includes(user.uid)) {
      throw invalidParam('msgId: in a group, only messages that mention you get a read receipt');
    }
    const at = now();
    const participants = await repo.transaction(async (trx) => {
      if (!(await repo.addReader(row.id, user.uid, at, trx))) return undefined;
      await repo.updateMessage(row.id, { is_read: 1, update_time: at }, trx);
      return touchRows(row.conversation_id, at, row, trx);
    });
    if (participants) {
      const body = { msg_id: row.id, user_id: user.uid, create_time: at };
      await push(participants, notice('read_msg', row.conversation_id, user.uid, body, at, deviceId));
    }
    return presentOne((await repo.findMessage(row.id)) as MessageRow);
  }

  return {
    /** sendMsg (PRODUCT.md#chat-calls): a new message, a revoke or a read receipt. */
    async sendMsg(user: ImUser, input: SendMsgRequest): Promise<ImMessage> {
      if (input.type === 'revoke_msg') return revoke(user, input.msg_id, input.device_id);
      if (input.type === 'read_msg') return read(user, input.msgId, input.device_id);
      if (input.group_id !== undefined) return sendToGroup(user, input.group_id, input);
      if (!input.to_uid) throw invalidParam('to_uid: required');
      if (input.to_uid === user.uid) throw invalidParam('to_uid: you cannot message yourself');
      // A retry is found by its unique id when storing it clashes with the first one (deliver), not looked up first.
      // Staff answering a customer speak as the shop's customer service (issue 15): its profile comes in the same read.
      const staff = deps.desk && answersCustomers(user) && user.uid !== deps.customerServiceUid;
      const profiles = await repo.publicUsers(
        staff ? [user.uid, input.to_uid, deps.customerServiceUid] : [user.uid, input.to_uid],
      );
      const from = profiles.find((p) => p.id === user.uid);
      const target = profiles.find((p) => p.id === input.to_uid);
      if (!from || !target) throw notFound('user');
      await assertMayMessage(user, target);
      const answering = deps.desk && answersCustomers(user) && CUSTOMER_ROLES.includes(target.role);
      const speaker = answering ? deps.customerServiceUid : user.uid;
      if (input.reply_msg_id) {
        await assertRepliesWithin(user, input.reply_msg_id, singleConversationId(speaker, target.id));
      }
      const fields = {
        type: input.type,
        body: await bodyFor(user, input),
        uniqueId: input.unique_id ?? crypto.randomUUID(),
        clientCreateTime: input.client_create_time,
        deviceId: input.device_id ?? null,
        replyMsgId: input.reply_msg_id ?? null,
      };
      if (answering && deps.desk) {
        const service =
          user.uid === deps.customerServiceUid ? from : profiles.find((p) => p.id === deps.customerServiceUid);
        if (!service) throw notFound('user');
        return deps.desk.answer(user.uid, target.id, fields, service);
      }
      // A customer writing to the shop: the desk's rows commit with the message.
      const toDesk = deps.desk && target.id === deps.customerServiceUid && !answersCustomers(user);
      return delivery.deliver(
        from,
        target.id,
        fields,
        toDesk ? await deps.desk?.customerWriting(from, target) : undefined,
      );
    },

    /** A conversation's messages: changed after a time (sync) or created before a time (history). */
    async messages(user: ImUser, input: GetMsgListRequest): Promise<ImMessage[]> {
      const row = await repo.findConversation(user.uid, input.conversation_id);
      if (!row || !(await takesPart(user, input.conversation_id, row.group_id))) throw notFound('conversation');
      const limit = input.limit ?? IM.MESSAGE_BATCH_SIZE;
      const rows =
        input.minUpdateTime !== undefined
          ? await repo.messagesUpdatedAfter(input.conversation_id, input.minUpdateTime, input.after_id ?? '', limit)
          : await repo.messagesCreatedBefore(input.conversation_id, input.maxCreateTime ?? now() + 1, limit);
      return delivery.present(rows);
    },

    message: async (user: ImUser, id: string) => presentOne(await visibleMessage(user, id)),

    /**
     * A group's system message (PRODUCT.md#chat-messages, system actions) from the member who acted, to `memberIds` and
     * to `alsoTo` (members who just left, so they see why).
     */
    async groupNotice(
      actorId: string,
      groupId: string,
      action: string,
      body: unknown,
      memberIds: readonly string[],
      alsoTo: readonly string[] = [],
    ): Promise<ImMessage> {
      const at = now();
      return delivery.deliverToGroup(
        await delivery.profileOf(actorId),
        groupId,
        memberIds,
        {
          type: 'system',
          action,
          body,
          uniqueId: crypto.randomUUID(),
          clientCreateTime: at,
          deviceId: null,
          replyMsgId: null,
        },
        alsoTo,
      );
    },
  };
}
