// The table behind send(type, input): per type, what a message is made from, what it shows while on its way and what
// its sendMsg request carries. Pure: no store, no server.
import { IM } from '@ffe/shared/constants';
import type {
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

/** Whom a group message @-mentions: user ids, or '__ALL' (admins only). */
export type Mentions = string[] | '__ALL';

/** What each type of message is made from by whoever sends it. */
export interface SendInputs {
  text: { text: string; mentions?: Mentions };
  image: { file: File };
  goods: { goodsId: string; preview?: Partial<Omit<GoodsCardBody, 'goods_id'>> };
  order: { orderId: string; preview?: Partial<Omit<OrderCardBody, 'order_id'>> };
  /** `recording` is what the browser recorded (its type names the format); `seconds` 1–60. */
  sound: { recording: Blob; seconds: number };
  video: { file: File };
  file: { file: File };
  location: LocationBody;
  code: { code: string; language?: string };
  'rich-text': { markdown: string };
  /** The messages a history carries, oldest first. */
  history: { messages: readonly ImMessage[] };
  'userinfo-card': { user: { _id: string; nickname: string; avatar_file: { url: string } | null } };
}

/** A message as it starts on this device: the body it shows while on its way, and what goes with it. */
export interface Draft {
  body: unknown;
  /** The picture, recording, video or file to upload before sending. */
  file?: File;
  /** A video's still picture, uploaded with it. */
  poster?: Blob;
  mentions?: Mentions;
  /** The message a forwarded copy was made from. */
  copyOf?: string;
}

type Builder<T extends SendableType> = (input: SendInputs[T]) => Draft | null | Promise<Draft | null>;

const tooLong = (what: string, max: number) => new RangeError(`${what} may have at most ${max} characters`);

/** Per type, the draft its input makes; null sends nothing (an empty text), a RangeError refuses the input. */
export const bodyBuilders: { [T in SendableType]: Builder<T> } = {
  text: ({ text, mentions }) => {
    if (!text.trim()) return null;
    if (text.length > IM.TEXT_MAX_LENGTH) throw tooLong('a text', IM.TEXT_MAX_LENGTH);
    return { body: text, ...(mentions && mentions.length > 0 ? { mentions } : {}) };
  },
  image: ({ file }) => {
    const preview = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
    return { body: { url: preview } satisfies ImageBody, file };
  },
  goods: ({ goodsId, preview = {} }) => ({ body: { ...preview, goods_id: goodsId } }),
  order: ({ orderId, preview = {} }) => ({ body: { ...preview, order_id: orderId } }),
  sound: ({ recording, seconds }) => {
    const time = Math.round(seconds);
    if (time < IM.SOUND_MIN_SECONDS || time > IM.SOUND_MAX_SECONDS) {
      throw new RangeError(`a voice message lasts ${IM.SOUND_MIN_SECONDS} to ${IM.SOUND_MAX_SECONDS} seconds`);
    }
    const extension = recording.type.includes('mp4') ? 'm4a' : recording.type.includes('ogg') ? 'ogg' : 'webm';
    const file =
      recording instanceof File
        ? recording
        : new File([recording], `voice-${Date.now()}.${extension}`, { type: recording.type });
    return { body: { url: '', time } satisfies SoundBody, file };
  },
  // Its length, size and a still picture are read on this device where the browser can.
  video: async ({ file }) => {
    const facts = await videoFacts(file);
    const body: VideoBody = {
      url: '',
      size: file.size,
      ...(facts.duration !== undefined ? { duration: facts.duration } : {}),
      ...(facts.width !== undefined ? { width: facts.width } : {}),
      ...(facts.height !== undefined ? { height: facts.height } : {}),
    };
    return { body, file, ...(facts.poster ? { poster: facts.poster } : {}) };
  },
  file: ({ file }) => ({ body: { url: '', name: file.name, size: file.size } satisfies FileBody, file }),
  location: (place) => ({ body: place }),
  code: ({ code, language }) => {
    if (!code.trim()) return null;
    if (code.length > IM.CODE_MAX_LENGTH) throw tooLong('code', IM.CODE_MAX_LENGTH);
    return { body: { code, ...(language ? { language } : {}) } };
  },
  'rich-text': ({ markdown }) => {
    if (!markdown.trim()) return null;
    if (markdown.length > IM.RICH_TEXT_MAX_LENGTH) throw tooLong('a rich text', IM.RICH_TEXT_MAX_LENGTH);
    return { body: markdown };
  },
  history: ({ messages }) => {
    if (messages.length === 0) return null;
    if (messages.length > IM.HISTORY_MAX_MESSAGES) {
      throw new RangeError(`a history carries at most ${IM.HISTORY_MAX_MESSAGES} messages`);
    }
    const msgList = messages.map(({ _id, from_uid, nickname, type, body, create_time }) => ({
      _id,
      from_uid,
      nickname,
      type,
      body,
      create_time,
    }));
    return { body: { msgList } satisfies HistoryBody };
  },
  'userinfo-card': ({ user }) => ({
    body: {
      user_id: user._id,
      nickname: user.nickname,
      avatar_file: { url: user.avatar_file?.url ?? '' },
    } satisfies UserinfoCardBody,
  }),
};

/** The body a sendMsg request of type T carries. */
export type RequestBody<T extends SendableType> = Extract<SendMsgRequest, { type: T }>['body'];

const need = <B>(type: SendableType, value: B | null): B => {
  if (value === null) throw new Error(`a ${type} message without its body`);
  return value;
};

/**
 * Per type, the request body made from the body to send (the shown one, or the upload's): only the fields the server
 * takes, since it refuses a request with any other.
 */
export const requestBodies: { [T in SendableType]: (body: unknown) => RequestBody<T> } = {
  text: (body) => String(body),
  image: (body) => {
    const { url, width, height } = body as ImageBody;
    return { url, width, height };
  },
  goods: (body) => ({ goods_id: (body as { goods_id: string }).goods_id }),
  order: (body) => ({ order_id: (body as { order_id: string }).order_id }),
  sound: (body) => {
    const { url, time } = need('sound', soundBodyOf(body));
    return { url, time };
  },
  video: (body) => {
    const { url, duration, width, height, poster } = need('video', videoBodyOf(body));
    return { url, duration, width, height, poster };
  },
  file: (body) => {
    const { url, name } = need('file', fileBodyOf(body));
    return { url, ...(name ? { name } : {}) };
  },
  location: (body) => {
    const { name, address, latitude, longitude } = need('location', locationBodyOf(body));
    return { name, address, latitude, longitude };
  },
  code: (body) => need('code', codeBodyOf(body)),
  'rich-text': (body) => String(body),
  history: (body) => ({ msg_ids: need('history', historyBodyOf(body)).msgList.map((m) => m._id) }),
  'userinfo-card': (body) => ({ user_id: need('userinfo-card', userinfoCardBodyOf(body)).user_id }),
};

/** Whether a message of this type is one a user sends (a forwarded copy may be of any type). */
export const isSendable = (type: string): type is SendableType => Object.hasOwn(requestBodies, type);

/** The types whose file the server accepts again in a copy that names the message it was copied from. */
export const FILE_TYPES: ReadonlySet<SendableType> = new Set<SendableType>(['image', 'sound', 'video', 'file']);
