import {
  ApiError,
  type Envelope,
  envelopeError,
  neverSettles,
  postForEnvelope,
  RequestTimeout,
} from '@ffe/api-client/envelope';
import { CODE_LOGIN_REDIRECTED, CODE_OK, IM } from '@ffe/shared/constants';
import type { ImClient } from '../client';
import type { ImAuth } from './im-auth';
/**
 * One POST with the 15 s time-out of IM calls (PRODUCT.md#chat-limits). Rejects with an ApiError whose message is what
 * the user reads; a cancel by `signal` rejects with the abort error itself, shown to nobody. A token the server renewed
 * goes to `auth` (a call without a token, the guest login, has none to renew).
 */
export async function postIm<T>(
  imClient: ImClient,
  path: string,
  body: object,
  token: string | undefined,
  signal?: AbortSignal,
  auth?: Pick<ImAuth, 'onRenewedToken'>,
): Promise<T> {
  if (!navigator.onLine) throw new ApiError(imClient.host.t('request.offline'), 0, 'NETWORK_ERROR');
  let envelope: Envelope<T>;
  try {
    envelope = await postForEnvelope<T>(path, body, token, {
      signal,
      timeoutMs: IM.CALL_TIMEOUT_MS,
      onResponse: (response) => {
        const renewed = response.headers.get('x-new-token');
        if (renewed && token && auth)
          auth.onRenewedToken(token, renewed, Number(response.headers.get('x-new-token-expired')));
      },
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    if (error instanceof RequestTimeout) throw new ApiError(imClient.host.t('chat.runtime.timeout'), 0, 'TIME_OUT');
    throw new ApiError(imClient.host.t('request.failed'), 0, 'NETWORK_ERROR');
  }
  if (envelope.code === CODE_LOGIN_REDIRECTED) return neverSettles();
  if (envelope.code === CODE_OK) return envelope.data;
  throw await imClient.host.wordRefusal(envelopeError(envelope, (key) => imClient.host.t(key)));
}
