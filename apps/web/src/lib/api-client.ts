import { contractCall } from '@ffe/api-client/contract-call';
import {
  ApiError,
  type Envelope,
  envelopeError,
  isTokenError,
  neverSettles,
  postForEnvelope,
} from '@ffe/api-client/envelope';
import { catalogueEntryOf } from '@ffe/api-client/error-catalogue';
import { CODE_LOGIN_REDIRECTED, CODE_OK, REQUEST_TIMEOUT_MS, TOKEN_TTL_MS } from '@ffe/shared/constants';
import i18n from './i18n';
import { navigateTo } from './navigate';
import { isLoginPath, loginPathFor } from './paths';
import { inPageLanguage } from './refusal-words';
import { serverCall } from './server-calls';
import { clearSession, saveToken } from './session';
import { STORAGE_KEYS, storage } from './storage';
import { toast } from './toast';

// What the shop's files take from here that the chat client shares.
export { ApiError, type Envelope, isTokenError } from '@ffe/api-client/envelope';

export interface CallOptions {
  /**
   * On a token error, forget the login and reject instead of going to the login page: for the check at app show,
   * which must not take a visitor off an open page, and for logout.
   */
  quietOnTokenError?: boolean;
}

/**
 * Forgets a login the server refused and goes to the login page, coming back here afterwards (PRODUCT.md#shop-errors).
 * `text` replaces the token toast (upload has its own); none is shown when no token was sent.
 */
export function leaveForLogin(errCode: string | undefined, tokenSent: boolean, text?: string): void {
  clearSession();
  if (tokenSent) {
    toast(text ?? i18n.t(catalogueEntryOf(errCode)?.text ?? 'request.tokenInvalid'));
  }
  const { pathname, search } = window.location;
  if (!isLoginPath(pathname)) void navigateTo(loginPathFor(pathname + search), { replace: true });
}

/** Keeps a token the server renewed (`x-new-token`), unless the one it renewed has been replaced meanwhile. */
function keepRenewedToken(response: Response, sentToken: string | undefined): void {
  const renewed = response.headers.get('x-new-token');
  if (!renewed || !sentToken || storage.get<string>(STORAGE_KEYS.token) !== sentToken) return;
  const expired = Number(response.headers.get('x-new-token-expired'));
  saveToken({ token: renewed, tokenExpired: expired > 0 ? expired : Date.now() + TOKEN_TTL_MS });
}

/**
 * POSTs a JSON body to a shop call and resolves with its data, following the error catalogue (PRODUCT.md#shop-errors):
 * code ≠ 200 rejects with the server's message (or 'Error'), code 1000 never settles, a network failure
 * toasts 请求失败, no network toasts the offline text, and a call gives up after 60 s. A token error forgets
 * the login, goes to the login page and never settles; a renewed token is kept. Pages call through `call` below,
 * which takes the path and the types from a contract; this one is for the chat's token call.
 */
export async function callPath<T>(
  path: string,
  body: object = {},
  signal?: AbortSignal,
  options: CallOptions = {},
): Promise<T> {
  const onServer = serverCall();
  if (onServer) return onServer<T>(path, body);
  if (!navigator.onLine) {
    const text = i18n.t('request.offline');
    toast(text);
    throw new ApiError(text, 0, 'NETWORK_ERROR');
  }
  const token = storage.get<string>(STORAGE_KEYS.token);
  let envelope: Envelope<T>;
  try {
    envelope = await postForEnvelope<T>(path, body, token, {
      signal,
      timeoutMs: REQUEST_TIMEOUT_MS,
      onResponse: (response) => keepRenewedToken(response, token),
      language: i18n.language,
    });
  } catch (error) {
    // A query cancelled by its page is not a failure the user needs to hear about.
    if (signal?.aborted) throw error;
    toast(i18n.t('request.failed'));
    throw new ApiError(i18n.t('request.failed'), 0, 'NETWORK_ERROR');
  }
  if (envelope.code === CODE_LOGIN_REDIRECTED) return neverSettles();
  if (envelope.code === CODE_OK) return envelope.data;
  const error = envelopeError(envelope, (key) => i18n.t(key));
  if (isTokenError(envelope.errCode)) {
    if (options.quietOnTokenError || isLoginPath(window.location.pathname)) {
      clearSession();
      throw error;
    }
    leaveForLogin(envelope.errCode, Boolean(token));
    // Like code 1000: the page is being left, so its call neither succeeds nor fails.
    return neverSettles();
  }
  throw await inPageLanguage(error);
}

/** The shop's call: `call<typeof contract>(contract's path, input, signal, options)`, typed by the contract. */
export const call = contractCall<CallOptions>(callPath);
