import { IM } from '@ffe/shared/constants';
import type {
  ChatUploadKind,
  FileBody,
  GoodsCardBody,
  HistoryBody,
  ImageBody,
  ImMessage,
  LocationBody,
  OrderCardBody,
  SendMsgRequest,
  SoundBody,
  UserinfoCardBody,
  VideoBody,
} from '@ffe/shared/contracts/im';
import { previewText } from '@ffe/shared/domain/im/message-rules';
import { ApiError } from '../../../lib/api-client';
import { getMsgList } from '../api/get-msg-list';
import { sendMsg } from '../api/send-msg';
import { uploadChatFile } from '../api/upload-chat-file';
import { isForwardable } from '../utils/forwardable';
import {
  codeBodyOf,
  fileBodyOf,
  historyBodyOf,
  locationBodyOf,
  soundBodyOf,
  userinfoCardBodyOf,
  videoBodyOf,
} from '../utils/message-bodies';
import { videoFacts } from '../utils/video-facts';
import { loadConversation } from './conversations';
import { imDeviceId, randomHex } from './device-id';
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

/** The types a user sends; revoke_msg and read_msg are not messages of their own. */
export type SendableType =
  | 'text'
  | 'image'
  | 'goods'
  | 'order'
  | 'sound'
  | 'video'
  | 'file'
  | 'location'
  | 'code'
  | 'rich-text'
  | 'history'
  | 'userinfo-card';

/** Pictures already uploaded for a send, so a retry does not upload them again. */
const uploaded = new Map<string, ImageBody>();
/** Recordings, videos and files already uploaded for a send (by unique_id), for the same reason. */
const uploadedMedia = new Map<string, unknown>();
/** A video's still picture, taken on this device, to upload with it (by unique_id). */
const posters = new Map<string, Blob>();
/** The message a copy was made from (by the copy's unique_id): its files may be sent again by whoever can read it. */
const copiedFrom = new Map<string, string>();
/** The types whose file the server accepts again in a copy that names the message it was copied from. */
const FILE_TYPES = new Set<string>(['image', 'sound', 'video', 'file']);

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
    agent_id: null,
    agent_name: null,
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
    ...(message.call_uid ? { call_uid: message.call_uid } : {}),
  };
  const source = copiedFrom.get(message.unique_id);
  const copy = source && FILE_TYPES.has(message.type) ? { forward_msg_id: source } : {};
  const need = <T>(value: T | null): T => {
    if (value === null) throw new Error(`a ${message.type} message without its body`);
    return value;
  };
  // Only the fields the server takes: it refuses a request with any other.
  switch (message.type) {
    case 'text':
      return { ...common, type: 'text', body: String(body) };
    case 'image': {
      const { url, width, height } = body as ImageBody;
      return { ...common, ...copy, type: 'image', body: { url, width, height } };
    }
    case 'goods':
      return { ...common, type: 'goods', body: { goods_id: (body as { goods_id: string }).goods_id } };
    case 'order':
      return { ...common, type: 'order', body: { order_id: (body as { order_id: string }).order_id } };
    case 'sound': {
      const { url, time } = need(soundBodyOf(body));
      return { ...common, ...copy, type: 'sound', body: { url, time } };
    }
    case 'video': {
      const { url, duration, width, height, poster } = need(videoBodyOf(body));
      return { ...common, ...copy, type: 'video', body: { url, duration, width, height, poster } };
    }
    case 'file': {
      const { url, name } = need(fileBodyOf(body));
      return { ...common, ...copy, type: 'file', body: { url, ...(name ? { name } : {}) } };
    }
    case 'location': {
      const { name, address, latitude, longitude } = need(locationBodyOf(body));
      return { ...common, type: 'location', body: { name, address, latitude, longitude } };
    }
    case 'code':
      return { ...common, type: 'code', body: need(codeBodyOf(body)) };
    case 'rich-text':
      return { ...common, type: 'rich-text', body: String(body) };
    case 'history':
      return { ...common, type: 'history', body: { msg_ids: need(historyBodyOf(body)).msgList.map((m) => m._id) } };
    case 'userinfo-card':
      return { ...common, type: 'userinfo-card', body: { user_id: need(userinfoCardBodyOf(body)).user_id } };
    default:
      throw new Error(`messages of type ${message.type} are not sent by users`);
  }
}

