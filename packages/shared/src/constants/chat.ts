// The chat and the desk; part of the constants named in ../constants.ts.

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
