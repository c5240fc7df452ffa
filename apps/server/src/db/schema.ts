import type { RefundReason, RefundStatus } from '@ffe/shared/contracts/order';
import type { CourierFailure } from '@ffe/shared/domain/courier-outcomes';
import type { AfterSaleStatus, OrderStatus } from '@ffe/shared/domain/order-state';
import type { Generated, Kysely } from 'kysely';

/** Timestamps are epoch milliseconds; money is integer cents; flags are 0/1 on both databases. */
export interface CategoryTable {
  id: string;
  parent_id: string | null;
  name: string;
  /** The English name (migration 024); null shows the Chinese one. Optional so rows written before it still type. */
  name_en?: string | null;
  icon: string;
  sort: number;
  /** 0 hides the category (and its goods) from the shop's tree; the add-ons' 加购 is hidden. */
  visible: number;
  /** Raised by every staff save; a save from an older one is refused (migration 031). Optional: inserts start at 1. */
  version?: number;
}

export interface GoodsTable {
  id: string;
  category_id: string;
  name: string;
  sale_price: number;
  market_price: number;
  stock: number;
  sales: number;
  status: 'on_sale' | 'off_sale';
  cover: string;
  /** JSON array of picture paths. */
  pictures: string;
  /** JSON array of tags. */
  tags: string;
  flower_language: string;
  materials: string;
  packaging: string;
  delivery_notes: string;
  description: string;
  /** English texts (migration 024); null shows the Chinese ones. Optional so rows written before it still type. */
  name_en?: string | null;
  flower_language_en?: string | null;
  description_en?: string | null;
  /** English detail blocks and option dimension (migration 028); null shows the Chinese ones. */
  materials_en?: string | null;
  packaging_en?: string | null;
  delivery_notes_en?: string | null;
  spec_name_en?: string | null;
  /** Lower-cased names (Chinese and English), tags, flower language and category, searched by substring. */
  search_text: string;
  created_at: number;
  updated_at: number;
  /** The one specification dimension (枝数); null: no options, the row's own price and stock are sold. */
  spec_name: string | null;
  is_add_on: number;
  /** JSON array of the add-on goods ids it offers, in order. */
  add_on_ids: string;
  /** Raised by every staff save; a save from an older one is refused (migration 031). Optional: inserts start at 1. */
  version?: number;
}

