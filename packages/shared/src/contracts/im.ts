import { z } from 'zod';
import { IM } from '../constants';
import type { OrderBackAlert, OrderPaidAlert } from './admin-orders';
import type { DeskEvent } from './desk-event';
import { uploadResult } from './member-centre';

/** A user id, conversation id or message id as the IM calls carry them. */
const imId = z.string().min(1).max(128);
const millis = z.number().int().min(0);

/**
 * The product's message types (PRODUCT.md#chat-messages), plus `goods`: the shop's goods card (decision 008),
 * `order-notice`: a step of an order, from `system` only (issue 13), and from customer service only (issue 15)
 * `service-rating`, the request to rate a resolved conversation, and `coupon`, a coupon an agent gave; `shop-notice`:
 * an occasion coming or goods back in stock, from `system` only (issue 16).
 */
export const messageTypes = [
  'text',
  'image',
  'sound',
  'video',
  'file',
  'location',
  'system',
  'code',
  'rich-text',
  'revoke_msg',
  'history',
  'order',
  'pay-notify',
  'userinfo-card',
  'read_msg',
  'clear-conversation-unreadCount',
  'goods',
  'order-notice',
  'service-rating',
  'coupon',
  'shop-notice',
] as const;
export type MessageType = (typeof messageTypes)[number];

/** A picture or file as messages and profiles carry it. */
export const fileRef = z.object({ url: z.string() });

/** What anyone signed in may read of a user (PRODUCT.md#chat-users). */
export const publicUser = z.object({
  _id: z.string(),
  nickname: z.string(),
  avatar_file: fileRef,
  realname_auth: z.object({ auth_status: z.number().int() }),
});
export type PublicUser = z.infer<typeof publicUser>;

/** A goods card as stored: the server fills it from the catalogue, never from the client. */
export const goodsCardBody = z.object({
  goods_id: z.string(),
  name: z.string(),
  /** Yuan with 2 decimals, as every API shows money. */
  price: z.number(),
  image: z.string(),
});
export type GoodsCardBody = z.infer<typeof goodsCardBody>;

/** An order card as stored: filled from the order; `pay-notify` updates channel, status and pay time. */
export const orderCardBody = z.object({
  order_id: z.string(),
  order_no: z.string(),
  name: z.string(),
  image: z.string(),
  goods_count: z.number().int(),
  /** Yuan with 2 decimals. */
  amount: z.number(),
  order_status: z.string(),
  pay_channel: z.string().nullable(),
  /** 1 once paid (PRODUCT.md#chat-pay-notify: status default 1), 0 before. */
  status: z.number().int(),
  pay_time: z.number().int().nullable(),
});
export type OrderCardBody = z.infer<typeof orderCardBody>;

/** The pay-notify body (PRODUCT.md#chat-pay-notify), with the order's number and amount (yuan) so the notice says which order. */
export const payNotifyBody = z.object({
  order_id: z.string(),
  group_id: z.string().nullable(),
  pay_channel: z.string(),
  status: z.number().int(),
  pay_time: z.number().int(),
  order_no: z.string(),
  amount: z.number(),
});
export type PayNotifyBody = z.infer<typeof payNotifyBody>;

/**
 * A step of the customer's order, told by `system` (issue 13): the pay-notify's shape with the new state, the order's
 * number and amount (yuan), a link to it, the courier on dispatch, the photo on delivery and staff's refund reason.
 */
export const orderNoticeBody = z.object({
  order_id: z.string(),
  group_id: z.null(),
  order_no: z.string(),
  order_status: z.string(),
  amount: z.number(),
  url: z.string(),
  courier: z.object({ name: z.string(), phone: z.string() }).nullable(),
  photo: z.string().nullable(),
  reason: z.string().nullable(),
  time: z.number().int(),
});
export type OrderNoticeBody = z.infer<typeof orderNoticeBody>;

/**
 * What the shop tells a member from `system` besides orders (issue 16): a saved occasion `days` before its `date`, or
 * goods (and `option`) they asked about back in stock. `url` opens the goods for it.
 */
