// Test data for the chat pages' tests: messages, conversations and users as the runtime holds them.
import type { ImConversation, PublicUser } from '@ffe/shared/contracts/im';
import chatZhCN from '../../../locales/chat.zh-CN';
import type { ClientMessage } from '../runtime/im-store';
import type { Translate } from './friendly-time';

/** The customer-service user as a customer sees it. */
export function aPublicUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    _id: 'customer-service',
    nickname: '鲜花客服',
    avatar_file: { url: '/images/service.svg' },
    realname_auth: { auth_status: 0 },
    ...overrides,
  };
}

let sequence = 0;

/** A text message from the customer-service user, sent and stored; tests override what they are about. */
export function aMessage(overrides: Partial<ClientMessage> = {}): ClientMessage {
  sequence += 1;
  return {
    _id: `m-${sequence}`,
    unique_id: `u-${sequence}-unique`,
    conversation_id: 'single_c1',
    group_id: null,
    from_uid: 'customer-service',
    to_uid: 'u-lily',
    type: 'text',
    action: null,
    body: '您好，有什么可以帮您？',
    nickname: '鲜花客服',
    avatar_file: { url: '/images/service.svg' },
    create_time: 1_779_000_000_000,
    client_create_time: 1_779_000_000_000,
    update_time: 1_779_000_000_000,
    is_read: false,
    is_revoke: false,
    is_delete: false,
    is_mute: false,
    call_uid: null,
    reader_list: [],
    device_id: null,
    reply_msg_id: null,
    state: 'sent',
    ...overrides,
  };
}

/** A one-to-one conversation with the customer-service user. */
export function aConversation(overrides: Partial<ImConversation> = {}): ImConversation {
  return {
    id: 'single_c1',
    type: 1,
    group_id: null,
    friend_uid: null,
    user_id: 'u-lily',
    user_info: aPublicUser(),
    unread_count: 0,
    mute: false,
    hidden: false,
    is_star: false,
    pinned: false,
    tags: [],
    last_msg_note: '',
    last_msg_create_time: 1_779_000_000_000,
    update_time: 1_779_000_000_000,
    create_time: 1_779_000_000_000,
    client_create_time: 1_779_000_000_000,
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

/** A `t` over the Chinese chat texts, filling {{values}} the way i18next does, for the pure functions' tests. */
export const zhText: Translate = (key, values = {}) => {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], chatZhCN);
  if (typeof found !== 'string') throw new Error(`no text ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
};
