// Test data for the chat's tests: users, messages and conversations as the server sends them and the runtime holds them.
import type { ImConversation, ImMessage, ImNotification, PublicUser, SendMsgRequest } from '@ffe/shared/contracts/im';
import type { Friend } from '@ffe/shared/contracts/im-friends';
import type { GroupMember, ImGroup } from '@ffe/shared/contracts/im-groups';
import { CONVERSATION_TYPE, conversationIdFor, groupConversationId } from '@ffe/shared/domain/im/conversation-id';
import type { FriendInvitation } from '../api/get-friend-invitations';
import { asClientMessage, type ClientMessage, type ImMe, temporaryConversation } from '../runtime/im-store';

/** 2026-05-20 10:00 in the shop's time: messages in tests happen around then. */
export const T0 = Date.UTC(2026, 4, 20, 2, 0);

export const CUSTOMER_ID = 'u-lily';
export const SERVICE_ID = 'customer-service';
export const SERVICE_CHAT = conversationIdFor(CUSTOMER_ID, SERVICE_ID);

const SERVICE_NAME = '鲜花速递客服';
const SERVICE_AVATAR = { url: '/images/service.png' };

/** Lily, a customer, as the chat knows her. */
export function aCustomer(overrides: Partial<ImMe> = {}): ImMe {
  return {
    _id: CUSTOMER_ID,
    nickname: '莉莉',
    avatar_file: { url: '/images/lily.png' },
    role: ['customer'],
    ...overrides,
  };
}

/** A staff member signed in as the customer-service user. */
export function aStaffMember(overrides: Partial<ImMe> = {}): ImMe {
  return { _id: SERVICE_ID, nickname: SERVICE_NAME, avatar_file: SERVICE_AVATAR, role: ['staff'], ...overrides };
}

/** A public profile: the customer-service user's unless the test names another. */
export function aUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    _id: SERVICE_ID,
    nickname: SERVICE_NAME,
    avatar_file: SERVICE_AVATAR,
    realname_auth: { auth_status: 0 },
    ...overrides,
  };
}

let serial = 0;

/** A text message from customer service to Lily, stored by the server a second after the one made before. */
export function aMessage(overrides: Partial<ImMessage> = {}): ImMessage {
  serial += 1;
  const at = overrides.create_time ?? T0 + serial * 1000;
  return {
    _id: `m-${serial}`,
    unique_id: `unique-${serial}`,
    conversation_id: SERVICE_CHAT,
    group_id: null,
    from_uid: SERVICE_ID,
    to_uid: CUSTOMER_ID,
    type: 'text',
    action: null,
    body: '您好，有什么可以帮您？',
    nickname: SERVICE_NAME,
    avatar_file: SERVICE_AVATAR,
    create_time: at,
    client_create_time: at,
    update_time: at,
    is_read: false,
    is_revoke: false,
    is_delete: false,
    is_mute: false,
    call_uid: null,
    reader_list: [],
    device_id: 'device-of-the-service-desk',
    reply_msg_id: null,
    agent_id: null,
    agent_name: null,
    ...overrides,
  };
}

/** `aMessage` as the chat holds it: sent, unless the test says it is on its way, failed or being revoked. */
export function aClientMessage(overrides: Partial<ClientMessage> = {}): ClientMessage {
  return { ...asClientMessage(aMessage(overrides)), ...overrides };
}

/** The server's conversation of `me` with `other`: the chat's own new conversation, made real a day before T0. */
export function aConversationBetween(
  me: ImMe,
  other: PublicUser,
  overrides: Partial<ImConversation> = {},
): ImConversation {
  return {
    ...temporaryConversation(me, other, T0 - 86_400_000),
    is_temp: false,
    last_msg_create_time: T0,
    update_time: T0,
    ...overrides,
  };
}

/** Lily's conversation with customer service, as she holds it. */
export function aConversation(overrides: Partial<ImConversation> = {}): ImConversation {
  return aConversationBetween(aCustomer(), aUser(), overrides);
}

export const GROUP_ID = 'g-florists';
export const GROUP_CHAT = groupConversationId(GROUP_ID);

/** The florists' group, owned by customer service, with Lily and Rose in it. */
export function aGroup(overrides: Partial<ImGroup> = {}): ImGroup {
  return {
    _id: GROUP_ID,
    name: '花友群',
    introduction: '',
    notification: null,
    avatar_file: { url: '' },
    mute_all_members: false,
    member_count: 3,
    owner_uid: SERVICE_ID,
    join_option: 'free',
    create_time: T0 - 86_400_000,
    ...overrides,
  };
}

/** A member of a group: `user`, with no role unless given. */
export function aGroupMember(user: PublicUser, overrides: Partial<GroupMember> = {}): GroupMember {
  return { users: user, role: [], mute_type: 0, active_time: T0 - 86_400_000, ext: {}, ...overrides };
}

/** The group's conversation as one of its members holds it. */
export function aGroupConversation(overrides: Partial<ImConversation> = {}): ImConversation {
  return {
    ...aConversation(),
    id: GROUP_CHAT,
    type: CONVERSATION_TYPE.group,
    group_id: GROUP_ID,
    friend_uid: null,
    user_info: null,
    ...overrides,
  };
}

/** What the server stores for a sendMsg: the request's fields, an id made of its unique_id, and the server's time. */
export function aStoredMessage(request: SendMsgRequest, at = T0 + 100): ImMessage {
  if (request.type === 'revoke_msg' || request.type === 'read_msg') throw new Error('not a new message');
  return aMessage({
    _id: `stored-${request.unique_id}`,
    unique_id: request.unique_id ?? 'x',
    from_uid: CUSTOMER_ID,
    to_uid: request.to_uid ?? null,
    type: request.type,
    body: request.body,
    client_create_time: request.client_create_time,
    create_time: at,
    update_time: at,
    device_id: request.device_id ?? null,
  });
}

/** `user` among the signed-in user's friends, with the alias the user gave them. */
export function aFriend(user: PublicUser, alias: string | null = null): Friend {
  return { friend_uid: user._id, mark: '', class_name: '', user_info: user, alias };
}

/** An unanswered invitation from `user`. */
export function aFriendInvitation(user: PublicUser, message = '', create_time = T0): FriendInvitation {
  return { from_uid: user._id, message, create_time, user_info: user };
}

/** A notification of kind `subType` (see NOTIFICATION_KIND) from `from` to `to`, unread, as the server pushes it. */
export function aNotification(subType: string, from: string, to: string, create_time = T0): ImNotification {
  return {
    _id: `n-${subType}-${from}`,
    user_id: to,
    create_time,
    is_read: false,
    payload: { type: 'uni-im-notification', subType, unique: from, data: { from_uid: from, to_uid: to } },
  };
}
