import crypto from 'node:crypto';
import { IM } from '@ffe/shared/constants';
import type {
  GetConversationListRequest,
  GetMsgListRequest,
  GoodsCardBody,
  ImConversation,
  ImMessage,
  MessageType,
  OrderCardBody,
  OrderNoticeBody,
  PayNotifyBody,
  SendMsgRequest,
  UnreadCountObj,
  UpdateConversationRequest,
} from '@ffe/shared/contracts/im';
import { CONVERSATION_TYPE, conversationIdFor, groupConversationId } from '@ffe/shared/domain/im/conversation-id';
import { isMutedMessage, isReadableMessage, previewText } from '@ffe/shared/domain/im/message-rules';
import { hasPermission } from '@ffe/shared/domain/staff-roles';
import type { Db } from '../../db/connect';
import { violatesUnique } from '../../db/errors';
import type { TokenClaims } from '../../platform/authenticate';
import { AppError, invalidParam, notFound } from '../../platform/errors';
import type { UserRepository } from '../users/user.repository';
import type { EventBus } from './event-bus';
import type { GroupRepository } from './group.repository';
import { type ProfileRow, toConversation, toMessage, toPublicUser, toPushed } from './im.mapper';
import type { ConversationRow, ImRepository, MessageRow, ParticipantTouch } from './im.repository';
import { type ChatFiles, chatBody } from './message-bodies';

/** Who is calling: the claims of their token. */
export type ImUser = Pick<TokenClaims, 'uid' | 'role' | 'permission'>;

/** What a delivery stores besides who sends it where. */
interface DeliveryFields {
  type: MessageType;
  body: unknown;
  uniqueId: string;
  clientCreateTime: number;
  deviceId: string | null;
  replyMsgId: string | null;
  action?: string | null;
}

type UserSend = Exclude<SendMsgRequest, { type: 'revoke_msg' | 'read_msg' }>;

/** The shop's side of the cards a chat can carry. */
export interface ShopCards {
  goods(goodsId: string): Promise<GoodsCardBody>;
  /** The order's card; `viewer` must own the order unless staff (404 otherwise). */
  order(viewer: ImUser, orderId: string): Promise<OrderCardBody>;
  /** A paid order's owner and card, for the pay-notify. */
  paidOrder(orderId: string): Promise<{ memberId: string; card: OrderCardBody } | undefined>;
}

export interface ImServiceDeps {
  repo: ImRepository;
  /** Friends may message each other (issue 6's wider conversation policy). */
  friends: { areFriends(a: string, b: string): Promise<boolean> };
  /** Who belongs to a group, and how: for sending into it. */
  groups: Pick<GroupRepository, 'findGroup' | 'findMember' | 'memberIds' | 'updateMember' | 'shareGroup'>;
  users: UserRepository;
  bus: EventBus;
  pictures: { assertOwnPictures(memberId: string, refs: readonly string[], field: string): Promise<void> } & ChatFiles;
  cards: ShopCards;
  customerServiceUid: string;
  imageUrl: (path: string) => string;
  now?: () => number;
}

const GUEST_AVATAR = '/images/avatar/default.svg';

/**
 * Staff who answer customers (`chat.answer`) may message anyone, revoke any time and send read receipts; a florist or a
 * courier chats as anyone else does.
 */
export const answersCustomers = (user: Pick<ImUser, 'permission'>) => hasPermission(user.permission, 'chat.answer');

const groupNotFound = () => new AppError(404, 'NOT_FOUND', 'group does not exist');

/** One-to-one conversation ids remembered at most. */
const SINGLE_IDS_KEPT = 10_000;
const singleIds = new Map<string, string>();

/** `conversationIdFor`, remembered: hashing the pair (md5 in JavaScript) on every send was a percent of its time. */
function singleConversationId(a: string, b: string): string {
  const key = a < b ? `${a},${b}` : `${b},${a}`;
  let id = singleIds.get(key);
  if (id === undefined) {
    id = conversationIdFor(a, b);
    if (singleIds.size >= SINGLE_IDS_KEPT) singleIds.delete(singleIds.keys().next().value as string);
    singleIds.set(key, id);
  }
  return id;
}

/** Group admins (the owner is one) are exempt from mute-all and may mention everyone (spec §6). */
export const isGroupAdmin = (member: { role: string }) => (JSON.parse(member.role) as string[]).includes('admin');

