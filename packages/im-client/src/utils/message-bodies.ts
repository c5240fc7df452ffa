// The bodies of sound, video, file, location, code, history and userinfo-card messages, read by shape (the contract's
// zod schemas stay on the server's side), so a body of the wrong shape shows as unsupported instead of breaking.
import type {
  CodeBody,
  FileBody,
  HistoryBody,
  HistoryItem,
  LocationBody,
  MessageType,
  SoundBody,
  UserinfoCardBody,
  VideoBody,
} from '@ffe/shared/contracts/im';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const optionalNumber = <K extends string>(key: K, value: unknown): Partial<Record<K, number>> =>
  (isNumber(value) ? { [key]: value } : {}) as Partial<Record<K, number>>;

/** A voice message: its recording and its length in seconds. */
export function soundBodyOf(body: unknown): SoundBody | null {
  if (!isObject(body) || !isText(body.url)) return null;
  return { url: body.url, time: isNumber(body.time) ? body.time : 0 };
}

/** A video with what the player needs before it loads: length, size in pixels, a still picture. */
export function videoBodyOf(body: unknown): VideoBody | null {
  if (!isObject(body) || !isText(body.url)) return null;
  return {
    url: body.url,
    size: isNumber(body.size) ? body.size : 0,
    ...optionalNumber('duration', body.duration),
    ...optionalNumber('width', body.width),
    ...optionalNumber('height', body.height),
    ...(isText(body.poster) && body.poster ? { poster: body.poster } : {}),
  };
}

/** A file to download: its address, name and size in bytes. */
export function fileBodyOf(body: unknown): FileBody | null {
  if (!isObject(body) || !isText(body.url)) return null;
  return { url: body.url, name: isText(body.name) ? body.name : '', size: isNumber(body.size) ? body.size : 0 };
}

/** A place: its name, address and coordinates in degrees (none when they are off the globe). */
export function locationBodyOf(body: unknown): LocationBody | null {
  if (!isObject(body) || !isNumber(body.latitude) || !isNumber(body.longitude)) return null;
  if (Math.abs(body.latitude) > 90 || Math.abs(body.longitude) > 180) return null;
  return {
    name: isText(body.name) ? body.name : '',
    address: isText(body.address) ? body.address : '',
    latitude: body.latitude,
    longitude: body.longitude,
  };
}

/** A code body; a bare string (how a code message was once sent) is code without a language. */
export function codeBodyOf(body: unknown): CodeBody | null {
  if (isText(body)) return { code: body };
  if (!isObject(body) || !isText(body.code)) return null;
  return { code: body.code, ...(isText(body.language) && body.language ? { language: body.language } : {}) };
}

/** The markdown of a rich-text message. */
export function richTextOf(body: unknown): string | null {
  return isText(body) ? body : null;
}

/** Several messages forwarded as one (合并转发), oldest first. */
export function historyBodyOf(body: unknown): HistoryBody | null {
  if (!isObject(body) || !Array.isArray(body.msgList)) return null;
  const msgList = body.msgList.filter(isObject).map(
    (item): HistoryItem => ({
      _id: isText(item._id) ? item._id : '',
      from_uid: isText(item.from_uid) ? item.from_uid : '',
      nickname: isText(item.nickname) ? item.nickname : '',
      // A type this app does not know shows as unsupported, like any message of it.
      type: isText(item.type) ? (item.type as MessageType) : 'text',
      body: item.body,
      create_time: isNumber(item.create_time) ? item.create_time : 0,
    }),
  );
  return { msgList };
}

/** A user's card: tapping it opens a chat with them. */
export function userinfoCardBodyOf(body: unknown): UserinfoCardBody | null {
  if (!isObject(body) || !isText(body.user_id) || !body.user_id) return null;
  const picture = body.avatar_file;
  return {
    user_id: body.user_id,
    nickname: isText(body.nickname) ? body.nickname : '',
    avatar_file: { url: isObject(picture) && isText(picture.url) ? picture.url : '' },
  };
}
