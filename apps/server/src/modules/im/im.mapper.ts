import { IM } from '@ffe/shared/constants';
import type { ImConversation, ImMessage, MessageType, PublicUser } from '@ffe/shared/contracts/im';
import { shownName } from './guest-identity';
import type { ConversationRow, MessageRow } from './im-rows';

/** A user row's public part (PRODUCT.md#chat-users). */
export interface ProfileRow {
  id: string;
  nickname: string;
  avatar: string;
  role: string;
}

/** The public profile of a user row. */
export function toPublicUser(row: ProfileRow, imageUrl: (path: string) => string): PublicUser {
  return {
    _id: row.id,
    nickname: shownName(row),
    avatar_file: { url: row.avatar ? imageUrl(row.avatar) : '' },
    realname_auth: { auth_status: 0 },
  };
}

/** A stored message with its readers as the API shows it. */
export function toMessage(
  row: MessageRow,
  readers: { user_id: string; create_time: number }[],
  imageUrl: (path: string) => string,
): ImMessage {
  return {
    _id: row.id,
    unique_id: row.unique_id,
    conversation_id: row.conversation_id,
    group_id: row.group_id,
    from_uid: row.from_uid,
    to_uid: row.to_uid,
    type: row.type as MessageType,
    action: row.action,
    body: row.body,
    nickname: row.nickname,
    avatar_file: row.avatar ? { url: imageUrl(row.avatar) } : null,
    create_time: Number(row.create_time),
    client_create_time: Number(row.client_create_time),
    update_time: Number(row.update_time),
    is_read: row.is_read === 1,
    is_revoke: row.is_revoke === 1,
    is_delete: row.is_delete === 1,
    is_mute: row.is_mute === 1,
    call_uid: row.call_uid,
    reader_list: readers.map((r) => ({ user_id: r.user_id, create_time: Number(r.create_time) })),
    device_id: row.device_id,
    reply_msg_id: row.reply_msg_id,
    agent_id: row.agent_id,
    agent_name: row.agent_name,
  };
}

/** A push of a message whose body, as JSON, is long: a preview and the LongMsg flag (decision 008). */
export function toPushed(message: ImMessage): ImMessage {
  const json = JSON.stringify(message.body ?? null);
  if (json.length <= IM.LONG_MSG_THRESHOLD) return message;
  const text = typeof message.body === 'string' ? message.body : json;
  return { ...message, body: Array.from(text).slice(0, IM.LONG_MSG_PREVIEW_LENGTH).join(''), LongMsg: true };
}

/** A conversation row of its user, with the other side's profile and the last message. */
export function toConversation(
  row: ConversationRow,
  userInfo: PublicUser | null,
  lastMsg: ImMessage | null,
): ImConversation {
  return {
    id: row.id,
    type: row.type === 2 ? 2 : 1,
    group_id: row.group_id,
    friend_uid: row.friend_uid,
    user_id: row.user_id,
    user_info: userInfo,
    unread_count: row.unread_count,
    mute: row.mute === 1,
    hidden: row.hidden === 1,
    is_star: row.is_star === 1,
    pinned: row.pinned === 1,
    tags: row.tags,
    last_msg_note: row.last_msg_note,
    last_msg_create_time: Number(row.last_msg_create_time),
    update_time: Number(row.update_time),
    create_time: Number(row.create_time),
    client_create_time: Number(row.client_create_time),
    is_temp: row.is_temp === 1,
    customSortTime: Number(row.custom_sort_time),
    customIndex: row.custom_index,
    remind_msg_ids: row.remind_msg_ids,
    unread_group_notice_id: row.unread_group_notice_id,
    has_unread_group_notification: row.has_unread_group_notification === 1,
    chatInputContent: row.chat_input_content,
    last_msg: lastMsg,
  };
}