/** One-to-one messaging with customer service (spec 001, DESIGN §6): store first, then push. */
export function imService(deps: ImServiceDeps) {
  const { repo, bus } = deps;
  const now = deps.now ?? Date.now;

  async function present(rows: MessageRow[]): Promise<ImMessage[]> {
    const readers = await repo.readersOf(rows.map((r) => r.id));
    return rows.map((row) =>
      toMessage(
        row,
        readers.filter((r) => r.message_id === row.id),
        deps.imageUrl,
      ),
    );
  }
  const presentOne = async (row: MessageRow) => (await present([row]))[0] as ImMessage;

  async function presentConversations(rows: ConversationRow[]): Promise<ImConversation[]> {
    const friendIds = [...new Set(rows.flatMap((r) => (r.friend_uid ? [r.friend_uid] : [])))];
    const lastIds = rows.flatMap((r) => (r.last_msg_id ? [r.last_msg_id] : []));
    const [profiles, lastRows] = await Promise.all([repo.publicUsers(friendIds), repo.findMessagesByIds(lastIds)]);
    const lastMessages = new Map((await present(lastRows)).map((m) => [m._id, m]));
    const byId = new Map(profiles.map((p) => [p.id, toPublicUser(p, deps.imageUrl)]));
    return rows.map((row) =>
      toConversation(
        row,
        row.friend_uid ? (byId.get(row.friend_uid) ?? null) : null,
        row.last_msg_id ? (lastMessages.get(row.last_msg_id) ?? null) : null,
      ),
    );
  }

  const push = (to: readonly string[], message: ImMessage) =>
    bus.publish({ kind: 'push', to, frame: { type: 'uni-im', data: toPushed(message) } });

  /** A message that is only pushed, never stored: revoke and read notices, clear-unread. */
  function notice(
    type: MessageType,
    conversationId: string,
    from: string,
    body: unknown,
    at: number,
    deviceId?: string,
    group?: { groupId: string; action: string },
  ): ImMessage {
    const id = crypto.randomUUID();
    return {
      _id: id,
      unique_id: id,
      conversation_id: conversationId,
      group_id: group?.groupId ?? null,
      from_uid: from,
      to_uid: null,
      type,
      action: group?.action ?? null,
      body,
      nickname: '',
      avatar_file: null,
      create_time: at,
      client_create_time: at,
      update_time: at,
      is_read: false,
      is_revoke: false,
      is_delete: false,
      is_mute: false,
      call_uid: null,
      reader_list: [],
      device_id: deviceId ?? null,
      reply_msg_id: null,
    };
  }

  async function profileOf(id: string): Promise<ProfileRow> {
    const [row] = await repo.publicUsers([id]);
    if (!row) throw notFound('user');
    return row;
  }

  /**
   * Whoever may send to whom (DESIGN §6): anyone reaches customer service, friends and members of one group each
   * other; staff anyone.
   */
  async function assertMayMessage(sender: ImUser, target: ProfileRow) {
    if (target.id === IM.SYSTEM_UID) {
      throw new AppError(403, 'PERMISSION_DENIED', 'to_uid: system messages cannot be answered');
    }
    if (answersCustomers(sender) || target.id === deps.customerServiceUid) return;
    if (await deps.friends.areFriends(sender.uid, target.id)) return;
    if (await deps.groups.shareGroup(sender.uid, target.id)) return;
    throw new AppError(
      403,
      'PERMISSION_DENIED',
      'to_uid: you can message customer service, your friends and members of your groups only',
    );
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

  /** A new message's row; the group id and mentions are added by group delivery. */
  function messageRow(
    from: ProfileRow,
    conversationId: string,
    to: string | null,
    fields: DeliveryFields,
    at: number,
  ): MessageRow {
    return {
      id: crypto.randomUUID(),
      unique_id: fields.uniqueId,
      conversation_id: conversationId,
      group_id: null,
      from_uid: from.id,
      to_uid: to,
      type: fields.type,
      action: fields.action ?? null,
      body: JSON.stringify(fields.body),
      nickname: from.nickname,
      avatar: from.avatar,
      create_time: at,
      client_create_time: fields.clientCreateTime,
      update_time: at,
      is_read: 0,
      is_revoke: 0,
      is_delete: 0,
      is_mute: 0,
      call_uid: null,
      device_id: fields.deviceId,
      reply_msg_id: fields.replyMsgId,
    };
  }

  /** Runs `store`; when two sends of one unique id raced, the first one stored is the answer to both. */
  async function storeOnce(
    from: ProfileRow,
    fields: DeliveryFields,
    store: () => Promise<void>,
  ): Promise<ImMessage | undefined> {
    try {
      await store();
      return undefined;
    } catch (error) {
      if (!violatesUnique(error, 'unique_id')) throw error;
      const first = await repo.findSentByUniqueId(from.id, fields.uniqueId);
      if (!first) throw error;
      return presentOne(first);
    }
  }

  /** Stores a one-to-one message and both rows of its conversation, then pushes it to both users. */
  async function deliver(from: ProfileRow, to: string, fields: DeliveryFields): Promise<ImMessage> {
    const at = now();
    const conversationId = singleConversationId(from.id, to);
    const row = messageRow(from, conversationId, to, fields, at);
    const facts = { type: row.type, action: row.action };
    const counts = isReadableMessage(facts) && !isMutedMessage(facts) ? 1 : 0;
    const note = fields.type === 'text' ? previewText(String(fields.body)) : '';
    const touch = { conversationId, type: CONVERSATION_TYPE.single, groupId: null, message: row, note, at };
    const first = await storeOnce(from, fields, () =>
      repo.transaction(async (trx) => {
        await repo.insertMessage(row, trx);
        await repo.touchConversations(
          touch,
          [
            { userId: from.id, friendUid: to, unread: 0 },
            { userId: to, friendUid: from.id, unread: counts },
          ],
          trx,
        );
      }),
    );
    if (first) return first;
    // A new message has no readers yet: no need to ask.
    const message = toMessage(row, [], deps.imageUrl);
    await push([from.id, to], message);
    return message;
  }

  /**
   * Stores a group message and every member's row (unread for all but the sender, reminders for the mentioned),
   * then pushes it to the members and to `alsoTo` (who just left and must see why).
   */
  async function deliverToGroup(
    from: ProfileRow,
    groupId: string,
    memberIds: readonly string[],
    fields: DeliveryFields & { action?: string | null; callUid?: string[] | '__ALL' | null },
    alsoTo: readonly string[] = [],
  ): Promise<ImMessage> {
    const at = now();
    const conversationId = groupConversationId(groupId);
    const row: MessageRow = {
      ...messageRow(from, conversationId, null, fields, at),
      group_id: groupId,
      call_uid: fields.callUid ? JSON.stringify(fields.callUid) : null,
    };
    const facts = { type: row.type, action: row.action };
    const counts = isReadableMessage(facts) && !isMutedMessage(facts) ? 1 : 0;
    const mentioned = new Set(fields.callUid === '__ALL' ? memberIds : (fields.callUid ?? []));
    const note = fields.type === 'text' ? previewText(String(fields.body)) : '';
    const touch = { conversationId, type: CONVERSATION_TYPE.group, groupId, message: row, note, at };
    const participants = memberIds.map(
      (member): ParticipantTouch => ({
        userId: member,
        friendUid: null,
        unread: member === from.id ? 0 : counts,
      }),
    );
    const first = await storeOnce(from, fields, () =>
      repo.transaction(async (trx) => {
        await repo.insertMessage(row, trx);
        if (participants.length) await repo.touchConversations(touch, participants, trx);
        for (const member of memberIds) {
          if (member !== from.id && mentioned.has(member)) await repo.addRemind(member, conversationId, row.id, trx);
        }
      }),
    );
    if (first) return first;
    const message = toMessage(row, [], deps.imageUrl);
    await push([...new Set([...memberIds, ...alsoTo])], message);
    return message;
  }

  /** A member's message into a group: members only, muted members refused, '__ALL' for admins only. */
  async function sendToGroup(user: ImUser, groupId: string, input: UserSend): Promise<ImMessage> {
    if (!(await deps.groups.findGroup(groupId))) throw groupNotFound();
    const member = await deps.groups.findMember(groupId, user.uid);
    if (!member) throw new AppError(403, 'PERMISSION_DENIED', 'group_id: you are not a member of this group');
    const admin = isGroupAdmin(member);
    if (member.mute_type > 0 && !admin) throw new AppError(403, 'IM_MUTED', 'group_id: you are muted in this group');
    const callUid = input.call_uid ?? null;
    if (callUid === '__ALL' && !admin)
      throw new AppError(403, 'PERMISSION_DENIED', 'call_uid: only admins may mention everyone');
    if (input.reply_msg_id) await assertRepliesWithin(user, input.reply_msg_id, groupConversationId(groupId));
    const [from] = await repo.publicUsers([user.uid]);
    if (!from) throw notFound('user');
    const body = await bodyFor(user, input);
    await deps.groups.updateMember(groupId, user.uid, { active_time: now() });
    return deliverToGroup(from, groupId, await deps.groups.memberIds(groupId), {
      type: input.type,
      body,
      uniqueId: input.unique_id ?? crypto.randomUUID(),
      clientCreateTime: input.client_create_time,
      deviceId: input.device_id ?? null,
      replyMsgId: input.reply_msg_id ?? null,
      callUid,
    });
  }

  /** The message if `user` takes part in its conversation; 404 otherwise, as for one that does not exist. */
  async function visibleMessage(user: ImUser, id: string): Promise<MessageRow> {
    const row = await repo.findMessage(id);
    if (!row || !(await takesPart(user, row.conversation_id, row.group_id))) throw notFound('message');
    return row;
  }

  /** The user has a row of the conversation and, in a group, is still a member: who left reads no more. */
  async function takesPart(user: ImUser, conversationId: string, groupId: string | null): Promise<boolean> {
    if (!(await repo.findConversation(user.uid, conversationId))) return false;
    return groupId === null || (await deps.groups.findMember(groupId, user.uid)) !== undefined;
  }

  /** A reply answers a message of the same conversation that the user can read. */
  async function assertRepliesWithin(user: ImUser, replyMsgId: string, conversationId: string) {
    const replied = await visibleMessage(user, replyMsgId);
    if (replied.conversation_id !== conversationId) {
      throw invalidParam('reply_msg_id: a reply answers a message of the same conversation');
    }
  }

  /** Marks every row of a conversation changed, so each participant's sync picks the change up. */
  async function touchRows(conversationId: string, at: number, changed: MessageRow, trx?: Db) {
    const rows = await repo.rowsOfConversation(conversationId, trx);
    for (const row of rows) {
      const isLast = row.last_msg_id === changed.id;
      await repo.updateConversation(
        row.user_id,
        row.id,
        isLast && changed.is_revoke ? { update_time: at, last_msg_note: '' } : { update_time: at },
        trx,
      );
    }
    return rows.map((r) => r.user_id);
  }

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

  async function revoke(user: ImUser, msgId: string, deviceId?: string): Promise<ImMessage> {
    const row = await visibleMessage(user, msgId);
    const staff = answersCustomers(user);
    if (row.from_uid !== user.uid && !staff) {
      throw new AppError(403, 'PERMISSION_DENIED', 'msg_id: only the sender or staff may revoke a message');
    }
    const at = now();
    if (!staff && at - Number(row.create_time) > IM.REVOKE_WINDOW_MS) {
      throw new AppError(409, 'IM_REVOKE_EXPIRED', 'msg_id: a message can be revoked within 2 minutes of sending');
    }
    const revoked = { is_revoke: 1, body: JSON.stringify(IM.REVOKED_BODY), update_time: at };
    if (await repo.updateMessage(row.id, revoked)) {
      const participants = await touchRows(row.conversation_id, at, { ...row, ...revoked });
      await push(participants, notice('revoke_msg', row.conversation_id, user.uid, { msg_id: row.id }, at, deviceId));
    }
    return presentOne((await repo.findMessage(row.id)) as MessageRow);
  }

  async function read(user: ImUser, msgId: string, deviceId?: string): Promise<ImMessage> {
    if (!answersCustomers(user)) throw new AppError(403, 'PERMISSION_DENIED', 'only staff send read receipts');
    const row = await visibleMessage(user, msgId);
    // The spec's exclusions (§5): system messages, revoked ones and one's own get no receipt.
    if (row.type === 'system' || row.from_uid === IM.SYSTEM_UID)
      throw invalidParam('msgId: system messages get no read receipt');
    if (row.is_revoke) throw invalidParam('msgId: revoked messages get no read receipt');
    if (row.from_uid === user.uid) throw invalidParam('msgId: your own messages get no read receipt');
    const called = row.call_uid ? (JSON.parse(row.call_uid) as string[] | '__ALL') : [];
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
    /** sendMsg (spec §7): a new message, a revoke or a read receipt. */
    async sendMsg(user: ImUser, input: SendMsgRequest): Promise<ImMessage> {
      if (input.type === 'revoke_msg') return revoke(user, input.msg_id, input.device_id);
      if (input.type === 'read_msg') return read(user, input.msgId, input.device_id);
      if (input.group_id !== undefined) return sendToGroup(user, input.group_id, input);
      if (!input.to_uid) throw invalidParam('to_uid: required');
      if (input.to_uid === user.uid) throw invalidParam('to_uid: you cannot message yourself');
      // A retry is found by its unique id when storing it clashes with the first one (deliver), not looked up first.
      const profiles = await repo.publicUsers([user.uid, input.to_uid]);
      const from = profiles.find((p) => p.id === user.uid);
      const target = profiles.find((p) => p.id === input.to_uid);
      if (!from || !target) throw notFound('user');
      await assertMayMessage(user, target);
      if (input.reply_msg_id) {
        await assertRepliesWithin(user, input.reply_msg_id, singleConversationId(user.uid, target.id));
      }
      return deliver(from, target.id, {
        type: input.type,
        body: await bodyFor(user, input),
        uniqueId: input.unique_id ?? crypto.randomUUID(),
        clientCreateTime: input.client_create_time,
        deviceId: input.device_id ?? null,
        replyMsgId: input.reply_msg_id ?? null,
      });
    },

    /** getConversationList in the spec's two forms (spec §7). */
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

    /** A conversation's messages: changed after a time (sync) or created before a time (history). */
    async messages(user: ImUser, input: GetMsgListRequest): Promise<ImMessage[]> {
      const row = await repo.findConversation(user.uid, input.conversation_id);
      if (!row || !(await takesPart(user, input.conversation_id, row.group_id))) throw notFound('conversation');
      const limit = input.limit ?? IM.MESSAGE_BATCH_SIZE;
      const rows =
        input.minUpdateTime !== undefined
          ? await repo.messagesUpdatedAfter(input.conversation_id, input.minUpdateTime, input.after_id ?? '', limit)
          : await repo.messagesCreatedBefore(input.conversation_id, input.maxCreateTime ?? now() + 1, limit);
      return present(rows);
    },

    message: async (user: ImUser, id: string) => presentOne(await visibleMessage(user, id)),

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
      for (;;) {
        const row = await repo.findConversation(user.uid, conversationId);
        if (!row) throw notFound('conversation');
        const ids = JSON.parse(row.remind_msg_ids) as string[];
        if (!ids.includes(msgId)) return;
        const after = JSON.stringify(ids.filter((id) => id !== msgId));
        if (await repo.replaceRemindIds(user.uid, conversationId, row.remind_msg_ids, after, now())) return;
      }
    },

    async unreadCount(user: ImUser): Promise<UnreadCountObj> {
      const [totals, notification] = await Promise.all([
        repo.unreadTotals(user.uid),
        repo.unreadNotifications(user.uid),
      ]);
      return { conversation: Number(totals.conversations), message: Number(totals.messages ?? 0), notification };
    },

    /** Public profiles of the named users that exist. */
    async users(ids: readonly string[]) {
      return (await repo.publicUsers([...new Set(ids)])).map((row) => toPublicUser(row, deps.imageUrl));
    },

    /**
     * The guest of a device (DESIGN §4): created on first login, profile `{ _id: deviceId, nickname: deviceId }`.
     * A device id that names a member is refused, so nobody signs in as a member by guessing an id.
     */
    async guestProfile(deviceId: string): Promise<ProfileRow> {
      const existing = await deps.users.findById(deviceId);
      if (existing && existing.role !== 'guest') throw invalidParam('deviceId: not a guest device, create a new one');
      if (!existing) {
        const at = now();
        await deps.users.insertIgnoringDuplicate({
          id: deviceId,
          role: 'guest',
          gender: 'unknown',
          nickname: deviceId,
          avatar: GUEST_AVATAR,
          created_at: at,
          updated_at: at,
        });
      }
      return profileOf(deviceId);
    },

    toPublicUser: (row: ProfileRow) => toPublicUser(row, deps.imageUrl),

    /** When a guest logs in, the device's one-to-one conversations move to the member (DESIGN §4). */
    async adoptGuest(deviceId: string, member: ImUser): Promise<void> {
      const guest = await deps.users.findById(deviceId);
      if (guest?.role !== 'guest' || member.uid === deviceId) return;
      const memberProfile = await profileOf(member.uid);
      const at = now();
      await repo.transaction(async (trx) => {
        for (const row of await repo.guestConversationRows(deviceId, trx)) {
          if (row.type !== CONVERSATION_TYPE.single || !row.friend_uid || row.friend_uid === member.uid) continue;
          const other = row.friend_uid;
          const movedId = conversationIdFor(member.uid, other);
          await repo.moveMessages(row.id, movedId, deviceId, memberProfile, at, trx);
          await moveRow(trx, row, member.uid, movedId, other, at);
          const otherRow = await repo.findConversation(other, row.id, trx);
          if (otherRow) await moveRow(trx, otherRow, other, movedId, member.uid, at);
        }
      });
    },

    /** A paid order: its order cards show it paid, and `system` tells the buyer (spec §4 pay-notify). */
    async orderPaid(orderId: string): Promise<void> {
      const paid = await deps.cards.paidOrder(orderId);
      if (!paid) return;
      const at = now();
      for (const row of await repo.orderCardsOf(orderId)) {
        const body = { ...(JSON.parse(row.body) as OrderCardBody), ...paid.card };
        const changes = { body: JSON.stringify(body), update_time: at };
        if (!(await repo.updateMessage(row.id, changes))) continue;
        const participants = await touchRows(row.conversation_id, at, row);
        await push(participants, await presentOne({ ...row, ...changes }));
      }
      const system = await profileOf(IM.SYSTEM_UID);
      await deliver(system, paid.memberId, {
        type: 'pay-notify',
        body: {
          order_id: orderId,
          group_id: null,
          pay_channel: paid.card.pay_channel ?? '',
          status: 1,
          pay_time: paid.card.pay_time ?? at,
          order_no: paid.card.order_no,
          amount: paid.card.amount,
        } satisfies PayNotifyBody,
        uniqueId: `pay-notify-${orderId}`,
        clientCreateTime: at,
        deviceId: null,
        replyMsgId: null,
      });
    },

    /** A step of the member's order, told by `system`; its unique id names the order and the state, so once a step. */
    async orderNotice(memberId: string, body: OrderNoticeBody): Promise<void> {
      const at = now();
      await deliver(await profileOf(IM.SYSTEM_UID), memberId, {
        type: 'order-notice',
        body,
        uniqueId: `order-notice-${body.order_id}-${body.order_status}`,
        clientCreateTime: at,
        deviceId: null,
        replyMsgId: null,
      });
    },

    /**
     * A group's system message (spec §3 system actions) from the member who acted, to `memberIds` and to `alsoTo`
     * (members who just left, so they see why).
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
      return deliverToGroup(
        await profileOf(actorId),
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

    /** Counts an unexpected page error by the hash of its message (spec §8). */
    async reportError(report: { message: string; stack?: string | undefined; url?: string | undefined }) {
      const hash = crypto.createHash('sha256').update(report.message).digest('hex');
      await repo.countError({ hash, message: report.message, stack: report.stack ?? '', url: report.url ?? '' }, now());
    },
  };

  /** Moves one conversation row to another owner or id, adding into the row already there. */
  async function moveRow(trx: Db, row: ConversationRow, userId: string, id: string, friendUid: string, at: number) {
    const existing = await repo.findConversation(userId, id, trx);
    await repo.deleteConversation(row.user_id, row.id, trx);
    if (!existing) {
      await repo.insertConversation({ ...row, user_id: userId, id, friend_uid: friendUid, update_time: at }, trx);
      return;
    }
    const newer = Number(row.last_msg_create_time) > Number(existing.last_msg_create_time) ? row : existing;
    await repo.updateConversation(
      userId,
      id,
      {
        unread_count: existing.unread_count + row.unread_count,
        last_msg_id: newer.last_msg_id,
        last_msg_note: newer.last_msg_note,
        last_msg_create_time: newer.last_msg_create_time,
        update_time: at,
      },
      trx,
    );
  }
}

export type ImService = ReturnType<typeof imService>;