/** The server has our message: it replaces the one on its way, and the conversation moves to the top. */
async function delivered(conversationId: string, answer: ImMessage): Promise<void> {
  mergeMessages(conversationId, [asClientMessage(answer)], { create: true });
  uploaded.delete(answer.unique_id);
  uploadedMedia.delete(answer.unique_id);
  posters.delete(answer.unique_id);
  copiedFrom.delete(answer.unique_id);
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
    // The chat's own upload, so guests can send pictures too.
    uploadChatFile(message.file, 'image', { onProgress: setProgress }),
    pictureSize(message.file),
  ]);
  const body: ImageBody = { url: result.url, ...size };
  uploaded.set(message.unique_id, body);
  return body;
}

/** The upload kind of a message type that carries a file of its own. */
const UPLOAD_KIND: Partial<Record<string, ChatUploadKind>> = { sound: 'sound', video: 'video', file: 'file' };

/**
 * Uploads the recording, video (with its still picture) or file of a message with its progress (0..1), once per
 * send, and answers the body to send.
 */
async function uploadMedia(conversationId: string, message: ClientMessage, kind: ChatUploadKind): Promise<unknown> {
  const done = uploadedMedia.get(message.unique_id);
  if (done) return done;
  const file = message.file;
  if (!file) throw new Error('the file of this message is gone');
  const setProgress = (progress: number) =>
    changeMessageByUniqueId(conversationId, message.unique_id, (m) => ({ ...m, progress }));
  setProgress(0);
  const result = await uploadChatFile(file, kind, { onProgress: setProgress, name: file.name });
  let body: unknown;
  if (kind === 'sound') {
    body = { url: result.url, time: soundBodyOf(message.body)?.time ?? 0 } satisfies SoundBody;
  } else if (kind === 'video') {
    const facts = videoBodyOf(message.body);
    const still = posters.get(message.unique_id);
    // A video goes without its still picture rather than not at all.
    const poster = still
      ? await uploadChatFile(still, 'image', { name: 'poster.jpg' }).then(
          (picture) => picture.url,
          () => undefined,
        )
      : undefined;
    body = {
      url: result.url,
      size: result.size,
      ...(facts?.duration !== undefined ? { duration: facts.duration } : {}),
      ...(facts?.width !== undefined ? { width: facts.width } : {}),
      ...(facts?.height !== undefined ? { height: facts.height } : {}),
      ...(poster ? { poster } : {}),
    } satisfies VideoBody;
  } else {
    body = { url: result.url, name: file.name || result.name, size: result.size } satisfies FileBody;
  }
  uploadedMedia.set(message.unique_id, body);
  return body;
}

/** The body to send: uploaded first when the message carries a file of this device (not a copy). */
async function bodyToSend(conversationId: string, message: ClientMessage): Promise<unknown> {
  if (copiedFrom.has(message.unique_id)) return message.body;
  if (message.type === 'image') return uploadPicture(conversationId, message);
  const kind = UPLOAD_KIND[message.type];
  return kind ? uploadMedia(conversationId, message, kind) : message.body;
}

/**
 * Sends one of our messages (first time or retry) and resolves true once the server has it; a failure leaves it
 * 'failed', for the retry button, and resolves false.
 */
async function deliver(conversationId: string, message: ClientMessage): Promise<boolean> {
  try {
    const body = await bodyToSend(conversationId, message);
    const answer = await sendMsg(requestFor(message, body));
    await delivered(conversationId, answer);
    return true;
  } catch (error) {
    // The error was shown (the call's toast, or the upload's).
    changeMessageByUniqueId(conversationId, message.unique_id, (m) => ({ ...m, state: 'failed' }));
    // No message tells a member an admin muted them: the members read again close the composer with the reason.
    if (message.group_id && error instanceof ApiError && error.errCode === 'IM_MUTED') {
      void loadGroupMembers(message.group_id).catch(() => undefined);
    }
    return false;
  }
}

