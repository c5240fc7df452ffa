// Our messages on their way: shown at once as 'sending', posted, replaced by the server's answer or left 'failed' for
// a retry with the same unique_id; and revoking one.

import { ApiError } from '@ffe/api-client/envelope';
import type { ImMessage, MessageType, SendMsgRequest } from '@ffe/shared/contracts/im';
import { previewText } from '@ffe/shared/domain/im/message-rules';
import { sendMsg } from '../api/send-msg';
import type { ImClient } from '../client';
import { bodyToSend } from './chat-uploads';
import { loadConversation } from './conversations';
import { imDeviceId, randomHex } from './device-id';
import { withEarlyRead } from './early-reads';
import { loadGroupMembers } from './groups';
import {
  asClientMessage,
  type ClientConversation,
  type ClientMessage,
  changeConversation,
  changeMessageByUniqueId,
  changeMessages,
  findMessage,
  mergeMessages,
  otherUserOf,
} from './im-store';
import {
  bodyBuilders,
  type Draft,
  FILE_TYPES,
  isSendable,
  requestBodies,
  type SendableType,
  type SendInputs,
} from './message-builders';

const get = (imClient: ImClient) => imClient.store.getState();

/** How a message is sent besides its input. */
export interface SendOptions {
  /** The message it answers. */
  replyTo?: string;
}

/** Our message as it shows while it is on its way. */
function outgoing(
  imClient: ImClient,
  conversation: ClientConversation,
  type: MessageType,
  draft: Draft,
  replyTo?: string,
): ClientMessage {
  const me = get(imClient).me;
  if (!me) throw new Error('the chat has not started');
  const now = Date.now();
  const outbox = {
    ...(draft.poster ? { poster: draft.poster } : {}),
    ...(draft.copyOf ? { copyOf: draft.copyOf } : {}),
  };
  return {
    _id: '',
    unique_id: randomHex(12),
    conversation_id: conversation.id,
    group_id: conversation.group_id,
    from_uid: me._id,
    to_uid: conversation.group_id ? null : otherUserOf(conversation),
    type,
    action: null,
    body: draft.body,
    nickname: me.nickname,
    avatar_file: me.avatar_file,
    create_time: now,
    client_create_time: now,
    update_time: now,
    is_read: false,
    is_revoke: false,
    is_delete: false,
    is_mute: false,
    call_uid: draft.mentions ?? null,
    reader_list: [],
    device_id: imDeviceId(),
    reply_msg_id: replyTo || null,
    agent_id: null,
    agent_name: null,
    state: 'sending',
    ...(draft.file ? { file: draft.file, progress: 0 } : {}),
    ...(Object.keys(outbox).length > 0 ? { outbox } : {}),
  };
}

/** The sendMsg request for one of our messages; the same unique_id on a retry makes it answer the first one. */
export function requestFor(message: ClientMessage, body: unknown): SendMsgRequest {
  const type = message.type;
  if (!isSendable(type)) throw new Error(`messages of type ${type} are not sent by users`);
  const copyOf = message.outbox?.copyOf;
  return {
    ...(message.group_id ? { group_id: message.group_id } : { to_uid: message.to_uid ?? '' }),
    client_create_time: message.client_create_time,
    unique_id: message.unique_id,
    device_id: imDeviceId(),
    ...(message.reply_msg_id ? { reply_msg_id: message.reply_msg_id } : {}),
    ...(message.call_uid ? { call_uid: message.call_uid } : {}),
    ...(copyOf && FILE_TYPES.has(type) ? { forward_msg_id: copyOf } : {}),
    type,
    body: requestBodies[type](body),
    // The table pairs each type with its body; TypeScript cannot follow that through the union.
  } as SendMsgRequest;
}

/** The server has our message: it replaces the one on its way, and the conversation moves to the top. */
async function delivered(imClient: ImClient, conversationId: string, sent: ImMessage): Promise<void> {
  // The reader may have been told before our send answered (the push outran the answer).
  const answer = withEarlyRead(imClient, sent);
  mergeMessages(imClient, conversationId, [asClientMessage(answer)], { create: true });
  const conversation = get(imClient).conversations[conversationId];
  if (conversation?.is_temp) {
    // The first message made the conversation real on the server.
    await loadConversation(imClient, conversationId).catch(() => undefined);
    return;
  }
  changeConversation(imClient, conversationId, (c) => ({
    ...c,
    last_msg: answer,
    last_msg_note: answer.type === 'text' ? previewText(String(answer.body)) : '',
    last_msg_create_time: Math.max(c.last_msg_create_time, answer.create_time),
    update_time: Math.max(c.update_time, answer.update_time),
    hidden: false,
  }));
}

