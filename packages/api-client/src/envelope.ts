// The browser's side of the API envelope (PRODUCT.md#shop-calls, #shop-errors), shared by the shop, the console and the chat client.
import { catalogueEntryOf, isTokenErrorCode } from './error-catalogue';

/** A call the server answered with a code other than 200; `detail` is the server's own text (its fields). */
export class ApiError extends Error {
  readonly detail: string;
  constructor(
    message: string,
    readonly code: number,
    readonly errCode: string | undefined,
    detail?: string,
    /** From `retry-after`: how long until trying again may succeed (a login lockout, a quota). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.detail = detail ?? message;
  }
}

/** The envelope's answer (PRODUCT.md#shop-calls): code 200 with the data, or another code with the server's message and errCode. */
export interface Envelope<T> {
  code: number;
  message?: string;
  errCode?: string;
  data: T;
}

/**
 * The error of an answer whose code is not 200: the server's message; without one, the catalogue's text of its code
 * when `t` can read it, else 'Error' (PRODUCT.md#shop-errors).
 */
export function envelopeError(envelope: Envelope<unknown>, t?: (key: string) => string): ApiError {
  const entry = catalogueEntryOf(envelope.errCode) ?? catalogueEntryOf(envelope.code);
  const fallback = entry && t ? t(entry.text) : 'Error';
  return new ApiError(envelope.message || fallback, envelope.code, envelope.errCode);
}

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
  /** The interface language, sent as `Accept-Language`: the server names the catalogue in it (decision 028). */
  language?: string | undefined;
}

/**
 * POSTs `body` as JSON, with the token, when there is one, as `Authorization`, and reads the answer's envelope.
 * Rejects with what went wrong on the way: the abort error, a RequestTimeout, or the network's error.
 */
export async function postForEnvelope<T>(
  path: string,
  body: object,
  token: string | undefined,
  { signal, timeoutMs, onResponse, language }: PostOptions,
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
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: token } : {}),
        ...(language ? { 'accept-language': language } : {}),
      },
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

/** Whether an answer's errCode is one of the token errors (PRODUCT.md#shop-errors), by the error catalogue. */
export const isTokenError = (errCode: string | undefined) => isTokenErrorCode(errCode);