/** Shows our message at once and sends it; resolves true once the server has it. */
async function send(
  conversationId: string,
  type: SendableType,
  body: unknown,
  extra: Partial<ClientMessage> = {},
): Promise<boolean> {
  const conversation = get().conversations[conversationId];
  if (!conversation) throw new Error(`no conversation ${conversationId}`);
  const message = { ...outgoing(conversation, type, body, extra.reply_msg_id ?? undefined), ...extra };
  mergeMessages(conversationId, [message], { create: true });
  return deliver(conversationId, message);
}

const asReply = (replyTo: string | undefined): Partial<ClientMessage> => (replyTo ? { reply_msg_id: replyTo } : {});

/** Whom a group message @-mentions: user ids, or '__ALL' (admins only). */
export type Mentions = string[] | '__ALL';

/**
 * Sends a text (at most 50,000 characters), optionally as a reply to a message and, in a group, @-mentioning
 * members. Empty text sends nothing.
 */
export async function sendText(
  conversationId: string,
  text: string,
  replyTo?: string,
  mentions?: Mentions,
): Promise<void> {
  if (!text.trim()) return;
  if (text.length > IM.TEXT_MAX_LENGTH)
    throw new RangeError(`a text may have at most ${IM.TEXT_MAX_LENGTH} characters`);
  const mentioned = mentions && mentions.length > 0 ? { call_uid: mentions } : {};
  await send(conversationId, 'text', text, { ...asReply(replyTo), ...mentioned });
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

/**
 * Sends a voice recording of `seconds` (1–60, whole): shown at once, uploaded with its progress, then sent.
 * `recording` is what the browser recorded; its type names the format.
 */
export async function sendSound(
  conversationId: string,
  recording: Blob,
  seconds: number,
  replyTo?: string,
): Promise<void> {
  const time = Math.round(seconds);
  if (time < IM.SOUND_MIN_SECONDS || time > IM.SOUND_MAX_SECONDS) {
    throw new RangeError(`a voice message lasts ${IM.SOUND_MIN_SECONDS} to ${IM.SOUND_MAX_SECONDS} seconds`);
  }
  const extension = recording.type.includes('mp4') ? 'm4a' : recording.type.includes('ogg') ? 'ogg' : 'webm';
  const file =
    recording instanceof File
      ? recording
      : new File([recording], `voice-${Date.now()}.${extension}`, { type: recording.type });
  await send(conversationId, 'sound', { url: '', time } satisfies SoundBody, {
    file,
    progress: 0,
    ...asReply(replyTo),
  });
}

/**
 * Sends a video: its length, size and a still picture are read on this device where the browser can, then it is
 * uploaded with its progress and sent.
 */
export async function sendVideo(conversationId: string, file: File, replyTo?: string): Promise<void> {
  const facts = await videoFacts(file);
  const body: VideoBody = {
    url: '',
    size: file.size,
    ...(facts.duration !== undefined ? { duration: facts.duration } : {}),
    ...(facts.width !== undefined ? { width: facts.width } : {}),
    ...(facts.height !== undefined ? { height: facts.height } : {}),
  };
  const conversation = get().conversations[conversationId];
  if (!conversation) throw new Error(`no conversation ${conversationId}`);
  const message = { ...outgoing(conversation, 'video', body, replyTo), file, progress: 0 };
  if (facts.poster) posters.set(message.unique_id, facts.poster);
  mergeMessages(conversationId, [message], { create: true });
  await deliver(conversationId, message);
}

/** Sends a file for download: shown at once with its name and size, uploaded with its progress, then sent. */
export async function sendFile(conversationId: string, file: File, replyTo?: string): Promise<void> {
  await send(conversationId, 'file', { url: '', name: file.name, size: file.size } satisfies FileBody, {
    file,
    progress: 0,
    ...asReply(replyTo),
  });
}

/** Sends a place: its name, address and coordinates. */
export async function sendLocation(conversationId: string, place: LocationBody, replyTo?: string): Promise<void> {
  await send(conversationId, 'location', place, asReply(replyTo));
}

/** Sends code, highlighted in `language` when given (at most 50,000 characters). Empty code sends nothing. */
export async function sendCode(conversationId: string, code: string, language?: string, replyTo?: string) {
  if (!code.trim()) return;
  if (code.length > IM.CODE_MAX_LENGTH) throw new RangeError(`code may have at most ${IM.CODE_MAX_LENGTH} characters`);
  await send(conversationId, 'code', { code, ...(language ? { language } : {}) }, asReply(replyTo));
}

/** Sends a rich text: markdown, rendered safely by whoever reads it (at most 50,000 characters). */
export async function sendRichText(conversationId: string, markdown: string, replyTo?: string): Promise<void> {
  if (!markdown.trim()) return;
  if (markdown.length > IM.RICH_TEXT_MAX_LENGTH) {
    throw new RangeError(`a rich text may have at most ${IM.RICH_TEXT_MAX_LENGTH} characters`);
  }
  await send(conversationId, 'rich-text', markdown, asReply(replyTo));
}

/** Sends a user's card; the server fills it from the user's profile. `preview` shows it while it is on its way. */
export async function sendUserCard(
  conversationId: string,
  user: { _id: string; nickname: string; avatar_file: { url: string } | null },
  replyTo?: string,
): Promise<void> {
  const card: UserinfoCardBody = {
    user_id: user._id,
    nickname: user.nickname,
    avatar_file: { url: user.avatar_file?.url ?? '' },
  };
  await send(conversationId, 'userinfo-card', card, asReply(replyTo));
}

// ---- Forwarding ----

const byCreateTime = (messages: readonly ClientMessage[]) =>
  [...messages].filter(isForwardable).sort((a, b) => a.create_time - b.create_time);

/**
 * The body a copy starts with: the original's, except that a history goes inside a new one, since the server
 * bundles only messages the sender can read, and the messages a history carries may be from anyone's chat.
 */
function copiedBody(original: ClientMessage): unknown {
  if (original.type !== 'history') return original.body;
  const { _id, from_uid, nickname, body, create_time } = original;
  return { msgList: [{ _id, from_uid, nickname, type: 'history', body, create_time }] } satisfies HistoryBody;
}

/**
 * 逐条转发: sends a copy of each message, oldest first, to another conversation, one after the other so they arrive
 * in order. Copies of pictures, recordings, videos and files name the message they copy, so its file may be sent
 * again. Resolves with how many the server took.
 */
export async function forwardOneByOne(targetId: string, messages: readonly ClientMessage[]): Promise<number> {
  let sent = 0;
  for (const original of byCreateTime(messages)) {
    const conversation = get().conversations[targetId];
    if (!conversation) throw new Error(`no conversation ${targetId}`);
    const copy = outgoing(conversation, original.type as SendableType, copiedBody(original));
    copiedFrom.set(copy.unique_id, original._id);
    mergeMessages(targetId, [copy], { create: true });
    if (await deliver(targetId, copy)) sent += 1;
  }
  return sent;
}

/**
 * 合并转发: sends the messages (at most 100) to another conversation as one history message, shown at once as the
 * bundle; the server copies them from what the sender can read. Resolves true once the server has it.
 */
export async function forwardAsHistory(targetId: string, messages: readonly ClientMessage[]): Promise<boolean> {
  const bundled = byCreateTime(messages);
  if (bundled.length === 0) return false;
  if (bundled.length > IM.HISTORY_MAX_MESSAGES) {
    throw new RangeError(`a history carries at most ${IM.HISTORY_MAX_MESSAGES} messages`);
  }
  const body: HistoryBody = {
    msgList: bundled.map(({ _id, from_uid, nickname, type, body: content, create_time }) => ({
      _id,
      from_uid,
      nickname,
      type,
      body: content,
      create_time,
    })),
  };
  return send(targetId, 'history', body);
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
