import crypto from 'node:crypto';
import type { GoodsCardBody, ImConversation, ImMessage, MessageType, OrderCardBody } from '@ffe/shared/contracts/im';
import { CONVERSATION_TYPE, groupConversationId } from '@ffe/shared/domain/im/conversation-id';
import { isMutedMessage, isReadableMessage, previewText } from '@ffe/shared/domain/im/message-rules';
import { hasPermission } from '@ffe/shared/domain/staff-roles';
import type { Db } from '../../db/connect';
import { violatesUnique } from '../../db/errors';
import { timeOrderedId } from '../../db/time-ordered-id';
import type { TokenClaims } from '../../platform/authenticate';
import { notFound } from '../../platform/errors';
import type { EventBus } from '../../platform/event-bus';
import type { UserRepository } from '../users/users.module';
import type { GroupRepository } from './group.repository';
import { shownName } from './guest-identity';
import { type ProfileRow, toConversation, toMessage, toPublicUser, toPushed } from './im.mapper';
import type { ImRepository } from './im.repository';
import type { CallUid, ConversationRow, MessageRow } from './im-rows';
import type { ChatFiles } from './message-bodies';
import type { ParticipantTouch, StoreCondition } from './message-store';

/** Who is calling: the claims of their token. */
export type ImUser = Pick<TokenClaims, 'uid' | 'role' | 'permission'>;

/** What a delivery stores besides who sends it where. */
export interface DeliveryFields {
  type: MessageType;
  body: unknown;
  uniqueId: string;
  clientCreateTime: number;
  deviceId: string | null;
  replyMsgId: string | null;
  action?: string | null;
  /** The staff member answering as customer service, and the name customers see (null when the shop hides it). */
  agent?: { id: string; name: string | null };
}

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
  /** The customer-service desk (issue 15); without it staff answer as themselves and nothing is queued. */
  desk?: ServiceDesk;
  now?: () => number;
}

/** What the chat asks of the customer-service desk. */
export interface ServiceDesk {
  /** An agent's message to a customer: sent as the customer-service user (`service`, its profile), naming the agent. */
  answer(
    agentUid: string,
    customerUid: string,
    fields: Omit<DeliveryFields, 'agent'>,
    service: ProfileRow,
  ): Promise<ImMessage>;
  /** A customer's message to customer service (`service`): what the desk writes with it and says after. */
  customerWriting(from: ProfileRow, service: ProfileRow): Promise<Alongside>;
  /** A guest's conversation with the shop is now another user's: the member it logged in as, or its new id. */
  guestMoved(guestUid: string, toUid: string): Promise<void>;
}

/**
 * Work that commits with a one-to-one message: `write` runs in the message's transaction (so a first message and what
 * it opens cost one commit) and may run again if that transaction is retried; `after` runs once it committed and the
 * message was pushed, never for a send that turned out to repeat an earlier one.
 */
export interface Alongside {
  /**
   * Asked before the send: true when nothing needs writing with this message, which then is stored on its own; or the
   * condition for that, read by the store itself (decision 044). When it fails, the transaction runs.
   */
  writesNothing?(): Promise<boolean | AloneIf>;
  write(trx: Db, row: MessageRow): Promise<void>;
  after(message: ImMessage): Promise<void>;
}

/** A message is stored on its own where `condition` yields a row, which `stored` is then given. */
export interface AloneIf<Row extends object = object> {
  condition: StoreCondition<Row>;
  stored?(row: Row): void;
}

/**
 * Staff who answer customers (`chat.answer`) may message anyone, revoke any time and send read receipts; a florist or a
 * courier chats as anyone else does.
 */
export const answersCustomers = (user: Pick<ImUser, 'permission'>) => hasPermission(user.permission, 'chat.answer');

/**
 * `conversationIdFor` (the browser's, in JavaScript) with Node's native md5: a tenth of the cost and nothing to
 * remember; a bounded memo of pairs missed on every send once more conversations wrote than it held.
 */
export function singleConversationId(a: string, b: string): string {
  return `single_${crypto.hash('md5', a < b ? `${a},${b}` : `${b},${a}`)}`;
}

/**
 * What every part of the chat shares (PRODUCT.md's chat sections, decision 008): store first, then push; present rows
 * as the API shows them; who takes part in a conversation.
 */
