import { contractCall } from '@ffe/api-client/contract-call';
import { ApiError, type Envelope, isTokenError, neverSettles } from '@ffe/api-client/envelope';
import { CODE_OK, REQUEST_TIMEOUT_MS, TOKEN_TTL_MS } from '@ffe/shared/constants';
import i18n from './i18n';
import { readToken, saveToken, sessionExpired } from './session';

// The console's files take the error from here, as the shop's do.
export { ApiError } from '@ffe/api-client/envelope';

/** The console's words for a refusal's code; the server's text only for a code the console does not know. */
const wordsFor = (errCode: string | undefined, serverText: string | undefined) =>
  errCode && i18n.exists(`errors.${errCode}`)
    ? i18n.t(`errors.${errCode}` as never)
    : serverText || i18n.t('request.failed');

/** Keeps a token the server renewed (`x-new-token`), unless the one it renewed has been replaced meanwhile. */
function keepRenewedToken(response: Response, sentToken: string | undefined): void {
  const renewed = response.headers.get('x-new-token');
  if (!renewed || !sentToken || readToken() !== sentToken) return;
  const expired = Number(response.headers.get('x-new-token-expired'));
  saveToken({ token: renewed, tokenExpired: expired > 0 ? expired : Date.now() + TOKEN_TTL_MS });
}

const retryAfterOf = (response: Response) => {
  const seconds = Number(response.headers.get('retry-after'));
  return seconds > 0 ? seconds : undefined;
};

/** The error an envelope with another code than 200 stands for; a refused token ends the session (see `call`). */
function failureOf<T>(
  envelope: Envelope<unknown>,
  response: Response,
  token: string | undefined,
): ApiError | Promise<T> {
  const error = new ApiError(
    wordsFor(envelope.errCode, envelope.message),
    envelope.code,
    envelope.errCode,
    envelope.message ?? '',
    retryAfterOf(response),
  );
  // A stale call from before a new sign-in does not end the new session.
  if (envelope.code === 401 && isTokenError(envelope.errCode) && token !== undefined && readToken() === token) {
    if (sessionExpired()) return neverSettles();
  }
  return error;
}

async function post(path: string, body: object, token: string | undefined, signal?: AbortSignal): Promise<Response> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(path, {
      method: 'POST',
      // The server words what it writes itself (a subscription's changes, series names) in the console's language.
      headers: {
        'content-type': 'application/json',
        'accept-language': i18n.language,
        ...(token ? { authorization: token } : {}),
      },
      body: JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    keepRenewedToken(response, token);
    return response;
  } catch (error) {
    // A query its page cancelled is not a failure anyone needs to hear about.
    if (signal?.aborted) throw error;
    throw new ApiError(i18n.t('request.failed'), 0, 'NETWORK_ERROR');
  }
}

/**
 * POSTs a JSON body with the console's token and resolves with the answer's data; any other code rejects with the
 * server's message. A session the server no longer takes (a token error) sends the member to sign in again and
 * coming back to this page, and the call never settles, unless they are signing in already.
 */
async function callPath<T>(path: string, body: object = {}, signal?: AbortSignal): Promise<T> {
  const token = readToken();
  const response = await post(path, body, token, signal);
  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(i18n.t('request.failed'), 0, 'NETWORK_ERROR');
  }
  if (envelope.code === CODE_OK) return envelope.data;
  const failure = failureOf<T>(envelope, response, token);
  if (failure instanceof ApiError) throw failure;
  return failure;
}

/** The console's call: `call<typeof contract>(contract's path, input, signal)`, typed by the contract. */
export const call = contractCall<never>(callPath);

/** A file the server answered (an export), with the name its `content-disposition` gives. */
export interface DownloadedFile {
  blob: Blob;
  disposition: string | null;
}

/** Like `call`, for a route that answers a file; a JSON answer is the envelope of a refusal. */
export async function callForFile(path: string, body: object = {}): Promise<DownloadedFile> {
  const token = readToken();
  const response = await post(path, body, token);
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && !type.includes('application/json')) {
    return { blob: await response.blob(), disposition: response.headers.get('content-disposition') };
  }
  let envelope: Envelope<unknown>;
  try {
    envelope = (await response.json()) as Envelope<unknown>;
  } catch {
    throw new ApiError(i18n.t('request.failed'), response.status || 0, 'NETWORK_ERROR');
  }
  const failure = failureOf<DownloadedFile>(envelope, response, token);
  if (failure instanceof ApiError) throw failure;
  return failure;
}
