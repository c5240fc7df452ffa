/**
 * The product's limits and constants (docs/PRODUCT.md), named once for both sides. The areas' own are in files of
 * their own, so a bundle carries only the areas it uses (the shop's first load: decision 037).
 */

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

export * from './constants/chat';
export * from './constants/console';
export * from './constants/orders';
export * from './constants/quotas';
