import { ApiError, isTokenError, neverSettles } from '@ffe/api-client/envelope';
import { catalogueEntryOf } from '@ffe/api-client/error-catalogue';
import type { z } from 'zod';
import type { ImClient } from '../client';
import { alertDialog, retryDialog } from '../runtime/im-dialogs';
import { imLoginAuth } from '../runtime/im-login';
import type { ImAuth } from './im-auth';
import { postIm } from './im-post';

export type { ImAuth, TokenErrorOutcome } from './im-auth';

/** A call's contract as packages/shared/src/contracts/im.ts declares it; only its types are used here. */
export interface ImContract {
  request: z.ZodType;
  response: z.ZodType;
}

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
 * Calls the messaging method `POST /api/im/<method>` with the chat token and resolves with its data. A token error
 * renews the token once (a guest logs in afresh) or goes to login like the shop's calls; other failures are shown
 * as `options` say (a toast by default) and reject with an ApiError.
 */
export async function imCall<C extends ImContract>(
  imClient: ImClient,
  method: string,
  body: z.input<C['request']>,
  options: ImCallOptions = {},
): Promise<z.output<C['response']>> {
  let retried = false;
  for (;;) {
    try {
      const auth = authOf(imClient);
      return await postIm<z.output<C['response']>>(
        imClient,
        `/api/im/${method}`,
        body as object,
        await auth.token(),
        options.signal,
        auth,
      );
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
}
