/** The product's limits and constants (docs/PRODUCT.md), named once for both sides. */

/** Toasts stay this long (PRODUCT.md#shop-constants). */
export const TOAST_DURATION_MS = 3000;
/** Request, socket, upload and download time-out (PRODUCT.md#shop-constants). */
export const REQUEST_TIMEOUT_MS = 60_000;
/** A lazy page shows its loading state after this delay (PRODUCT.md#shop-pages). */
export const PAGE_LOADING_DELAY_MS = 200;
/** A lazy page that has not loaded by then shows its error state (PRODUCT.md#shop-pages). */
export const PAGE_LOAD_TIMEOUT_MS = 60_000;

/** Default and largest page sizes of every list (decision 002). */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** The design width rpx units are based on, the base layout width and its maximum (PRODUCT.md#shop-layout). */
export const RPX_DESIGN_WIDTH = 750;
export const BASE_LAYOUT_WIDTH = 375;
export const MAX_LAYOUT_WIDTH = 960;

/** Search history kept on the device, newest first. */
export const SEARCH_HISTORY_LIMIT = 20;
/** The longest keyword the goods search accepts. */
export const SEARCH_KEYWORD_MAX_LENGTH = 50;
/** The most goods one search by ids may name: a cart never holds more lines. */
export const CART_MAX_LINES = 100;

/** Business code the web client leaves unsettled: login is required and it already redirected (PRODUCT.md#shop-errors). */
export const CODE_LOGIN_REDIRECTED = 1000;
/** Business code of success (PRODUCT.md#shop-calls). */
export const CODE_OK = 200;

/** App version (PRODUCT.md#shop-constants). */
export const APP_VERSION = '1.0.0';
export const APP_VERSION_CODE = 100;

/** The customer-service user the shop's chat opens by default (decision 005). */
export const DEFAULT_CUSTOMER_SERVICE_UID = 'customer-service';

/** SMS login (decision 005): a 6-digit code lives 5 minutes, takes 5 wrong tries, one send a minute. */
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_CODE_MAX_ATTEMPTS = 5;
export const SMS_RESEND_INTERVAL_MS = 60_000;
export const SMS_DAILY_LIMIT_PER_PHONE = 10;
export const SMS_DAILY_LIMIT_PER_IP = 50;

/** Passwords of medium strength (PRODUCT.md#shop-accounts). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;
/** A username (uni-id's rules): 3–32 letters, digits, '_' or '-', not digits only, so never a phone number. */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 32;
/** Real-name checks a member may ask for in a day: each one is a paid call to the verification provider. */
export const REAL_NAME_TRIES_PER_DAY = 5;

/** Tokens live 7 days and are renewed when fewer than 3 remain; a user keeps at most 10 live ones (decision 005). */
export const TOKEN_TTL_MS = 7 * 24 * 3_600_000;
export const TOKEN_RENEW_WITHIN_MS = 3 * 24 * 3_600_000;
export const MAX_LIVE_TOKENS = 10;

/** Member centre limits. */
export const MAX_ADDRESSES = 20;
export const HISTORY_LIMIT = 200;
export const FEEDBACK_MAX_PICTURES = 4;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** The picture types uploads take: the server tells them by content, the browser first by the file's declared type. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
/** Uploads a browser runs at once, all pickers together (PRODUCT.md#uploads: "Uploads run 5 at a time"). */
export const UPLOAD_CONCURRENCY = 5;
/** The most files one batch (a pick, a file list) names (PRODUCT.md#uploads: "at most 50 entries"). */
export const FILE_LIST_MAX = 50;

/**
 * Write quotas (issue 12): what one person may write, far above what a person does, so only scripts meet them. Over a
 * quota the call answers 429 RATE_LIMITED with `retry-after` and stores nothing. Windows are in milliseconds.
 */
export const WRITE_QUOTAS = {
  /** Chat messages a user sends: a burst (a few quick lines, pictures in a row), then a steady typing rate. */
  MESSAGE_BURST: { max: 20, windowMs: 10_000 },
  MESSAGE_STEADY: { max: 60, windowMs: 60_000 },
  /** Chat logins that may create a guest, per client address (a shared network's people included). */
  GUEST_LOGINS_PER_ADDRESS: { max: 60, windowMs: 10 * 60_000 },
  /** Sign-ins and bindings through the official account one address starts: each keeps a state row until it is used. */
  WECHAT_SIGN_IN_STARTS_PER_ADDRESS: { max: 30, windowMs: 10 * 60_000 },
  /** Friend invites a user sends a day. */
  FRIEND_INVITES_PER_DAY: { max: 50, windowMs: 24 * 3_600_000 },
  /** Orders a member creates an hour. */
  ORDERS_PER_HOUR: { max: 30, windowMs: 3_600_000 },
  /** Uploads (member pictures and chat files together) a user stores in one of the shop's days, in bytes and files. */
  UPLOAD_BYTES_PER_DAY: 200 * 1024 * 1024,
  UPLOAD_FILES_PER_DAY: 200,
} as const;

/** Orders (decision 006): an unpaid order is cancelled after 30 minutes; delivery and receipt close by themselves after 7 days. */
export const ORDER_PAY_TIMEOUT_MS = 30 * 60_000;
export const AUTO_RECEIVE_AFTER_MS = 7 * 24 * 3_600_000;
export const AUTO_COMPLETE_AFTER_MS = 7 * 24 * 3_600_000;
/** The most of one goods a single order line takes. */
export const ORDER_LINE_MAX_QUANTITY = 99;
/**
 * Delivery costs this much when the goods add up to less than the free-delivery threshold: the terms of every address
 * while no delivery zone is set (decision 018).
 */
export const DELIVERY_FEE_CENTS = 1000;
export const FREE_DELIVERY_FROM_CENTS = 9900;
/** How many days ahead, today included, a delivery date can be chosen, until the settings say otherwise. */
export const DELIVERY_HORIZON_DAYS = 60;
/** The florist needs this long to arrange and send a bouquet before a same-day slot starts, until the settings say otherwise. */
export const DELIVERY_LEAD_MINUTES = 120;
/**
 * The figures the console's delivery settings take (issue 40), as wide as a florist would set them: a slip of the
 * keyboard (¥99,999,999, −3 orders) is refused at its field, never saved or clamped. Money in cents.
 */
export const DELIVERY_SETTINGS_LIMITS = {
  /** Orders one slot takes on one day (0 closes it): a busy shop's 2.14 stays well below. */
  CAPACITY_MAX: 999,
  /** How long before a same-day slot booking it stops: at most a day. */
  LEAD_MINUTES_MAX: 24 * 60,
  /** Days ahead, today included, customers may book: up to a year, so next 2.14 can be. */
  HORIZON_DAYS_MIN: 1,
  HORIZON_DAYS_MAX: 366,
  /** A zone's delivery fee: up to ¥200, a far suburb by car. */
  ZONE_FEE_MAX_CENTS: 20_000,
  /** A zone's free-delivery threshold and its minimum order: up to ¥2,000. */
  FREE_FROM_MAX_CENTS: 200_000,
  MIN_ORDER_MAX_CENTS: 200_000,
  /** A date's surcharge per order: ¥0.01 to ¥500 (2.14 is +¥30 to +¥100). */
  SURCHARGE_MIN_CENTS: 1,
  SURCHARGE_MAX_CENTS: 50_000,
} as const;
export const CARD_MESSAGE_MAX_LENGTH = 200;
/** The name the card is signed with (署名), as short as a signature is. */
export const CARD_SIGNATURE_MAX_LENGTH = 20;
/** The orderer's name at checkout: as long as a nickname may be, which it starts from. */
export const SENDER_NAME_MAX_LENGTH = 20;
export const ORDER_NOTE_MAX_LENGTH = 200;
export const AFTER_SALE_MAX_PICTURES = 6;
export const AFTER_SALE_DESCRIPTION_MAX_LENGTH = 500;
export const COMMENT_MAX_PICTURES = 6;
export const COMMENT_MAX_LENGTH = 500;
/** The orders workbench (issue 13): an order paid this recently is marked new in the list. */
export const ORDER_RECENTLY_PAID_MS = 10 * 60_000;
/** The most orders one bulk move takes. */
export const ORDER_BULK_MAX = 100;
/** The most rows one CSV export holds. */
export const ORDER_EXPORT_MAX_ROWS = 10_000;
/**
 * The delivery time slots of a day, in the shop's time (UTC+8), as the delivery settings start out; the id is what
 * calls and orders carry, so these ids stay for the orders made with them.
 */
export const DELIVERY_SLOTS = [
  { id: '09-12', start: '09:00', end: '12:00' },
  { id: '12-15', start: '12:00', end: '15:00' },
  { id: '15-18', start: '15:00', end: '18:00' },
  { id: '18-21', start: '18:00', end: '21:00' },
] as const;
/** The shop's clock: China Standard Time, which has no daylight saving. */
export const SHOP_UTC_OFFSET_MS = 8 * 3_600_000;

/** Messaging (PRODUCT.md#chat-limits, decision 008). */
/** The customer-service desk (issue 15). */
export const DESK = {
  /** An agent who said online counts as online while their console said so within this time (it re-says every 30 s). */
  PRESENCE_TTL_MS: 90_000,
  /** Waiting conversations handed out per pass when an agent gains room. */
  DRAIN_BATCH: 50,
  /** Recent orders and past conversations the customer panel shows. */
  PANEL_ORDERS: 10,
  PANEL_SESSIONS: 20,
  /** A conversation's `message` pushes to agents come at most once in this time: the last one held stands for the rest. */
  MESSAGE_PUSH_WINDOW_MS: 1_000,
  /** How long a process answers the desk's settings from its copy: another process's change shows within this time. */
  SETTINGS_KEPT_MS: 1_000,
  /** Conversations whose desk state one process remembers (a single process only: see desk-state-cache). */
  STATE_CACHE_SIZE: 20_000,
} as const;

export const IM = {
  /** How long the network may be gone before the chat page asks to reload: a blip passes unremarked (issue 40). */
  NETWORK_LOSS_GRACE_MS: 3_000,
  /** The built-in user system messages come from. */
  SYSTEM_UID: 'system',
  /** Longest text message, in characters. */
  TEXT_MAX_LENGTH: 50_000,
  /** A body longer than this, as JSON, is pushed as a LongMsg preview and read in full from the server. */
  LONG_MSG_THRESHOLD: 250,
  /** How much of a long body its push preview carries. */
  LONG_MSG_PREVIEW_LENGTH: 50,
  /** The sender may revoke this long after sending; staff at any time. */
  REVOKE_WINDOW_MS: 2 * 60_000,
  /** The body a revoked message keeps (PRODUCT.md#chat-revoke). */
  REVOKED_BODY: 'this message has been revoked',
  CONVERSATION_PAGE_SIZE: 30,
  MESSAGE_PAGE_SIZE: 10,
  /** Messages a single read returns at most; also the offline sync batch. */
  MESSAGE_BATCH_SIZE: 100,
  /** Users one profile read may name. */
  USERS_PER_READ: 100,
  /** Public profiles one server process keeps (profile-cache.ts). */
  PROFILE_CACHE_SIZE: 50_000,
  PREVIEW_LENGTH: 80,
  UNREAD_DISPLAY_CAP: 99,
  WIDESCREEN_MIN_WIDTH: 960,
  TITLE_FLASH_MS: 300,
  NICKNAME_BATCH_MS: 300,
  LOCAL_SAVE_DEBOUNCE_MS: 100,
  CALL_TIMEOUT_MS: 15_000,
  LONG_PRESS_MS: 350,
  LONG_PRESS_MOVE_PX: 10,
  RESIZE_THROTTLE_MS: 50,
  /** The client pings this often; the server closes a socket silent for 2.5 of these. */
  HEARTBEAT_MS: 60_000,
  /** Reconnecting stops after this many attempts within the window (PRODUCT.md#chat-push-connection). */
  RECONNECT_LIMIT: 10,
  RECONNECT_WINDOW_MS: 5_000,
  /** Socket reconnect delays: the first retry, then the next ones (PRODUCT.md#chat-push-connection). */
  RECONNECT_DELAYS_MS: [10, 100] as readonly number[],
  ENABLE_SOCKET_INTERVAL_MS: 1_000,
  /** A socket must authenticate this soon after opening. */
  AUTH_TIMEOUT_MS: 10_000,
  DEVICE_ID_MIN_LENGTH: 16,
  DEVICE_ID_MAX_LENGTH: 48,
  /** User aliases one user keeps (PRODUCT.md#chat-limits), and one alias's length. */
  ALIAS_LIMIT: 1000,
  ALIAS_MAX_LENGTH: 30,
  /** Notifications one read returns at most (PRODUCT.md#chat-limits). */
  NOTIFICATION_LIMIT: 1000,
  FRIEND_INVITE_MESSAGE_MAX: 100,
  /** Page error reports one caller may send a minute (decision 009: rate-limited); more answer 429 and store nothing. */
  ERROR_REPORTS_PER_MINUTE: 20,
  /** Groups (issue 6): name 30, introduction 240 characters; members a page (PRODUCT.md#chat-limits). */
  GROUP_NAME_MAX: 30,
  GROUP_INTRODUCTION_MAX: 240,
  GROUP_NOTICE_MAX: 1000,
  GROUP_MAX_MEMBERS: 500,
  GROUP_MEMBER_PAGE_SIZE: 100,
  /** Local database (PRODUCT.md#chat-local-database). */
  DB_NAME: 'uni-im',
  STORAGE_VERSION: '3.0.0',
  /** A chat upload (POST /api/im/upload) may be at most this large, by kind. */
  UPLOAD_MAX_BYTES: {
    image: 10 * 1024 * 1024,
    sound: 5 * 1024 * 1024,
    video: 50 * 1024 * 1024,
    file: 50 * 1024 * 1024,
  },
  /** A voice message lasts 1 to 60 whole seconds. */
  SOUND_MIN_SECONDS: 1,
  SOUND_MAX_SECONDS: 60,
  /** Longest code message and rich-text (markdown) message, in characters. */
  CODE_MAX_LENGTH: 50_000,
  RICH_TEXT_MAX_LENGTH: 50_000,
  /** Longest place name and address of a location message. */
  LOCATION_NAME_MAX_LENGTH: 100,
  LOCATION_ADDRESS_MAX_LENGTH: 200,
  /** Map zoom of a location card (issue 6): 5 to 18, opening at 16. */
  MAP_ZOOM_MIN: 5,
  MAP_ZOOM_MAX: 18,
  MAP_ZOOM_DEFAULT: 16,
  /** The position is found again this often while the location picker is open (PRODUCT.md#shop-constants). */
  LOCATION_REFRESH_MS: 30_000,
  /** Messages one history (forwarded bundle) carries at most, and the longest its stored body may be, as JSON. */
  HISTORY_MAX_MESSAGES: 100,
  HISTORY_MAX_BODY_LENGTH: 500_000,
} as const;

/** Application close codes of the push socket: the product's codes 20–24 plus 4000 (PRODUCT.md#chat-push-connection, decision 008). */
export const IM_CLOSE = {
  /** 20: signed out or the token was revoked; do not reconnect. */
  SIGNED_OUT: 4020,
  /** 21: silent too long; reconnect only when the page is focused and visible. */
  IDLE: 4021,
  /** 22: the server is going away; reconnect after a short delay. */
  GOING_AWAY: 4022,
  /** 23: the first frame was not a valid auth frame; do not reconnect. */
  AUTH_FAILED: 4023,
  /** 24: the token expired; do not reconnect, log in again. */
  TOKEN_EXPIRED: 4024,
} as const;

/** The biggest console photo accepted (a phone's full-size JPEG); it is stored only as WebP at three widths. */
export const CONSOLE_PICTURE_MAX_BYTES = 15 * 1024 * 1024;

/** The console's goods editor (decision 020): options of one goods, add-ons it offers, its pictures and tags. */
export const GOODS_EDITOR_LIMITS = {
  OPTIONS_MAX: 20,
  ADD_ONS_MAX: 10,
  PICTURES_MAX: 9,
  TAGS_MAX: 10,
  NAME_MAX: 60,
  OPTION_NAME_MAX: 20,
  SPEC_NAME_MAX: 10,
  TEXT_MAX: 500,
  DESCRIPTION_MAX: 5000,
  STOCK_MAX: 1_000_000,
  /** The dearest price a florist may set (¥100,000): above it is a typing slip, not a bouquet. */
  PRICE_MAX_YUAN: 100_000,
} as const;
