// The product's error catalogue (PRODUCT.md#shop-errors, #chat-errors): every token and error code, the text a person
// reads and what the client does. One table for the shop's calls and the chat's.

/** What the client does on a code. */
export type ErrorAction =
  /** Forget the login and go to the login page, saying why (the call never settles). */
  | 'login'
  /** Renew the token once and run the call again; the chat signs a guest in afresh (PRODUCT.md#shop-errors). */
  | 'renew'
  /** Show the text in a toast. */
  | 'toast'
  /** Show the text in the 提示 modal with its confirm button (PRODUCT.md#shop-errors). */
  | 'alert';

export interface CatalogueEntry {
  /** The text's key in the app's locales (request.*). */
  text: string;
  action: ErrorAction;
}

const login = (expired: boolean): CatalogueEntry => ({
  text: expired ? 'request.tokenExpired' : 'request.tokenInvalid',
  action: 'login',
});

/** Every code of the catalogue (PRODUCT.md#shop-errors). */
export const ERROR_CATALOGUE: Readonly<Record<string, CatalogueEntry>> = {
  // Token errors: "The product redirects to login and shows 'token无效，跳转登录页面' or 'token过期，跳转登录页面'".
  TOKEN_INVALID: login(false),
  TOKEN_INVALID_TOKEN_EXPIRED: login(true),
  TOKEN_INVALID_INVALID_CLIENTID: login(false),
  TOKEN_INVALID_WRONG_TOKEN: login(false),
  TOKEN_INVALID_ANONYMOUS_USER: login(false),
  'uni-id-token-expired': login(true),
  'uni-id-check-token-failed': login(false),
  'uni-id-token-not-exist': login(false),
  'uni-id-check-device-feature-failed': login(false),
  // "Access token is refreshed automatically on ACCESS_TOKEN_DISABLED or ACCESS_TOKEN_EXPIRED; an anonymous user gets
  // a fresh sign-in on INVALID_REFRESH_TOKEN; on SIGN_PARAM_INVALID or REFRESH_TOKEN_EXPIRED a login-expired event".
  ACCESS_TOKEN_DISABLED: { text: 'request.tokenExpired', action: 'renew' },
  ACCESS_TOKEN_EXPIRED: { text: 'request.tokenExpired', action: 'renew' },
  INVALID_REFRESH_TOKEN: { text: 'request.tokenExpired', action: 'renew' },
  SIGN_PARAM_INVALID: login(true),
  REFRESH_TOKEN_EXPIRED: login(true),
  // "Other codes: PARAM_ERROR, INVALID_PARAM, INVALID_OPERATION, NETWORK_ERROR, UPLOAD_FAILED ('file upload failed'),
  // STORAGE_REQUEST_FAIL, SYS_ERR, SYSTEM_ERROR, AUTH_FAILED (access token fetch failed); client-invalid code 20101;
  // default secure-network code 20000."
  PARAM_ERROR: { text: 'request.codes.PARAM_ERROR', action: 'toast' },
  INVALID_PARAM: { text: 'request.codes.INVALID_PARAM', action: 'toast' },
  INVALID_OPERATION: { text: 'request.codes.INVALID_OPERATION', action: 'toast' },
  NETWORK_ERROR: { text: 'request.failed', action: 'toast' },
  UPLOAD_FAILED: { text: 'request.codes.UPLOAD_FAILED', action: 'toast' },
  STORAGE_REQUEST_FAIL: { text: 'request.codes.STORAGE_REQUEST_FAIL', action: 'toast' },
  // A failed send or load stays retryable where it shows, so a server error passes as a toast.
  SYS_ERR: { text: 'request.codes.SYSTEM_ERROR', action: 'toast' },
  SYSTEM_ERROR: { text: 'request.codes.SYSTEM_ERROR', action: 'toast' },
  // What retrying cannot mend is said in the modal.
  AUTH_FAILED: { text: 'request.codes.AUTH_FAILED', action: 'alert' },
  20101: { text: 'request.codes.CLIENT_INVALID', action: 'alert' },
  20000: { text: 'request.codes.SECURE_NETWORK', action: 'alert' },
};

/** The catalogue's entry of a code (an errCode, or a numeric code such as 20101), if it has one. */
export function catalogueEntryOf(code: string | number | undefined): CatalogueEntry | undefined {
  if (code === undefined || code === '') return undefined;
  return Object.hasOwn(ERROR_CATALOGUE, String(code)) ? ERROR_CATALOGUE[String(code)] : undefined;
}

/** Whether a code is one of the token errors (PRODUCT.md#shop-errors): the login is gone (or to be renewed) either way. */
export const isTokenErrorCode = (code: string | undefined): boolean => {
  const action = catalogueEntryOf(code)?.action;
  return action === 'login' || action === 'renew';
};