/** One option of a goods with specifications (decision 020); removed options keep their row for orders and carts. */
export interface GoodsSkuTable {
  id: string;
  goods_id: string;
  name: string;
  /** The option's English name (migration 028); null shows the Chinese one. */
  name_en?: string | null;
  sale_price: number;
  market_price: number;
  stock: number;
  sales: number;
  /** null: the goods' cover. */
  picture: string | null;
  sort: number;
  removed_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface GoodsCommentTable {
  id: string;
  goods_id: string;
  user_id: string | null;
  nickname: string;
  avatar: string;
  anonymous: number;
  rating: number;
  content: string;
  /** JSON array of picture paths. */
  pictures: string;
  reply: string | null;
  reply_time: number | null;
  created_at: number;
  /** Set when the comment was written from an order: each line is commented once. */
  order_line_id: string | null;
  spec_name: string | null;
  sku_name: string | null;
  /** The option's English name, copied from the order line (migration 037); null shows `sku_name`. */
  sku_name_en?: string | null;
  /** Set when staff hid the comment from the shop (migration 021); optional so rows written before it still type. */
  hidden_at?: number | null;
}

export interface HomeLinkTable {
  id: string;
  slot: 'banner' | 'entry' | 'promotion';
  title: string;
  subtitle: string;
  /** English texts (migration 024); null shows the Chinese ones. */
  title_en?: string | null;
  subtitle_en?: string | null;
  image: string;
  /** The shop route the link opens, written from the typed link below. */
  link: string;
  sort: number;
  link_type: 'goods' | 'category' | 'search' | 'page';
  /** The goods id, category id, keyword or page path the link names. */
  link_target: string;
  /** Epoch ms; null is unbounded. */
  active_from: number | null;
  active_until: number | null;
}

export interface HomeSectionTable {
  id: string;
  title: string;
  /** The English title (migration 024); null shows the Chinese one. */
  title_en?: string | null;
  kind: 'hot' | 'new' | 'chosen';
  /** JSON array of goods ids in order; empty for a self-filling section. */
  goods_ids: string;
  sort: number;
  /** Raised by every staff save; a save from an older one is refused (migration 031). Optional: inserts start at 1. */
  version?: number;
}

/** One row (id 'home'): the chosen category icons and the version every home write raises. */
export interface HomePageTable {
  id: string;
  version: number;
  /** JSON array of category ids; null shows the first top-level categories. */
  category_ids: string | null;
  updated_at: number;
  updated_by: string | null;
}

export interface HotWordTable {
  word: string;
  sort: number;
  /** The word shown to English readers (migration 036); null shows the Chinese word. */
  word_en?: string | null;
}

/** One WeChat app's openid of a member (migration 038); the unionid links the apps of one developer account. */
export interface WechatIdentityTable {
  app_id: string;
  openid: string;
  unionid: string | null;
  user_id: string;
  created_at: number;
}

/** A started official-account OAuth round trip (migration 041): used once, before it expires. */
export interface WechatOauthStateTable {
  id: string;
  purpose: 'login' | 'bind';
  /** The member who binds; null for a sign-in. */
  user_id: string | null;
  scope: 'snsapi_base' | 'snsapi_userinfo';
  redirect_uri: string;
  /** Where the shop returns after the round trip (a path of the shop). */
  return_url: string | null;
  expires_at: number;
}

/** The official account's access_token or jsapi_ticket (migration 041) and the lease of the one process fetching it. */
export interface WechatCredentialTable {
  app_id: string;
  kind: 'access_token' | 'jsapi_ticket';
  value: string | null;
  expires_at: number;
  lease_owner: string | null;
  lease_until: number;
}

export interface MetaTable {
  key: string;
  value: string;
}

export interface UserTable {
  id: string;
  role: 'customer' | 'staff' | 'admin' | 'guest';
  phone: string | null;
  username: string | null;
  password_hash: string | null;
  wechat_openid: string | null;
  nickname: string;
  avatar: string;
  gender: 'unknown' | 'male' | 'female';
  /** YYYY-MM-DD. */
  birthday: string | null;
  language: 'zh-CN' | 'en' | null;
  created_at: number;
  updated_at: number;
  /** Set while staff keep the member out (migration 021): no sign-in, no order; optional as most writes leave it. */
  disabled_at?: number | null;
  /** Real-name verification (migration 023); the identity number is kept only masked and hashed. */
  real_name?: string | null;
  identity_masked?: string | null;
  identity_hash?: string | null;
  real_name_verified_at?: number | null;
}

export interface SmsCodeTable {
  id: string;
  phone: string;
  ip: string;
  /** sha256 of phone and code: a leaked table gives away no codes. */
  code_hash: string;
  attempts: number;
  used_at: number | null;
  created_at: number;
  expires_at: number;
}

/** One row per issued token: revoking it or passing its expiry ends the token. */
export interface SessionTable {
  id: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/** Password tries counted per key (an address and username, an address, a username) within a window. */
export interface LoginThrottleTable {
  key: string;
  attempts: number;
  window_started: number;
  locked_until: number;
  /** Locks taken since the window began; each lasts twice the one before. */
  lock_level: number;
}

/** Login codes sent per key (a phone's minute, a phone's day, an address's day) within a window. */
export interface SmsSendLimitTable {
  key: string;
  sends: number;
  window_started: number;
}

export interface AddressTable {
  id: string;
  user_id: string;
  recipient: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  tag: string;
  is_default: number;
  created_at: number;
  updated_at: number;
}

export interface FavouriteTable {
  user_id: string;
  goods_id: string;
  created_at: number;
}

export interface BrowseHistoryTable {
  id: string;
  user_id: string;
  goods_id: string;
  viewed_at: number;
}

export interface FeedbackTable {
  id: string;
  user_id: string;
  type: string;
  rating: number;
  content: string;
  /** JSON array of picture URLs. */
  pictures: string;
  contact: string;
  created_at: number;
  /** When staff marked it handled, and who (a user id); both null while it waits. */
  handled_at: number | null;
  handled_by: string | null;
}

export interface InvoiceTitleTable {
  id: string;
  user_id: string;
  kind: 'personal' | 'company';
  title: string;
  tax_number: string | null;
  created_at: number;
  updated_at: number;
}

export interface UploadTable {
  id: string;
  user_id: string;
  /** The name the file came with; it is stored under `stored_name`, a random one. */
  name: string;
  stored_name: string;
  mime: string;
  size: number;
  created_at: number;
}

/** Bytes and files one user uploaded in one of the shop's days (YYYY-MM-DD), against WRITE_QUOTAS. */
export interface UploadQuotaTable {
  user_id: string;
  day: string;
  bytes: number;
  files: number;
}

export interface CouponTemplateTable {
  id: string;
  name: string;
  /** The English name (migration 024); null shows the Chinese one. */
  name_en?: string | null;
  kind: 'fixed' | 'percent';
  amount_off: number;
  percent_off: number;
  max_off: number;
  min_spend: number;
  scope: 'all' | 'category' | 'goods';
  /** JSON array of category or goods ids. */
  scope_ids: string;
  /** A fixed window, or `valid_days` from claiming. */
  valid_from: number | null;
  valid_until: number | null;
  valid_days: number | null;
  total_quantity: number;
  claimed_count: number;
  per_member_limit: number;
  /** `public` coupons are in the claim centre; `new_member` ones are given at registration. */
  /** `hidden` ones are only issued by staff (issue 14). */
  audience: 'public' | 'hidden' | 'new_member';
  sort: number;
  created_at: number;
  /** When staff ended it: no more claims or issues; coupons already held keep their terms. */
  ended_at: number | null;
  updated_at: number | null;
  /** Raised by every staff save; a save from an older one is refused (migration 031). Optional: inserts start at 1. */
  version?: number;
}

/** A staff issue of a template, kept by its idempotency key so a repeated request gives nothing more. */
export interface CouponIssueTable {
  id: string;
  template_id: string;
  idempotency_key: string;
  /** `all`, or the member's id. */
  target: string;
  actor_id: string;
  issued: number;
  at_limit: number;
  sold_out: number;
  created_at: number;
}

export interface CouponTable {
  id: string;
  template_id: string;
  user_id: string;
  /** `held` by an unpaid order (`order_id`) until it is paid (`used`) or cancelled (`unused` again). */
  status: 'unused' | 'held' | 'used';
  order_id: string | null;
  starts_at: number;
  expires_at: number;
  claimed_at: number;
  used_at: number | null;
}

export interface OrderTable {
  id: string;
  order_no: string;
  user_id: string;
  idempotency_key: string;
  status: OrderStatus;
  goods_amount: number;
  delivery_fee: number;
  /** The delivery date's surcharge (cents) and its reason, as they were when ordering. */
  surcharge: number;
  surcharge_reason: string | null;
  discount_amount: number;
  pay_amount: number;
  refunded_amount: number;
  coupon_id: string | null;
  coupon_name: string | null;
  recipient_name: string;
  recipient_phone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  /** YYYY-MM-DD in the shop's time. */
  delivery_date: string;
  delivery_slot: string;
  card_message: string;
  /** The card's signature (署名); null on orders placed before it was asked. */
  card_signature: string | null;
  anonymous: number;
  /** 1: the recipient is texted when the flowers leave (issue 41), unless the buyer turned it off at checkout. */
  notify_recipient: number;
  /** Who ordered (订购人), as given at checkout; null when none was given. */
  sender_name: string | null;
  sender_phone: string | null;
  /** JSON of the invoice title as it was when ordering, or null. */
  invoice: string | null;
  note: string;
  pay_channel: 'wechat' | 'alipay' | null;
  has_after_sale: number;
  pay_deadline: number;
  paid_at: number | null;
  /** When the florist started it (issue 13); kept, so an after-sale that ends without a refund returns it there. */
  preparing_at: number | null;
  dispatched_at: number | null;
  received_at: number | null;
  /** The courier account it was dispatched to, when one was picked; that courier sees the delivery. */
  courier_user_id: string | null;
  courier_name: string | null;
  courier_phone: string | null;
  /** The upload path of the photo taken at delivery. */
  delivery_photo: string | null;
  /** Why staff refunded it, as they wrote it. */
  refund_reason: string | null;
  /** Brought back by its courier and waiting for the florist (issue 40): `not-home` or `refused`; null otherwise. */
  attention: CourierFailure | null;
  /** `subscription`: the purchase of a subscription, paid once and never made; `goods` otherwise (migration 045). */
  kind?: 'goods' | 'subscription';
  /** The subscription a delivery order (or a purchase order) belongs to; null for every other order. */
  subscription_id?: string | null;
  /** A delivery order's number in its subscription and the plan's deliveries ("3/12"); null otherwise. */
  subscription_number?: number | null;
  subscription_total?: number | null;
  created_at: number;
  updated_at: number;
}

export interface OrderLineTable {
  id: string;
  order_id: string;
  goods_id: string;
  /** The goods' name when bought. */
  name: string;
  /** The goods' English name when bought (migration 042); null shows `name`. */
  name_en?: string | null;
  cover: string;
  price: number;
  quantity: number;
  amount: number;
  sort: number;
  commented: number;
  sku_id: string | null;
  spec_name: string | null;
  sku_name: string | null;
  /** The option's English name when bought (migration 037); null shows `sku_name`. */
  sku_name_en?: string | null;
  is_add_on: number;
  /** 1: the line's size had a recipe when ordered, so it holds stems, not typed stock (migration 044). */
  from_cooler?: number;
}

export interface OrderEventTable {
  id: string;
  order_id: string;
  status: OrderStatus;
  by: 'customer' | 'staff' | 'system';
  /** The staff member who made a `staff` step (issue 13); null for older steps and for customers and the system. */
  actor_id: string | null;
  at: number;
  /** The event's place in its order's timeline: 1, 2, 3... never tied. */
  seq: number;
  /** What a step that changed the order without moving it changed (JSON `OrderChange[]`); null for moves. */
  changes: string | null;
  /** The courier's outcome a step records (`not-home`, `refused`); null for every other step. */
  outcome: CourierFailure | null;
}

export interface DeliverySlotLoadTable {
  delivery_date: string;
  slot: string;
  booked: number;
}

export interface PaymentTable {
  id: string;
  order_id: string;
  user_id: string;
  provider: string;
  channel: 'wechat' | 'alipay';
  amount: number;
  status: 'pending' | 'succeeded' | 'failed' | 'refunded';
  trade_no: string | null;
  refunded_amount: number;
  /** 1 for the payment that paid its order; money of any other is given back whole. */
  pays_order: number;
  paid_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface SandboxTransactionTable {
  id: string;
  trade_no: string;
  merchant: string;
  subject: string;
  channel: 'wechat' | 'alipay';
  amount: number;
  refunded_amount: number;
  status: 'pending' | 'paid' | 'failed' | 'refunded';
  return_url: string;
  paid_at: number | null;
  created_at: number;
  /** How many refund calls the sandbox refuses before it accepts again (tests and demos). */
  refunds_to_refuse: number;
}

/** The sandbox's refunds by their id, so a repeated refund call answers the first result. */
export interface SandboxRefundTable {
  id: string;
  payment_id: string;
  amount: number;
  created_at: number;
}

/** Money owed back to a payer, worked until the provider pays it (decision 012); the id is the provider's idempotency key. */
export interface RefundTable {
  id: string;
  payment_id: string;
  order_id: string;
  /** The after-sale request it pays, which closes when the money is back. */
  after_sale_id: string | null;
  amount: number;
  reason: RefundReason;
  status: RefundStatus;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  /** The process working it, until when; another may take it once the lease has run out. */
  lease_owner: string | null;
  lease_until: number | null;
  created_at: number;
  updated_at: number;
  settled_at: number | null;
}

export interface AfterSaleTable {
  id: string;
  order_id: string;
  user_id: string;
  kind: 'refund_only' | 'return_refund';
  reason: string;
  description: string;
  /** JSON array of picture URLs. */
  pictures: string;
  amount: number;
  status: AfterSaleStatus;
  staff_note: string;
  created_at: number;
  updated_at: number;
  /** JSON array of the order line ids the after-sale concerns; empty: the order as a whole. */
  line_ids: string;
}

export interface ImMessageTable {
  id: string;
  unique_id: string;
  conversation_id: string;
  group_id: string | null;
  from_uid: string;
  to_uid: string | null;
  type: string;
  action: string | null;
  /** The body as JSON. */
  body: string;
  nickname: string;
  avatar: string;
  create_time: number;
  client_create_time: number;
  update_time: number;
  is_read: number;
  is_revoke: number;
  is_delete: number;
  is_mute: number;
  /** JSON: a list of user ids or '__ALL'. */
  call_uid: string | null;
  device_id: string | null;
  reply_msg_id: string | null;
  /** The staff member who answered as customer service (issue 15). */
  agent_id: string | null;
  /** Their display name as customers see it, when the shop shows it. */
  agent_name: string | null;
}

export interface ImMessageReaderTable {
  message_id: string;
  user_id: string;
  create_time: number;
}

export interface ImConversationTable {
  user_id: string;
  id: string;
  type: number;
  group_id: string | null;
  friend_uid: string | null;
  unread_count: number;
  mute: Generated<number>;
  hidden: Generated<number>;
  is_star: Generated<number>;
  pinned: Generated<number>;
  /** JSON list. */
  tags: Generated<string>;
  last_msg_id: string | null;
  last_msg_note: string;
  last_msg_create_time: number;
  update_time: number;
  create_time: number;
  client_create_time: number;
  is_temp: Generated<number>;
  custom_sort_time: Generated<number>;
  custom_index: Generated<number>;
  /** JSON list of message ids that mention this user. */
  remind_msg_ids: Generated<string>;
  unread_group_notice_id: string | null;
  has_unread_group_notification: Generated<number>;
  chat_input_content: Generated<string>;
}

export interface ImGroupTable {
  id: string;
  owner_uid: string;
  name: string;
  introduction: string;
  /** JSON of the notice, or null. */
  notification: string | null;
  avatar: string;
  mute_all_members: number;
  join_option: 'free' | 'approval' | 'closed';
  member_count: number;
  create_time: number;
  update_time: number;
}

export interface ImGroupMemberTable {
  group_id: string;
  user_id: string;
  /** JSON list, may hold 'admin'. */
  role: string;
  mute_type: number;
  active_time: number;
  ext: string;
  is_delete: number;
  create_time: number;
}

export interface ImGroupJoinRequestTable {
  group_id: string;
  user_id: string;
  message: string;
  create_time: number;
}

export interface ImFriendTable {
  user_id: string;
  friend_uid: string;
  mark: Generated<string>;
  class_name: Generated<string>;
  create_time: number;
}

export interface ImFriendInviteTable {
  from_uid: string;
  to_uid: string;
  message: string;
  status: 'pending' | 'accepted' | 'rejected';
  create_time: number;
  update_time: number;
}

export interface ImNotificationTable {
  id: string;
  user_id: string;
  type: string;
  sub_type: string;
  unique_key: string;
  payload: string;
  is_read: number;
  create_time: number;
}

export interface ImUserAliasTable {
  user_id: string;
  target_uid: string;
  content: string;
  update_time: number;
}

export interface ImErrorLogTable {
  hash: string;
  message: string;
  stack: string;
  url: string;
  count: number;
  create_time: number;
  update_time: number;
}

/** A staff account's team role and state, beside its user row (migration 012). */
export interface StaffMemberTable {
  user_id: string;
  role: 'admin' | 'florist' | 'service' | 'courier';
  display_name: string;
  phone: string | null;
  enabled: number;
  must_change_password: number;
  last_sign_in_at: number | null;
  created_at: number;
  updated_at: number;
  /** Raised by every staff save; a save from an older one is refused (migration 031). Optional: inserts start at 1. */
  version?: number;
}

/** The delivery settings (migration 015): one row, `settings` the JSON of `DeliveryRules`, `version` raised by each change. */
export interface DeliverySettingsTable {
  id: string;
  version: number;
  settings: string;
  updated_at: number;
  updated_by: string | null;
}

/** One staff write: who did what to which record, a short before and after (JSON), from where and when. */
export interface AuditLogTable {
  id: string;
  actor_id: string;
  actor_name: string;
  area: string;
  action: string;
  record_type: string;
  record_id: string;
  before: string | null;
  after: string | null;
  ip: string;
  created_at: number;
}

/** A staff note on a customer (migration 021); never shown to the customer. */
export interface CustomerNoteTable {
  id: string;
  user_id: string;
  author_id: string;
  /** The author's display name at the time. */
  author_name: string;
  content: string;
  created_at: number;
}

/** An agent of the desk: a staff member with `chat.answer` (issue 15). */
export interface DeskAgentTable {
  user_id: string;
  cap: number;
  presence: string;
  seen_at: number;
  open_count: number;
  last_assigned_at: number;
}

/** A customer's conversation with the shop as the desk sees it. */
export interface DeskConversationTable {
  conversation_id: string;
  customer_uid: string;
  assignee_id: string | null;
  state: string;
  /** The current session. */
  session_id: string;
  /** JSON: a list of labels. */
  labels: string;
  first_goods_id: string | null;
  origin_goods_id: string | null;
  origin_order_id: string | null;
  opened_at: number;
  updated_at: number;
}

/** One stretch of a conversation, from opening to resolving: the reports' unit. */
export interface DeskSessionTable {
  id: string;
  conversation_id: string;
  customer_uid: string;
  assignee_id: string | null;
  opened_at: number;
  first_response_at: number | null;
  /** The agent who sent the first response (migration 034); optional as most writes leave it. */
  first_responder_id?: string | null;
  resolved_at: number | null;
  rating: number | null;
  rating_comment: string | null;
  rated_at: number | null;
}

export interface DeskQuickReplyTable {
  id: string;
  owner_id: string | null;
  shortcut: string;
  content: string;
  created_at: number;
  updated_at: number;
}

/** One row ('desk'): the settings as JSON. */
export interface DeskSettingsTable {
  id: string;
  settings: string;
  updated_at: number;
}

/** A date a member keeps, repeating yearly (issue 16). */
export interface OccasionReminderTable {
  id: string;
  user_id: string;
  kind: string;
  name: string;
  month: number;
  day: number;
  note: string;
  created_at: number;
  updated_at: number;
}

/** One notice of a reminder: its key claims the send, once per occasion year and lead. */
export interface OccasionNoticeTable {
  reminder_id: string;
  year: number;
  lead: number;
  sent_at: number;
}

/** A member waiting for sold-out goods or one option ('' for the goods) to come back. */
export interface StockAlertTable {
  id: string;
  user_id: string;
  goods_id: string;
  sku_id: string;
  created_at: number;
  notified_at: number | null;
}

/** A supplier of stems (issue 44, migration 043). */
export interface CoolerSupplierTable {
  id: string;
  name: string;
  name_en: string | null;
  contact: string;
  archived_at: number | null;
  version: number;
  created_at: number;
  updated_at: number;
}

/** A stem or material (花材) the cooler holds, counted in its `unit` and bought in bunches of `bunch_size` units. */
export interface CoolerStemTable {
  id: string;
  kind: 'flower' | 'material';
  name: string;
  name_en: string | null;
  variety: string;
  grade: string;
  colour: string;
  /** What one unit is: a stem (枝), a bunch (扎), a sheet (张), a metre (米). */
  unit: 'stem' | 'bunch' | 'sheet' | 'metre';
  /** Units in one bunch bought from a supplier. */
  bunch_size: number;
  vase_life_days: number;
  /** Stems of one group can stand in for each other, a stem of equal or higher `value` (cents a unit) for another. */
  substitution_group: string | null;
  value: number;
  archived_at: number | null;
  version: number;
  created_at: number;
  updated_at: number;
}

/** A supplier's price of one bunch of a stem, in cents. */
export interface CoolerStemPriceTable {
  stem_id: string;
  supplier_id: string;
  bunch_price: number;
}

/** What one goods size (or a goods sold without sizes, `sku_key` '') is made of. */
export interface CoolerRecipeTable {
  id: string;
  goods_id: string;
  /** The size's id, or '' for a goods without sizes. */
  sku_key: string;
  version: number;
  updated_at: number;
  updated_by: string | null;
}

export interface CoolerRecipeLineTable {
  id: string;
  recipe_id: string;
  stem_id: string;
  /** Units of the stem one bouquet takes. */
  quantity: number;
  sort: number;
}

/** Stems of one kind bought together: `ordered` until received (then `quantity` is what came), or `cancelled`. */
export interface CoolerBatchTable {
  id: string;
  stem_id: string;
  supplier_id: string | null;
  status: 'ordered' | 'received' | 'cancelled';
  /** Units asked of the supplier; null for a batch received without an order. */
  ordered_quantity: number | null;
  /** YYYY-MM-DD the supplier is to deliver an ordered batch. */
  expected_on: string | null;
  /** Units received (for an ordered batch, the units expected). */
  quantity: number;
  /** Units still in the cooler: `quantity` minus every move out, plus every move back. */
  left_quantity: number;
  /** What the whole batch cost, in cents. */
  cost: number;
  received_on: string | null;
  /** YYYY-MM-DD, the last day its stems can be used: received (or expected) plus the stem's vase life. */
  use_by: string;
  version: number;
  created_at: number;
  updated_at: number;
}

/** Units moved out of a batch (positive) or back into it (negative), with their cost in cents. */
export interface CoolerMoveTable {
  id: string;
  batch_id: string;
  stem_id: string;
  kind: 'use' | 'write_off' | 'return' | 'stocktake';
  quantity: number;
  /** Why stems were written off: wilted, broken, damaged_in_delivery, expired, display, cancelled_after_making, stocktake. */
  reason: string | null;
  order_id: string | null;
  cost: number;
  actor_id: string | null;
  note: string;
  at: number;
}

/** The units of a stem a booked order holds for its delivery date, until it is made or cancelled. */
export interface CoolerReservationTable {
  order_id: string;
  stem_id: string;
  delivery_date: string;
  quantity: number;
}

/** Substitutes proposed to a customer for a paid order the cooler falls short of. */
export interface CoolerSubstitutionTable {
  id: string;
  order_id: string;
  status: 'proposed' | 'approved' | 'moved' | 'declined' | 'expired' | 'withdrawn';
  /** JSON: the lines, each a stem replaced by another and how many units. */
  lines: string;
  deadline: number;
  /** What was done: the customer's answer, or the policy applied at the deadline. */
  outcome: string | null;
  created_by: string | null;
  created_at: number;
  decided_at: number | null;
}

/** The cooler's one row (id 'cooler'). */
export interface CoolerSettingsTable {
  id: string;
  /** What the shop does when a customer has not answered a substitution by its deadline. */
  substitution_policy: 'substitute' | 'next_day' | 'refund';
  answer_hours: number;
  version: number;
  updated_at: number;
}

/** A series of subscription plans (issue 45, decision 061): 每周一花 · 简约; its goods (and size) is the default bouquet. */
export interface SubscriptionSeriesTable {
  id: string;
  name: string;
  name_en: string | null;
  description: string;
  description_en: string | null;
  cover: string;
  goods_id: string;
  sku_id: string | null;
  sort: number;
  active: number;
  version: number;
  created_at: number;
  updated_at: number;
}

/** A plan of a series: how many deliveries, how often, on which weekdays, for how much, and when a delivery is placed. */
export interface SubscriptionPlanTable {
  id: string;
  series_id: string;
  deliveries: number;
  /** 1: weekly; 2: every two weeks. */
  every_weeks: number;
  /** JSON array of ISO weekdays (1 Monday … 7 Sunday) a customer may choose. */
  weekdays: string;
  /** Cents, for the whole plan. */
  price: number;
  /** A delivery becomes its order this many days before its date, at `cutoff` (HH:MM, the shop's time). */
  lead_days: number;
  cutoff: string;
  giftable: number;
  active: number;
  sort: number;
  version: number;
  created_at: number;
  updated_at: number;
}

/** The week's bouquet of a series, set by the florist: `week` is the week's Monday (YYYY-MM-DD, the shop's date). */
export interface SubscriptionBouquetTable {
  id: string;
  series_id: string;
  week: string;
  title: string;
  title_en: string | null;
  photo: string;
  goods_id: string;
  sku_id: string | null;
  version: number;
  updated_at: number;
  updated_by: string | null;
}

export type SubscriptionStatus = 'pending_payment' | 'awaiting_claim' | 'active' | 'paused' | 'ended' | 'cancelled';

/** A plan bought: paid once by its purchase order; `owner_id` receives and manages it (the buyer, or who claimed the gift). */
export interface SubscriptionTable {
  id: string;
  user_id: string;
  owner_id: string | null;
  idempotency_key: string;
  series_id: string;
  plan_id: string;
  deliveries_total: number;
  every_weeks: number;
  lead_days: number;
  cutoff: string;
  /** ISO weekday and first date; null on a gift until it is claimed. */
  weekday: number | null;
  first_date: string | null;
  slot: string | null;
  /** The plan's price and what was paid for it after the coupon (cents); the deliveries' amounts add up to `paid_amount`. */
  price: number;
  paid_amount: number;
  refunded_amount: number;
  purchase_order_id: string;
  status: SubscriptionStatus;
  paused_until: string | null;
  /** Deliveries placed as orders so far: the next placed one is number `placed_count + 1`. */
  placed_count: number;
  recipient_name: string;
  recipient_phone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  card_message: string;
  /** 1: the card goes with every delivery; 0: with the first only. */
  card_every: number;
  gift: number;
  /** SHA-256 of the claim link's token, from payment on; kept once claimed, so a used link says so; null for oneself. */
  gift_token_hash: string | null;
  gift_message: string | null;
  gift_from: string | null;
  claimed_at: number | null;
  renewal_of: string | null;
  end_reminded_at: number | null;
  cancelled_at: number | null;
  version: number;
  created_at: number;
  updated_at: number;
}

export type SubscriptionDeliveryStatus = 'scheduled' | 'placed' | 'delivered' | 'cancelled';

/** One prepaid delivery: scheduled until its order is placed (once, `order_id` unique), then followed through its order. */
export interface SubscriptionDeliveryTable {
  id: string;
  subscription_id: string;
  date: string;
  slot: string;
  status: SubscriptionDeliveryStatus;
  /** Its number when placed (1…deliveries_total). */
  number: number | null;
  order_id: string | null;
  /** Its share of what was paid (cents); a cancellation refunds the shares of the deliveries still scheduled. */
  amount: number;
  /** JSON recipient and address for this delivery only; null: the subscription's. */
  recipient: string | null;
  /** The date it had before the shop moved it (a closed day, a full slot); null when never moved. */
  moved_from: string | null;
  told_before_at: number | null;
  told_delivered_at: number | null;
  created_at: number;
  updated_at: number;
}

/** What happened to a subscription, numbered per subscription (`seq`), newest last. */
export interface SubscriptionChangeTable {
  id: string;
  subscription_id: string;
  delivery_id: string | null;
  kind: string;
  by: 'customer' | 'staff' | 'system';
  actor_id: string | null;
  /** JSON of what changed (dates, address, amounts). */
  detail: string;
  at: number;
  seq: number;
}

export interface Database {
  categories: CategoryTable;
  goods: GoodsTable;
  goods_skus: GoodsSkuTable;
  goods_comments: GoodsCommentTable;
  home_links: HomeLinkTable;
  hot_words: HotWordTable;
  home_sections: HomeSectionTable;
  home_page: HomePageTable;
  meta: MetaTable;
  users: UserTable;
  wechat_identities: WechatIdentityTable;
  wechat_oauth_states: WechatOauthStateTable;
  wechat_credentials: WechatCredentialTable;
  sms_codes: SmsCodeTable;
  sessions: SessionTable;
  login_throttles: LoginThrottleTable;
  sms_send_limits: SmsSendLimitTable;
  addresses: AddressTable;
  favourites: FavouriteTable;
  browse_history: BrowseHistoryTable;
  feedback: FeedbackTable;
  invoice_titles: InvoiceTitleTable;
  uploads: UploadTable;
  upload_quotas: UploadQuotaTable;
  coupon_templates: CouponTemplateTable;
  coupons: CouponTable;
  coupon_issues: CouponIssueTable;
  orders: OrderTable;
  order_lines: OrderLineTable;
  order_events: OrderEventTable;
  delivery_slot_loads: DeliverySlotLoadTable;
  payments: PaymentTable;
  sandbox_transactions: SandboxTransactionTable;
  sandbox_refunds: SandboxRefundTable;
  refunds: RefundTable;
  after_sales: AfterSaleTable;
  im_messages: ImMessageTable;
  im_message_readers: ImMessageReaderTable;
  im_conversations: ImConversationTable;
  im_groups: ImGroupTable;
  im_group_members: ImGroupMemberTable;
  im_group_join_requests: ImGroupJoinRequestTable;
  im_friends: ImFriendTable;
  im_friend_invites: ImFriendInviteTable;
  im_notifications: ImNotificationTable;
  im_user_aliases: ImUserAliasTable;
  im_error_logs: ImErrorLogTable;
  staff_members: StaffMemberTable;
  audit_log: AuditLogTable;
  customer_notes: CustomerNoteTable;
  desk_agents: DeskAgentTable;
  desk_conversations: DeskConversationTable;
  desk_sessions: DeskSessionTable;
  desk_quick_replies: DeskQuickReplyTable;
  desk_settings: DeskSettingsTable;
  delivery_settings: DeliverySettingsTable;
  occasion_reminders: OccasionReminderTable;
  occasion_notices: OccasionNoticeTable;
  stock_alerts: StockAlertTable;
  cooler_suppliers: CoolerSupplierTable;
  cooler_stems: CoolerStemTable;
  cooler_stem_prices: CoolerStemPriceTable;
  cooler_recipes: CoolerRecipeTable;
  cooler_recipe_lines: CoolerRecipeLineTable;
  cooler_batches: CoolerBatchTable;
  cooler_moves: CoolerMoveTable;
  cooler_reservations: CoolerReservationTable;
  cooler_substitutions: CoolerSubstitutionTable;
  cooler_settings: CoolerSettingsTable;
  subscription_series: SubscriptionSeriesTable;
  subscription_plans: SubscriptionPlanTable;
  subscription_bouquets: SubscriptionBouquetTable;
  subscriptions: SubscriptionTable;
  subscription_deliveries: SubscriptionDeliveryTable;
  subscription_changes: SubscriptionChangeTable;
}

/** The database handle every repository takes. */
export type Db = Kysely<Database>;
