import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

/** Tells the member why the server refused; a network failure is left alone, the API client already toasted it. */
export function toastRefusal(error: Error): void {
  if (!(error instanceof ApiError && error.errCode === 'NETWORK_ERROR')) toast(error.message);
}

/** The server does not know the order or request asked for (or it is another member's). */
export const isNotFound = (error: Error | null) => error instanceof ApiError && error.code === 404;