export const shopNoticeBody = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('occasion'),
    occasion: z.string(),
    name: z.string(),
    date: z.string(),
    days: z.number().int(),
    url: z.string(),
    time: z.number().int(),
  }),
  z.object({
    kind: z.literal('back-in-stock'),
    goods_id: z.string(),
    name: z.string(),
    option: z.string().nullable(),
    image: z.string(),
    url: z.string(),
    time: z.number().int(),
  }),
  // The shop changed the delivery at the member's request, or the courier found no one home (issue 40).
  z.object({
    kind: z.literal('order-delivery'),
    event: z.enum(['changed', 'not-home']),
    order_id: z.string(),
    order_no: z.string(),
    /** The recipient's name; `date` and `slot` (its hours) say when the flowers now come. */
    name: z.string(),
    date: z.string(),
    slot: z.string(),
    url: z.string(),
    time: z.number().int(),
  }),
  // The cooler fell short of a paid order: substitutes proposed, answered on the card by `deadline` (issue 44).
  z.object({
    kind: z.literal('substitution'),
    substitution_id: z.string(),
    order_id: z.string(),
    order_no: z.string(),
    /** The order's number again, as every notice names something. */
    name: z.string(),
    lines: z.array(
      z.object({
        name: z.string(),
        name_en: z.string().nullable(),
        substitute: z.string(),
        substitute_en: z.string().nullable(),
        units: z.number().int(),
      }),
    ),
    deadline: z.number().int(),
    url: z.string(),
    time: z.number().int(),
  }),
  // A subscription's delivery (issue 45): tomorrow, moved by the shop, delivered (with its photo), or the plan ending.
  z.object({
    kind: z.literal('subscription'),
    event: z.enum(['tomorrow', 'moved', 'delivered', 'ending']),
    subscription_id: z.string(),
    /** The series' name, and its English name when it has one. */
    name: z.string(),
    name_en: z.string().nullable(),
    /** The delivery's date ('' for `ending`), the date the shop moved it from, its number of the plan's. */
    date: z.string(),
    moved_from: z.string().nullable(),
    number: z.number().int().nullable(),
    total: z.number().int(),
    photo: z.string().nullable(),
    url: z.string(),
    time: z.number().int(),
  }),
]);
export type ShopNoticeBody = z.infer<typeof shopNoticeBody>;

/** A coupon an agent gave the member (issue 15), already in their coupons: the card's terms, amounts in yuan. */
export const couponCardBody = z.object({
  coupon_id: z.string(),
  name: z.string(),
  kind: z.enum(['fixed', 'percent']),
  amount_off: z.number(),
  percent_off: z.number().int(),
  min_spend: z.number(),
  expires_at: millis,
});
export type CouponCardBody = z.infer<typeof couponCardBody>;

/** An image message: a picture uploaded through /api/upload, with its size for layout. */
export const imageBody = z.object({
  url: z.string().min(1).max(1024),
  width: z.number().int().min(0).max(100_000).optional(),
  height: z.number().int().min(0).max(100_000).optional(),
});
export type ImageBody = z.infer<typeof imageBody>;

/** What a chat upload URL may look like; the server checks it names an upload of the right kind (im.service). */
const uploadUrl = z.string().min(1).max(1024);
/** A stored file's size in bytes: the server takes it from the upload, never from the client. */
const byteSize = z.number().int().min(0);
/** Pixels of a picture or video frame. */
const dimension = z.number().int().min(0).max(100_000);
/** A length in seconds no video exceeds (a day), so nonsense is refused. */
const MEDIA_MAX_SECONDS = 86_400;

/** A voice message: a `sound` upload and its length in whole seconds (1–60), stored as sent. */
export const soundBody = z.strictObject({
  url: uploadUrl,
  time: z.number().int().min(IM.SOUND_MIN_SECONDS).max(IM.SOUND_MAX_SECONDS),
});
export type SoundBody = z.infer<typeof soundBody>;

