import { CODE_LOGIN_REDIRECTED, CODE_OK, REQUEST_TIMEOUT_MS, TOKEN_TTL_MS } from '@ffe/shared/constants';
import { tokenErrorCodes } from '@ffe/shared/error-codes';
import i18n from './i18n';
import { navigateTo } from './navigate';
import { isLoginPath, loginPathFor } from './paths';
import { clearSession, saveToken } from './session';
import { STORAGE_KEYS, storage } from './storage';
import { toast } from './toast';

/** A call the server answered with a code other than 200. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly errCode: string | undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The spec's answer: code 200 with the data, or another code with the server's message and errCode. */
export interface Envelope<T> {
  code: number;
  message?: string;
  errCode?: string;
  data: T;
}

/** The error of an answer whose code is not 200: the server's message, or 'Error' when it sent none (spec §8). */
export const envelopeError = (envelope: Envelope<unknown>): ApiError =>
  new ApiError(envelope.message || 'Error', envelope.code, envelope.errCode);

/** What a call answers while its page is being left (code 1000, a token error): it neither succeeds nor fails. */
export const neverSettles = <T>(): Promise<T> => new Promise<T>(() => {});

/** A call that got no answer within its time. */
export class RequestTimeout extends Error {
  constructor() {
    super('request timed out');
    this.name = 'RequestTimeout';
  }
}

export interface PostOptions {
  /** Cancels the call: it then rejects with the abort error. */
  signal?: AbortSignal | undefined;
  /** After this the call gives up with a RequestTimeout. */
  timeoutMs: number;
  /** Sees the response before its body is read, for a renewed token. */
  onResponse: (response: Response) => void;
}

/**
 * POSTs `body` as JSON, with the token, when there is one, as `Authorization`, and reads the answer's envelope.
 * Rejects with what went wrong on the way: the abort error, a RequestTimeout, or the network's error.
 */
export async function postForEnvelope<T>(
  path: string,
  body: object,
  token: string | undefined,
  { signal, timeoutMs, onResponse }: PostOptions,
): Promise<Envelope<T>> {
  // One controller for the page's cancel and the time-out: AbortSignal.any is too new for older phones.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const cancel = () => controller.abort();
  signal?.addEventListener('abort', cancel);
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    onResponse(response);
    return (await response.json()) as Envelope<T>;
  } catch (error) {
    throw timedOut && !signal?.aborted ? new RequestTimeout() : error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

/** Whether an answer's errCode is one of the spec's token errors (§8). */
export const isTokenError = (errCode: string | undefined) =>
  errCode !== undefined && (tokenErrorCodes as readonly string[]).includes(errCode);

export interface CallOptions {
  /**
   * On a token error, forget the login and reject instead of going to the login page: for the check at app show,
   * which must not take a visitor off an open page, and for logout.
   */
  quietOnTokenError?: boolean;
}

/**
 * Forgets a login the server refused and goes to the login page, coming back here afterwards (spec §8).
 * `text` replaces the spec's token toast (upload has its own); none is shown when no token was sent.
 */
export function leaveForLogin(errCode: string | undefined, tokenSent: boolean, text?: string): void {
  clearSession();
  if (tokenSent) {
    toast(text ?? i18n.t(errCode === 'TOKEN_INVALID_TOKEN_EXPIRED' ? 'request.tokenExpired' : 'request.tokenInvalid'));
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
 * POSTs a JSON body to a shop call and resolves with its data, following the spec's error catalogue:
 * code ≠ 200 rejects with the server's message (or 'Error'), code 1000 never settles, a network failure
 * toasts 请求失败, no network toasts the offline text, and a call gives up after 60 s. A token error forgets
 * the login, goes to the login page and never settles; a renewed token is kept.
 */
export async function call<T>(
  path: string,
  body: object = {},
  signal?: AbortSignal,
  options: CallOptions = {},
): Promise<T> {
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
    });
  } catch (error) {
    // A query cancelled by its page is not a failure the user needs to hear about.
    if (signal?.aborted) throw error;
    toast(i18n.t('request.failed'));
    throw new ApiError(i18n.t('request.failed'), 0, 'NETWORK_ERROR');
  }
  if (envelope.code === CODE_LOGIN_REDIRECTED) return neverSettles();
  if (envelope.code === CODE_OK) return envelope.data;
  const error = envelopeError(envelope);
  if (isTokenError(envelope.errCode)) {
    if (options.quietOnTokenError || isLoginPath(window.location.pathname)) {
      clearSession();
      throw error;
    }
    leaveForLogin(envelope.errCode, Boolean(token));
    // Like code 1000: the page is being left, so its call neither succeeds nor fails.
    return neverSettles();
  }
  throw error;
}
