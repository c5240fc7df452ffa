import type { ImConversation, ImMessage, PublicUser } from '@ffe/shared/contracts/im';
import { conversationIdFor } from '@ffe/shared/domain/im/conversation-id';
import { setImAuth } from '../../api/im-call';
import type { ImMe } from '../im-store';

/** 2026-05-20 10:00 in the shop's time: messages in tests happen around then. */
export const T0 = Date.UTC(2026, 4, 20, 2, 0);

export const CUSTOMER_ID = 'u-lily';
export const SERVICE_ID = 'customer-service';
export const SERVICE_CHAT = conversationIdFor(CUSTOMER_ID, SERVICE_ID);

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
  return {
    _id: SERVICE_ID,
    nickname: '鲜花速递客服',
    avatar_file: { url: '/images/service.png' },
    role: ['staff'],
    ...overrides,
  };
}

/** A public profile. */
export function aUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    _id: SERVICE_ID,
    nickname: '鲜花速递客服',
    avatar_file: { url: '/images/service.png' },
    realname_auth: { auth_status: 0 },
    ...overrides,
  };
}

let serial = 0;

/** A text message from customer service to Lily, stored by the server. */
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
    body: `消息 ${serial}`,
    nickname: '鲜花速递客服',
    avatar_file: { url: '/images/service.png' },
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
    ...overrides,
  };
}

/** Lily's conversation with customer service. */
export function aConversation(overrides: Partial<ImConversation> = {}): ImConversation {
  return {
    id: SERVICE_CHAT,
    type: 1,
    group_id: null,
    friend_uid: SERVICE_ID,
    user_id: CUSTOMER_ID,
    user_info: aUser(),
    unread_count: 0,
    mute: false,
    hidden: false,
    is_star: false,
    pinned: false,
    tags: [],
    last_msg_note: '',
    last_msg_create_time: T0,
    update_time: T0,
    create_time: T0 - 86_400_000,
    client_create_time: T0 - 86_400_000,
    is_temp: false,
    customSortTime: 0,
    customIndex: 0,
    remind_msg_ids: [],
    unread_group_notice_id: null,
    has_unread_group_notification: false,
    chatInputContent: '',
    last_msg: null,
    ...overrides,
  };
}

/** IM calls in a test carry this token and never log in. */
export function withTestToken(token = 'chat-token'): void {
  setImAuth({ token: async () => token, onTokenError: async () => 'fail', onRenewedToken: () => {} });
}