/** A video message as stored: a `video` upload, its size from the upload, an optional `image` upload as poster. */
export const videoBody = z.object({
  url: uploadUrl,
  /** Seconds. */
  duration: z.number().min(0).max(MEDIA_MAX_SECONDS).optional(),
  width: dimension.optional(),
  height: dimension.optional(),
  poster: uploadUrl.optional(),
  size: byteSize,
});
export type VideoBody = z.infer<typeof videoBody>;

/** A file's name as shown and downloaded: no folders, no control characters. */
const fileName = z
  .string()
  .trim()
  .min(1)
  .max(255)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  .regex(/^[^\\/\u0000-\u001f\u007f]+$/, 'a file name without / or \\');

/** A file message as stored: any upload, its name (the upload's unless the sender names it) and size. */
export const fileBody = z.object({ url: uploadUrl, name: fileName, size: byteSize });
export type FileBody = z.infer<typeof fileBody>;

/** A place: a card with its name, address and coordinates (the map opens at IM.MAP_ZOOM_DEFAULT). */
export const locationBody = z.strictObject({
  name: z.string().trim().min(1).max(IM.LOCATION_NAME_MAX_LENGTH),
  address: z.string().trim().max(IM.LOCATION_ADDRESS_MAX_LENGTH),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type LocationBody = z.infer<typeof locationBody>;

/** A code message, shown monospaced and highlighted in `language` when named (e.g. `ts`, `python`). */
export const codeBody = z.strictObject({
  code: z.string().max(IM.CODE_MAX_LENGTH).regex(/\S/, 'must not be empty'),
  language: z
    .string()
    .regex(/^[A-Za-z0-9_+#.-]{1,32}$/, 'a language name such as ts or python')
    .optional(),
});
export type CodeBody = z.infer<typeof codeBody>;

/** A rich-text message: markdown, stored as sent; the web renders it safely (PRODUCT.md#chat-rich-text). */
export const richTextBody = z.string().max(IM.RICH_TEXT_MAX_LENGTH).regex(/\S/, 'must not be empty');

/** One message inside a history bundle, copied when it was forwarded. */
export const historyItem = z.object({
  _id: z.string(),
  from_uid: z.string(),
  nickname: z.string(),
  type: z.enum(messageTypes),
  body: z.unknown(),
  create_time: millis,
});
export type HistoryItem = z.infer<typeof historyItem>;

/** A history message as stored: the forwarded messages, oldest first. */
export const historyBody = z.object({ msgList: z.array(historyItem) });
export type HistoryBody = z.infer<typeof historyBody>;

/** A user's card as stored: filled from the users table, never from the client. */
export const userinfoCardBody = z.object({ user_id: z.string(), nickname: z.string(), avatar_file: fileRef });
export type UserinfoCardBody = z.infer<typeof userinfoCardBody>;

/** What a chat upload is for: each kind has its own size limit (IM.UPLOAD_MAX_BYTES) and accepted contents. */
export const chatUploadKinds = ['image', 'sound', 'video', 'file'] as const;
export type ChatUploadKind = (typeof chatUploadKinds)[number];

/**
 * POST /api/im/upload, multipart: the field `kind` first, then the file in the field `file`. Guests may upload too.
 * Answers the temp-file fields of /api/member/upload, `fileType` being the kind.
 */
export const imUpload = {
  fields: z.strictObject({ kind: z.enum(chatUploadKinds) }),
  response: uploadResult,
  path: '/api/im/upload' as const,
};

/** One reader of a message (PRODUCT.md#chat-messages: reader_list). */
export const reader = z.object({ user_id: z.string(), create_time: millis });

/** A message as the server stores and returns it (PRODUCT.md#chat-messages). */
export const message = z.object({
  _id: z.string(),
  unique_id: z.string(),
  conversation_id: z.string(),
  group_id: z.string().nullable(),
  from_uid: z.string(),
  to_uid: z.string().nullable(),
  type: z.enum(messageTypes),
  action: z.string().nullable(),
  body: z.unknown(),
  nickname: z.string(),
  avatar_file: fileRef.nullable(),
  create_time: millis,
  client_create_time: millis,
  update_time: millis,
  is_read: z.boolean(),
  is_revoke: z.boolean(),
  is_delete: z.boolean(),
  is_mute: z.boolean(),
  /** Set on pushes whose body was cut to a preview; read the full message by id. */
  LongMsg: z.boolean().optional(),
  call_uid: z.union([z.array(z.string()), z.literal('__ALL')]).nullable(),
  reader_list: z.array(reader),
  device_id: z.string().nullable(),
  /** The message this one answers, when it is a reply. */
  reply_msg_id: z.string().nullable(),
  /** The staff member who answered as customer service (issue 15); null for everyone else's messages. */
  agent_id: z.string().nullable(),
  /** The agent's display name when the shop shows it to customers (客服·小美), else null. */
  agent_name: z.string().nullable(),
});
export type ImMessage = z.infer<typeof message>;

/** A conversation row of one user (PRODUCT.md#chat-conversations); `type` 1 single, 2 group (decision 008). */
export const conversation = z.object({
  id: z.string(),
  type: z.union([z.literal(1), z.literal(2)]),
  group_id: z.string().nullable(),
  friend_uid: z.string().nullable(),
  user_id: z.string(),
  user_info: publicUser.nullable(),
  unread_count: z.number().int(),
  mute: z.boolean(),
  hidden: z.boolean(),
  is_star: z.boolean(),
  pinned: z.boolean(),
  tags: z.array(z.string()),
  last_msg_note: z.string(),
  last_msg_create_time: millis,
  update_time: millis,
  create_time: millis,
  client_create_time: millis,
  is_temp: z.boolean(),
  customSortTime: millis,
  customIndex: z.number().int(),
  remind_msg_ids: z.array(z.string()),
  unread_group_notice_id: z.string().nullable(),
  has_unread_group_notification: z.boolean(),
  chatInputContent: z.string(),
  /** The newest message, so a list opens without a second call. */
  last_msg: message.nullable(),
});
export type ImConversation = z.infer<typeof conversation>;

/** getConversationList, both of its forms (PRODUCT.md#chat-calls). */
export const getConversationList = {
  request: z.union([
    z.strictObject({
      minUpdateTime: millis,
      limit: z.number().int().min(1).max(IM.CONVERSATION_PAGE_SIZE).default(IM.CONVERSATION_PAGE_SIZE),
    }),
    z.strictObject({
      maxLastMsgCreateTime: millis.optional(),
      limit: z.number().int().min(1).max(IM.CONVERSATION_PAGE_SIZE).default(IM.CONVERSATION_PAGE_SIZE),
      conversation_id: imId.optional(),
      skip: z.number().int().min(0).max(100_000).default(0),
      distinguishPinned: z.boolean().optional(),
      type: z.union([z.literal(1), z.literal(2)]).optional(),
      group_id: imId.optional(),
    }),
  ]),
  response: z.array(conversation),
  path: '/api/im/getConversationList' as const,
};
export type GetConversationListRequest = z.input<typeof getConversationList.request>;

const sendCommon = {
  to_uid: imId.optional(),
  group_id: imId.optional(),
  client_create_time: millis,
  /** The client's id of this send; a retry with the same one answers the first message. */
  unique_id: z.string().min(8).max(64).optional(),
  device_id: z.string().max(64).optional(),
  reply_msg_id: imId.optional(),
  /** In a group: the members mentioned, or '__ALL' (admins only). */
  call_uid: z.union([z.array(imId).max(500), z.literal('__ALL')]).optional(),
};

/**
 * A copy of a message the sender can read (forwarding one by one) names it, so the files it carries may be sent
 * again although someone else uploaded them.
 */
const copying = { forward_msg_id: imId.optional() };

/** sendMsg: a message of a type a user may send, or a revoke_msg / read_msg (PRODUCT.md#chat-calls). */
export const sendMsg = {
  request: z.discriminatedUnion('type', [
    z.strictObject({
      ...sendCommon,
      type: z.literal('text'),
      body: z.string().trim().min(1, 'must not be empty').max(IM.TEXT_MAX_LENGTH),
    }),
    z.strictObject({ ...sendCommon, ...copying, type: z.literal('image'), body: imageBody }),
    z.strictObject({ ...sendCommon, type: z.literal('goods'), body: z.strictObject({ goods_id: imId }) }),
    z.strictObject({ ...sendCommon, type: z.literal('order'), body: z.strictObject({ order_id: imId }) }),
    z.strictObject({ ...sendCommon, ...copying, type: z.literal('sound'), body: soundBody }),
    z.strictObject({
      ...sendCommon,
      ...copying,
      type: z.literal('video'),
      // The size is the upload's own: one the client sends is accepted and not used.
      body: z.strictObject({ ...videoBody.shape, size: byteSize.optional() }),
    }),
    z.strictObject({
      ...sendCommon,
      ...copying,
      type: z.literal('file'),
      body: z.strictObject({ ...fileBody.shape, name: fileName.optional(), size: byteSize.optional() }),
    }),
    z.strictObject({ ...sendCommon, type: z.literal('location'), body: locationBody }),
    z.strictObject({ ...sendCommon, type: z.literal('code'), body: codeBody }),
    z.strictObject({ ...sendCommon, type: z.literal('rich-text'), body: richTextBody }),
    z.strictObject({
      ...sendCommon,
      type: z.literal('history'),
      // Stored as a HistoryBody built from these messages, which the sender must be able to read.
      body: z.strictObject({ msg_ids: z.array(imId).min(1).max(IM.HISTORY_MAX_MESSAGES) }),
    }),
    z.strictObject({ ...sendCommon, type: z.literal('userinfo-card'), body: z.strictObject({ user_id: imId }) }),
    z.strictObject({ type: z.literal('revoke_msg'), msg_id: imId, device_id: z.string().max(64).optional() }),
    z.strictObject({ type: z.literal('read_msg'), msgId: imId, device_id: z.string().max(64).optional() }),
  ]),
  response: message,
  path: '/api/im/sendMsg' as const,
};
export type SendMsgRequest = z.input<typeof sendMsg.request>;

/** Messages of one conversation: after an update time ascending, or before a create time descending. */
export const getMsgList = {
  request: z.strictObject({
    conversation_id: imId,
    minUpdateTime: millis.optional(),
    /** With minUpdateTime: the last id already held at that time, so equal times are not skipped. */
    after_id: imId.optional(),
    maxCreateTime: millis.optional(),
    limit: z.number().int().min(1).max(IM.MESSAGE_BATCH_SIZE).default(IM.MESSAGE_BATCH_SIZE),
  }),
  response: z.array(message),
  path: '/api/im/getMsgList' as const,
};
export type GetMsgListRequest = z.input<typeof getMsgList.request>;

/** One message by id, for a LongMsg push (PRODUCT.md#chat-incoming: long messages are re-read). */
export const getMsg = { request: z.strictObject({ msg_id: imId }), response: message, path: '/api/im/getMsg' as const };

/** Updating one's own conversation row (PRODUCT.md#chat-calls). */
export const updateConversation = {
  request: z.strictObject({
    conversation_id: imId,
    unread_count: z.number().int().min(0).max(1_000_000).optional(),
    mute: z.boolean().optional(),
    is_star: z.boolean().optional(),
    hidden: z.boolean().optional(),
    pinned: z.boolean().optional(),
    chatInputContent: z.string().max(IM.TEXT_MAX_LENGTH).optional(),
    /** false: the user saw the group's new notice (clears unread_group_notice_id too). */
    has_unread_group_notification: z.literal(false).optional(),
    device_id: z.string().max(64).optional(),
  }),
  response: conversation,
  path: '/api/im/updateConversation' as const,
};
export type UpdateConversationRequest = z.input<typeof updateConversation.request>;

export const removeRemindMsgId = {
  request: z.strictObject({ conversation_id: imId, msg_id: imId }),
  response: z.null(),
  path: '/api/im/removeRemindMsgId' as const,
};

/** clearUnreadCount takes no payload: every conversation of the user becomes read. */
export const clearUnreadCount = {
  request: z.strictObject({ device_id: z.string().max(64).optional() }),
  response: z.null(),
  path: '/api/im/clearUnreadCount' as const,
};

/** getUnreadCount answers `data.unreadCountObj` (PRODUCT.md#chat-calls). */
export const getUnreadCount = {
  request: z.strictObject({}),
  response: z.object({
    unreadCountObj: z.object({
      /** Conversations with unread messages, muted ones left out: the badge of tab 0. */
      conversation: z.number().int(),
      /** Unread messages in those conversations. */
      message: z.number().int(),
      /** Unread notifications: the badge of tab 2. */
      notification: z.number().int(),
    }),
  }),
  path: '/api/im/getUnreadCount' as const,
};
export type UnreadCountObj = z.infer<typeof getUnreadCount.response>['unreadCountObj'];

export const getUsers = {
  request: z.strictObject({ ids: z.array(imId).min(1).max(IM.USERS_PER_READ) }),
  response: z.array(publicUser),
  path: '/api/im/getUsers' as const,
};

/** A guest's device id: 16–48 characters (PRODUCT.md#shop-accounts). */
export const deviceId = z.string().min(IM.DEVICE_ID_MIN_LENGTH).max(IM.DEVICE_ID_MAX_LENGTH);

/** Guest login into chat with a device id (decision 002). */
export const imLogin = {
  request: z.strictObject({ deviceId }),
  response: z.object({ token: z.string(), tokenExpired: millis, user: publicUser }),
  path: '/api/im/login' as const,
};

/** A member's chat token (decision 005): `uniToken` is a JSON string of `{ token, tokenExpired }`. */
export const uniLogin = {
  request: z.object({
    deviceId: deviceId.optional(),
    appId: z.string().max(64).optional(),
    uniPlatform: z.string().max(32).optional(),
  }),
  response: z.object({ uniToken: z.string() }),
};

/** Frames a client sends on the push socket. */
export const clientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(4096), deviceId: z.string().max(64) }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientFrame = z.infer<typeof clientFrame>;

/** A notification (collection uni-im-notification, PRODUCT.md#chat-friends). */
export const notification = z.object({
  _id: z.string(),
  user_id: z.string(),
  create_time: millis,
  is_read: z.boolean(),
  payload: z.object({
    type: z.string(),
    subType: z.string(),
    unique: z.string(),
    data: z.object({ from_uid: z.string(), to_uid: z.string() }).passthrough(),
  }),
});
export type ImNotification = z.infer<typeof notification>;

/** Frames the server pushes: messages, notifications, the ready answer, pong and a drain redirect. */
export type ServerFrame =
  | { type: 'ready'; data: { uid: string } }
  | { type: 'pong' }
  | { type: 'uni-im'; data: ImMessage }
  | { type: 'uni-im-notification'; data: ImNotification }
  /** The node is going down: reconnect to one of `addresses` (empty: the same) after `delay` ms. */
  | { type: 'redirect'; data: { addresses: string[]; delay: number } }
  /** An order was just paid: only to staff holding orders.read (the console's new-order alert). */
  | { type: 'order-paid'; data: OrderPaidAlert }
  /** A courier brought an order back (not home, refused): to staff holding orders.read, for the florist (issue 40). */
  | { type: 'order-back'; data: OrderBackAlert }
  | { type: 'desk'; data: DeskEvent };

/** Reports an unexpected page error (PRODUCT.md#chat-calls: counted by message hash). */
export const reportError = {
  request: z.strictObject({
    message: z.string().min(1).max(2000),
    stack: z.string().max(8000).optional(),
    url: z.string().max(1024).optional(),
  }),
  response: z.null(),
  path: '/api/im/reportError' as const,
};
