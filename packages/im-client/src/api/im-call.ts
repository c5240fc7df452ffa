import {
  type AnswerOf,
  type CallArgs,
  type Contract,
  contractCall,
  type InputOf,
  type Transport,
} from '@ffe/api-client/contract-call';
import { ApiError, isTokenError, neverSettles } from '@ffe/api-client/envelope';
import { catalogueEntryOf } from '@ffe/api-client/error-catalogue';
import type { ImClient } from '../client';
import { alertDialog, retryDialog } from '../runtime/im-dialogs';
import { imLoginAuth } from '../runtime/im-login';
import type { ImAuth } from './im-auth';
import { postIm } from './im-post';

export type { ImAuth, TokenErrorOutcome } from './im-auth';

/** A call's contract as packages/shared/src/contracts/im*.ts declare it (path, request, answer); only its type is used. */
export type ImContract = Contract;

export interface ImCallOptions {
  /**
   * How a failure is shown (PRODUCT.md#shop-errors): a toast (the default), the 提示 modal with a confirm button, or
   * nothing, for work the user did not ask for (sync, receipts, profiles).
   */
  errorUi?: 'toast' | 'modal' | 'none';
  /** Shows 提示 with retry and cancel instead: retry runs the call again, cancel rejects with the error. */
  retryable?: boolean;
  signal?: AbortSignal;
}

/** The client's token handling: the chat's own login unless a test installed its own. */
const authOf = (imClient: ImClient): ImAuth => imClient.auth ?? imLoginAuth(imClient);

/** Installs token handling in place of the chat's login (tests). */
export function setImAuth(imClient: ImClient, next: ImAuth): void {
  imClient.auth = next;
}

/** The chat token, logging in first when there is none: for the chat's uploads, which are not JSON calls. */
export const imToken = (imClient: ImClient): Promise<string | undefined> => authOf(imClient).token();

/** Shows a failure as the call asked; resolves true when the user chose to retry. */
async function showFailure(imClient: ImClient, error: ApiError, options: ImCallOptions): Promise<boolean> {
  if (options.retryable) return retryDialog(imClient, error.message);
  if (options.errorUi === 'none') return false;
  if (options.errorUi === 'modal') await alertDialog(imClient, { content: error.message });
  // The catalogue's 'alert' codes (an invalid client, a failed token fetch) take the 提示 modal where a toast was
  // asked; the call fails at once, the modal stays until it is read.
  else if (catalogueEntryOf(error.errCode ?? error.code)?.action === 'alert')
    void alertDialog(imClient, { content: error.message });
  else imClient.host.toast(error.message);
  return false;
}

/**
 * The chat's transport for contractCall: POSTs with the chat token. A token error renews the token once (a guest logs
 * in afresh) or goes to login like the shop's calls; other failures are shown as `options` say (a toast by default)
 * and reject with an ApiError.
 */
const imTransport =
  (imClient: ImClient): Transport<ImCallOptions> =>
  async (path, body, signal, options = {}) => {
    let retried = false;
    for (;;) {
      try {
        const auth = authOf(imClient);
        return await postIm<unknown>(imClient, path, body, await auth.token(), signal, auth);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (isTokenError(error.errCode)) {
          const outcome = await authOf(imClient).onTokenError(error.errCode, retried);
          if (outcome === 'leave') return neverSettles();
          if (outcome === 'retry' && !retried) {
            retried = true;
            continue;
          }
        }
        if (await showFailure(imClient, error, options)) continue;
        throw error;
      }
    }
  };

/**
 * Calls a messaging method, `imCall<typeof contract>(imClient, contract's path, input, options)`: the shop's one
 * contract-typed call (contractCall) over the chat's transport, with the chat token and the chat's failures.
 */
export function imCall<C extends ImContract>(
  imClient: ImClient,
  path: C['path'],
  input: InputOf<C>,
  options: ImCallOptions = {},
): Promise<AnswerOf<C>> {
  const call = contractCall(imTransport(imClient));
  // CallArgs<C> is a conditional type TypeScript cannot resolve for an open C; the input is the contract's all the same.
  const args = [input, options.signal, options] as CallArgs<C, ImCallOptions>;
  return call<C>(path, ...args);
}