/**
 * Sends one of our messages (first time or retry) and resolves true once the server has it; a failure leaves it
 * 'failed', for the retry button, and resolves false. An answer that comes after logout is dropped with the chat.
 */
async function deliver(imClient: ImClient, conversationId: string, message: ClientMessage): Promise<boolean> {
  const sender = get(imClient).me?._id;
  const stillSignedIn = () => get(imClient).me?._id === sender;
  try {
    const body = await bodyToSend(imClient, conversationId, message);
    const answer = await sendMsg(imClient, requestFor(message, body));
    if (!stillSignedIn()) return false;
    await delivered(imClient, conversationId, answer);
    return true;
  } catch (error) {
    if (!stillSignedIn()) return false;
    // The error was shown (the call's toast, or the upload's).
    changeMessageByUniqueId(imClient, conversationId, message.unique_id, (m) => ({ ...m, state: 'failed' }));
    // No message tells a member an admin muted them: the members read again close the composer with the reason.
    if (message.group_id && error instanceof ApiError && error.errCode === 'IM_MUTED') {
      void loadGroupMembers(imClient, message.group_id).catch(() => undefined);
    }
    return false;
  }
}

/** Shows a drafted message of ours at once and sends it; resolves true once the server has it. */
export async function enqueue(
  imClient: ImClient,
  conversationId: string,
  type: MessageType,
  draft: Draft,
  { replyTo }: SendOptions = {},
): Promise<boolean> {
  const conversation = get(imClient).conversations[conversationId];
  if (!conversation) throw new Error(`no conversation ${conversationId}`);
  const message = outgoing(imClient, conversation, type, draft, replyTo);
  mergeMessages(imClient, conversationId, [message], { create: true });
  return deliver(imClient, conversationId, message);
}

/**
 * Sends a message of `type` made from `input` by its body builder; resolves true once the server has it, false when
 * it failed or there was nothing to send (an empty text), and rejects on an input the type refuses (a RangeError).
 */
export async function send<T extends SendableType>(
  imClient: ImClient,
  conversationId: string,
  type: T,
  input: SendInputs[T],
  options: SendOptions = {},
): Promise<boolean> {
  const built = bodyBuilders[type](input);
  // Only a video waits (its facts are read first): the others show in the list at once.
  const draft = built instanceof Promise ? await built : built;
  if (!draft) return false;
  return enqueue(imClient, conversationId, type, draft, options);
}

/** Sends a failed message again, with its unique_id, so the server never stores it twice. */
export async function retrySend(imClient: ImClient, conversationId: string, uniqueId: string): Promise<void> {
  const message = get(imClient).messages[conversationId]?.find((m) => m.unique_id === uniqueId);
  if (message?.state !== 'failed') return;
  changeMessageByUniqueId(imClient, conversationId, uniqueId, (m) => ({ ...m, state: 'sending' }));
  await deliver(imClient, conversationId, { ...message, state: 'sending' });
}

/**
 * Revokes a message (PRODUCT.md#chat-revoke): it shows 'revoking' while waiting, then the revoked text; a failure
 * restores it and toasts the error.
 */
export async function revokeMessage(imClient: ImClient, conversationId: string, msgId: string): Promise<void> {
  const found = findMessage(imClient, msgId, conversationId);
  if (!found || found.message.is_revoke || found.message.state === 'revoking') return;
  const before = found.message;
  const isTarget = (m: ImMessage) => m._id === msgId;
  changeMessages(imClient, isTarget, (m) => ({ ...m, state: 'revoking' }), conversationId);
  try {
    const answer = await sendMsg(imClient, { type: 'revoke_msg', msg_id: msgId, device_id: imDeviceId() });
    changeMessages(imClient, isTarget, () => asClientMessage(answer), conversationId);
  } catch {
    changeMessages(
      imClient,
      isTarget,
      (m) => ({ ...m, body: before.body, is_revoke: before.is_revoke, state: before.state }),
      conversationId,
    );
  }
}
