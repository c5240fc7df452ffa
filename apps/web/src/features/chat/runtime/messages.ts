import { IM } from '@ffe/shared/constants';
import type { GoodsCardBody, ImageBody, ImMessage, OrderCardBody, SendMsgRequest } from '@ffe/shared/contracts/im';
import { previewText } from '@ffe/shared/domain/im/message-rules';
import { uploadFile } from '../../../lib/upload';
import { getMsgList } from '../api/get-msg-list';
import { sendMsg } from '../api/send-msg';
import { loadConversation } from './conversations';
import { imDeviceId, randomHex } from './device-id';
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
  useImStore,
} from './im-store';

const get = () => useImStore.getState();

// ---- History ----

/**
 * Loads the 10 messages before the oldest held (the newest 10 when none is held; spec §9) and resolves true when some
 * were added, false when there are no older ones. A failure toasts its message (spec §8) and rejects.
 */
export async function loadOlder(conversationId: string): Promise<boolean> {
  const conversation = get().conversations[conversationId];
  if (!conversation || conversation.is_temp) {
    useImStore.setState((s) => ({ hasOlder: { ...s.hasOlder, [conversationId]: false } }));
    return false;
  }
  const heldList = get().messages[conversationId] ?? [];
  const oldest = heldList.find((m) => m._id);
  const held = new Set(heldList.map((m) => m._id));
  const ask = (maxCreateTime?: number) =>
    getMsgList({
      conversation_id: conversationId,
      ...(maxCreateTime === undefined ? {} : { maxCreateTime }),
      limit: IM.MESSAGE_PAGE_SIZE,
    });
  // One millisecond later, so messages sent in the same millisecond as the oldest one are not skipped.
  let page = await ask(oldest ? oldest.create_time + 1 : undefined);
  if (oldest && page.length >= IM.MESSAGE_PAGE_SIZE && page.every((m) => held.has(m._id))) {
    page = await ask(oldest.create_time);
  }
  const added = page.filter((m) => !held.has(m._id));
  mergeMessages(conversationId, added.map(asClientMessage), { create: true });
  const more = page.length >= IM.MESSAGE_PAGE_SIZE;
  useImStore.setState((s) => ({ hasOlder: { ...s.hasOlder, [conversationId]: more } }));
  return added.length > 0;
}

// ---- Sending ----

type SendableType = 'text' | 'image' | 'goods' | 'order';

/** Pictures already uploaded for a send, so a retry does not upload them again. */
const uploaded = new Map<string, ImageBody>();

/** Our message as it shows while it is on its way. */
function outgoing(
  conversation: ClientConversation,
  type: SendableType,
  body: unknown,
  replyTo?: string,
): ClientMessage {
  const me = get().me;
  if (!me) throw new Error('the chat has not started');
  const now = Date.now();
  return {
    _id: '',
    unique_id: randomHex(12),
    conversation_id: conversation.id,
    group_id: conversation.group_id,
    from_uid: me._id,
    to_uid: conversation.group_id ? null : otherUserOf(conversation),
    type,
    action: null,
    body,
    nickname: me.nickname,
    avatar_file: me.avatar_file,
    create_time: now,
    client_create_time: now,
    update_time: now,
    is_read: false,
    is_revoke: false,
    is_delete: false,
    is_mute: false,
    call_uid: null,
    reader_list: [],
    device_id: imDeviceId(),
    reply_msg_id: replyTo ?? null,
    state: 'sending',
  };
}

/** The sendMsg request for one of our messages; the same unique_id on a retry makes it answer the first one. */
function requestFor(message: ClientMessage, body: unknown): SendMsgRequest {
  const common = {
    ...(message.group_id ? { group_id: message.group_id } : { to_uid: message.to_uid ?? '' }),
    client_create_time: message.client_create_time,
    unique_id: message.unique_id,
    device_id: imDeviceId(),
    ...(message.reply_msg_id ? { reply_msg_id: message.reply_msg_id } : {}),
  };
  switch (message.type) {
    case 'text':
      return { ...common, type: 'text', body: String(body) };
    case 'image':
      return { ...common, type: 'image', body: body as ImageBody };
    case 'goods':
      return { ...common, type: 'goods', body: { goods_id: (body as { goods_id: string }).goods_id } };
    default:
      return { ...common, type: 'order', body: { order_id: (body as { order_id: string }).order_id } };
  }
}

/** The server has our message: it replaces the one on its way, and the conversation moves to the top. */
async function delivered(conversationId: string, answer: ImMessage): Promise<void> {
  mergeMessages(conversationId, [asClientMessage(answer)], { create: true });
  uploaded.delete(answer.unique_id);
  const conversation = get().conversations[conversationId];
  if (conversation?.is_temp) {
    // The first message made the conversation real on the server.
    await loadConversation(conversationId).catch(() => undefined);
    return;
  }
  changeConversation(conversationId, (c) => ({
    ...c,
    last_msg: answer,
    last_msg_note: answer.type === 'text' ? previewText(String(answer.body)) : '',
    last_msg_create_time: Math.max(c.last_msg_create_time, answer.create_time),
    update_time: Math.max(c.update_time, answer.update_time),
    hidden: false,
  }));
}

