import { CODE_LOGIN_REDIRECTED, CODE_OK, REQUEST_TIMEOUT_MS } from '@ffe/shared/constants';
import i18n from '../app/i18n';
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

interface Envelope<T> {
  code: number;
  message?: string;
  errCode?: string;
  data: T;
}

/**
 * POSTs a JSON body to a shop call and resolves with its data, following the spec's error catalogue:
 * code ≠ 200 rejects with the server's message (or 'Error'), code 1000 never settles, a network failure
 * toasts 请求失败, no network toasts the offline text, and a call gives up after 60 s.
 */
export async function call<T>(path: string, body: object = {}, signal?: AbortSignal): Promise<T> {
  if (!navigator.onLine) {
    const text = i18n.t('request.offline');
    toast(text);
    throw new ApiError(text, 0, 'NETWORK_ERROR');
  }
  const token = storage.get<string>(STORAGE_KEYS.token);
  // One controller for the page's cancel and the time-out: AbortSignal.any is too new for older phones.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort();
  signal?.addEventListener('abort', cancel);
  let envelope: Envelope<T>;
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    envelope = (await response.json()) as Envelope<T>;
  } catch (error) {
    // A query cancelled by its page is not a failure the user needs to hear about.
    if (signal?.aborted) throw error;
    toast(i18n.t('request.failed'));
    throw new ApiError(i18n.t('request.failed'), 0, 'NETWORK_ERROR');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
  if (envelope.code === CODE_LOGIN_REDIRECTED) return new Promise<T>(() => {});
  if (envelope.code !== CODE_OK) throw new ApiError(envelope.message || 'Error', envelope.code, envelope.errCode);
  return envelope.data;
}