export function imDeliveryService(deps: ImServiceDeps) {
  const { repo, bus } = deps;
  const now = deps.now ?? Date.now;

  /** Stored messages as a list shows them: without the device each was sent from, which signs in as its guest. */
  async function present(rows: MessageRow[]): Promise<ImMessage[]> {
    const readers = await repo.readersOf(rows.map((r) => r.id));
    return rows.map((row) => ({
      ...toMessage(
        row,
        readers.filter((r) => r.message_id === row.id),
        deps.imageUrl,
      ),
      device_id: null,
    }));
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
      agent_id: null,
      agent_name: null,
    };
  }

  async function profileOf(id: string): Promise<ProfileRow> {
    const [row] = await repo.publicUsers([id]);
    if (!row) throw notFound('user');
    return row;
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
      id: timeOrderedId(at),
      unique_id: fields.uniqueId,
      conversation_id: conversationId,
      group_id: null,
      from_uid: from.id,
      to_uid: to,
      type: fields.type,
      action: fields.action ?? null,
      body: fields.body,
      nickname: shownName(from),
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
      agent_id: fields.agent?.id ?? null,
      agent_name: fields.agent?.name ?? null,
    };
  }

  /** Runs `store`; when two sends of one unique id raced, the first one stored is the answer to both. */
  async function storeOnce<T>(
    from: ProfileRow,
    fields: DeliveryFields,
    store: () => Promise<T>,
  ): Promise<{ stored: T } | { first: ImMessage }> {
    try {
      return { stored: await store() };
    } catch (error) {
      if (!violatesUnique(error, 'unique_id')) throw error;
      const first = await repo.findSentByUniqueId(from.id, fields.uniqueId);
      if (!first) throw error;
      return { first: await presentOne(first) };
    }
  }

  /** A one-to-one message's row and what it changes on both users' rows of its conversation. */
  function singleMessage(from: ProfileRow, to: string, fields: DeliveryFields, at: number) {
    const conversationId = singleConversationId(from.id, to);
    const row = messageRow(from, conversationId, to, fields, at);
    const facts = { type: row.type, action: row.action };
    const counts = isReadableMessage(facts) && !isMutedMessage(facts) ? 1 : 0;
    const note = fields.type === 'text' ? previewText(String(fields.body)) : '';
    const touch = { conversationId, type: CONVERSATION_TYPE.single, groupId: null, message: row, note, at };
    const participants: ParticipantTouch[] = [
      { userId: from.id, friendUid: to, unread: 0 },
      { userId: to, friendUid: from.id, unread: counts },
    ];
    return { row, touch, participants };
  }

  /** Stores a one-to-one message and both users' rows of its conversation in `trx`. */
  async function storeSingle(trx: Db, from: ProfileRow, to: string, fields: DeliveryFields, at: number) {
    const { row, touch, participants } = singleMessage(from, to, fields, at);
    await repo.insertMessage(row, trx);
    await repo.touchConversations(touch, participants, trx);
    return row;
  }

  /** A message stored by `storeSingle`, pushed to both users: a new message has no readers yet. */
  async function pushStored(row: MessageRow): Promise<ImMessage> {
    const message = toMessage(row, [], deps.imageUrl);
    await push(row.to_uid ? [row.from_uid, row.to_uid] : [row.from_uid], message);
    return message;
  }

  /** Stores a one-to-one message (with `alongside`'s writes, in one transaction), then pushes it to both users. */
  async function deliver(from: ProfileRow, to: string, fields: DeliveryFields, alongside?: Alongside) {
    const alone = alongside ? ((await alongside.writesNothing?.()) ?? false) : true;
    const result = await storeOnce(from, fields, async () => {
      if (alone !== false) {
        const { row, touch, participants } = singleMessage(from, to, fields, now());
        if (alone === true) {
          await repo.storeMessage(row, touch, participants);
          return row;
        }
        const read = await repo.storeMessageIf(alone.condition, row, touch, participants);
        if (read) {
          alone.stored?.(read);
          return row;
        }
      }
      return repo.sendTransaction(async (trx) => {
        const row = await storeSingle(trx, from, to, fields, now());
        await alongside?.write(trx, row);
        return row;
      });
    });
    if ('first' in result) return result.first;
    const message = await pushStored(result.stored);
    await alongside?.after(message);
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
    fields: DeliveryFields & { action?: string | null; callUid?: CallUid | null },
    alsoTo: readonly string[] = [],
  ): Promise<ImMessage> {
    const at = now();
    const conversationId = groupConversationId(groupId);
    const row: MessageRow = {
      ...messageRow(from, conversationId, null, fields, at),
      group_id: groupId,
      call_uid: fields.callUid ?? null,
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
    const result = await storeOnce(from, fields, () =>
      repo.transaction(async (trx) => {
        await repo.insertMessage(row, trx);
        if (participants.length) await repo.touchConversations(touch, participants, trx);
        for (const member of memberIds) {
          if (member !== from.id && mentioned.has(member)) await repo.addRemind(member, conversationId, row.id, trx);
        }
      }),
    );
    if ('first' in result) return result.first;
    const message = toMessage(row, [], deps.imageUrl);
    await push([...new Set([...memberIds, ...alsoTo])], message);
    return message;
  }

  /** The user has a row of the conversation and, in a group, is still a member: who left reads no more. */
  async function takesPart(user: ImUser, conversationId: string, groupId: string | null): Promise<boolean> {
    if (!(await repo.findConversation(user.uid, conversationId))) return false;
    return groupId === null || (await deps.groups.findMember(groupId, user.uid)) !== undefined;
  }

  /** The message if `user` takes part in its conversation; 404 otherwise, as for one that does not exist. */
  async function visibleMessage(user: ImUser, id: string): Promise<MessageRow> {
    const row = await repo.findMessage(id);
    if (!row || !(await takesPart(user, row.conversation_id, row.group_id))) throw notFound('message');
    return row;
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

  return {
    now,
    present,
    presentOne,
    presentConversations,
    push,
    notice,
    profileOf,
    storeSingle,
    pushStored,
    deliver,
    deliverToGroup,
    takesPart,
    visibleMessage,
    touchRows,
  };
}

export type ImDeliveryService = ReturnType<typeof imDeliveryService>;