/** The picture's size, for the layout before it loads; nothing where the browser cannot tell. */
async function pictureSize(file: File): Promise<{ width?: number; height?: number }> {
  if (typeof createImageBitmap !== 'function') return {};
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return {};
  }
}

/** Uploads a picture with its progress in the message (0..1), once per send. */
async function uploadPicture(conversationId: string, message: ClientMessage): Promise<ImageBody> {
  const done = uploaded.get(message.unique_id);
  if (done) return done;
  if (!message.file) throw new Error('the picture of this message is gone');
  const setProgress = (progress: number) =>
    changeMessageByUniqueId(conversationId, message.unique_id, (m) => ({ ...m, progress }));
  setProgress(0);
  const [result, size] = await Promise.all([
    uploadFile(message.file, { onProgress: (percent) => setProgress(percent / 100) }),
    pictureSize(message.file),
  ]);
  const body: ImageBody = { url: result.url, ...size };
  uploaded.set(message.unique_id, body);
  return body;
}

/** Sends one of our messages (first time or retry); a failure leaves it 'failed', for the retry button. */
async function deliver(conversationId: string, message: ClientMessage): Promise<void> {
  try {
    const body = message.type === 'image' ? await uploadPicture(conversationId, message) : message.body;
    const answer = await sendMsg(requestFor(message, body));
    await delivered(conversationId, answer);
  } catch {
    // The error was shown (the call's toast, or the upload's).
    changeMessageByUniqueId(conversationId, message.unique_id, (m) => ({ ...m, state: 'failed' }));
  }
}

/** Shows our message at once and sends it. */
async function send(conversationId: string, type: SendableType, body: unknown, extra: Partial<ClientMessage> = {}) {
  const conversation = get().conversations[conversationId];
  if (!conversation) throw new Error(`no conversation ${conversationId}`);
  const message = { ...outgoing(conversation, type, body, extra.reply_msg_id ?? undefined), ...extra };
  mergeMessages(conversationId, [message], { create: true });
  await deliver(conversationId, message);
}

/** Sends a text (at most 50,000 characters), optionally as a reply to a message. Empty text sends nothing. */
export async function sendText(conversationId: string, text: string, replyTo?: string): Promise<void> {
  if (!text.trim()) return;
  if (text.length > IM.TEXT_MAX_LENGTH)
    throw new RangeError(`a text may have at most ${IM.TEXT_MAX_LENGTH} characters`);
  await send(conversationId, 'text', text, replyTo ? { reply_msg_id: replyTo } : {});
}

/** Sends a picture: shown at once from the file, uploaded with its progress, then sent. */
export async function sendImage(conversationId: string, file: File): Promise<void> {
  const preview = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
  await send(conversationId, 'image', { url: preview } satisfies ImageBody, { file, progress: 0 });
}

/** Sends a goods card; the server fills it from the catalogue. `preview` shows it while it is on its way. */
export async function sendGoodsCard(
  conversationId: string,
  goodsId: string,
  preview: Partial<Omit<GoodsCardBody, 'goods_id'>> = {},
): Promise<void> {
  await send(conversationId, 'goods', { ...preview, goods_id: goodsId });
}

/** Sends an order card; the server fills it from the order. `preview` shows it while it is on its way. */
export async function sendOrderCard(
  conversationId: string,
  orderId: string,
  preview: Partial<Omit<OrderCardBody, 'order_id'>> = {},
): Promise<void> {
  await send(conversationId, 'order', { ...preview, order_id: orderId });
}

/** Sends a failed message again, with its unique_id, so the server never stores it twice. */
export async function retrySend(conversationId: string, uniqueId: string): Promise<void> {
  const message = get().messages[conversationId]?.find((m) => m.unique_id === uniqueId);
  if (message?.state !== 'failed') return;
  changeMessageByUniqueId(conversationId, uniqueId, (m) => ({ ...m, state: 'sending' }));
  await deliver(conversationId, { ...message, state: 'sending' });
}

// ---- Revoking ----

/**
 * Revokes a message (spec §4): it shows 'revoking' while waiting, then the revoked text; a failure restores it and
 * toasts the error.
 */
export async function revokeMessage(conversationId: string, msgId: string): Promise<void> {
  const found = findMessage(msgId, conversationId);
  if (!found || found.message.is_revoke || found.message.state === 'revoking') return;
  const before = found.message;
  const isTarget = (m: ImMessage) => m._id === msgId;
  changeMessages(isTarget, (m) => ({ ...m, state: 'revoking' }), conversationId);
  try {
    const answer = await sendMsg({ type: 'revoke_msg', msg_id: msgId, device_id: imDeviceId() });
    changeMessages(isTarget, () => asClientMessage(answer), conversationId);
  } catch {
    changeMessages(
      isTarget,
      (m) => ({ ...m, body: before.body, is_revoke: before.is_revoke, state: before.state }),
      conversationId,
    );
  }
}
