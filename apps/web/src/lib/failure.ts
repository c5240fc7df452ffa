import { ApiError } from './api-client';
import { toast } from './toast';

/** Whether the API client has already told the member (it toasts network failures itself). */
export const alreadyToasted = (error: Error) => error instanceof ApiError && error.errCode === 'NETWORK_ERROR';

/**
 * Tells the member a call failed: the server's message (PRODUCT.md#shop-errors), or `text` when the page knows better;
 * nothing for a network failure, which the API client has already toasted as 请求失败.
 */
export function toastFailure(error: Error, text?: string): void {
  if (!alreadyToasted(error)) toast(text ?? error.message);
}

/** The stable code of a failed call, if the server gave one. */
export const errCodeOf = (error: Error) => (error instanceof ApiError ? error.errCode : undefined);

/** The server does not know what was asked for (or it is another member's). */
export const isNotFound = (error: Error | null) => error instanceof ApiError && error.code === 404;

/** For a change's promise whose refusal the query client has toasted already: it settles without another word. */
export const refusalToasted = (): void => undefined;
