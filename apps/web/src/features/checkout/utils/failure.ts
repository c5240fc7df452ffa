import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

/** Whether the API client has already told the member (it toasts network failures itself). */
export const alreadyToasted = (error: Error) => error instanceof ApiError && error.errCode === 'NETWORK_ERROR';

/** Shows the server's readable message for a failed call, unless the API client has already said something. */
export function toastFailure(error: Error): void {
  if (!alreadyToasted(error)) toast(error.message);
}

/** The stable code of a failed call, if the server gave one. */
export const errCodeOf = (error: Error) => (error instanceof ApiError ? error.errCode : undefined);
