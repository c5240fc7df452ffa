// Uploading what a message of ours carries (a picture, recording, video or file) with its progress, before it is sent.
import type { ChatUploadKind, FileBody, ImageBody, SoundBody, VideoBody } from '@ffe/shared/contracts/im';
import { uploadChatFile } from '../api/upload-chat-file';
import type { ImClient } from '../client';
import { soundBodyOf, videoBodyOf } from '../utils/message-bodies';
import { type ClientMessage, changeMessageByUniqueId } from './im-store';

/** The upload kind of a message type that carries a file of its own. */
const UPLOAD_KIND: Partial<Record<string, ChatUploadKind>> = { sound: 'sound', video: 'video', file: 'file' };

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

const progressOf = (imClient: ImClient, conversationId: string, message: ClientMessage) => (progress: number) =>
  changeMessageByUniqueId(imClient, conversationId, message.unique_id, (m) => ({ ...m, progress }));

/** Keeps the upload's body on the message, so a retry sends it without uploading again. */
function keepUpload(imClient: ImClient, conversationId: string, message: ClientMessage, uploaded: unknown): unknown {
  changeMessageByUniqueId(imClient, conversationId, message.unique_id, (m) => ({
    ...m,
    outbox: { ...m.outbox, uploaded },
  }));
  return uploaded;
}

/** Uploads a picture with its progress in the message (0..1). */
async function uploadPicture(imClient: ImClient, conversationId: string, message: ClientMessage): Promise<unknown> {
  if (!message.file) throw new Error('the picture of this message is gone');
  const setProgress = progressOf(imClient, conversationId, message);
  setProgress(0);
  const [result, size] = await Promise.all([
    // The chat's own upload, so guests can send pictures too.
    uploadChatFile(imClient, message.file, 'image', { onProgress: setProgress }),
    pictureSize(message.file),
  ]);
  return keepUpload(imClient, conversationId, message, { url: result.url, ...size } satisfies ImageBody);
}

/** Uploads the recording, video (with its still picture) or file of a message with its progress (0..1). */
async function uploadMedia(
  imClient: ImClient,
  conversationId: string,
  message: ClientMessage,
  kind: ChatUploadKind,
): Promise<unknown> {
  const file = message.file;
  if (!file) throw new Error('the file of this message is gone');
  const setProgress = progressOf(imClient, conversationId, message);
  setProgress(0);
  const result = await uploadChatFile(imClient, file, kind, { onProgress: setProgress, name: file.name });
  let body: unknown;
  if (kind === 'sound') {
    body = { url: result.url, time: soundBodyOf(message.body)?.time ?? 0 } satisfies SoundBody;
  } else if (kind === 'video') {
    const facts = videoBodyOf(message.body);
    const still = message.outbox?.poster;
    // A video goes without its still picture rather than not at all.
    const poster = still
      ? await uploadChatFile(imClient, still, 'image', { name: 'poster.jpg' }).then(
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
  return keepUpload(imClient, conversationId, message, body);
}

/**
 * The body to send: uploaded first, once per send, when the message carries a file of this device (a forwarded copy
 * sends the original's).
 */
export async function bodyToSend(imClient: ImClient, conversationId: string, message: ClientMessage): Promise<unknown> {
  if (message.outbox?.copyOf) return message.body;
  if (message.outbox && 'uploaded' in message.outbox) return message.outbox.uploaded;
  if (message.type === 'image') return uploadPicture(imClient, conversationId, message);
  const kind = UPLOAD_KIND[message.type];
  return kind ? uploadMedia(imClient, conversationId, message, kind) : message.body;
}
