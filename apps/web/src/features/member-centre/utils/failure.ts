import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

/**
 * Tells the member a call failed: the server's message (spec §8), or `text` when the page knows better. A network
 * failure is left alone, because the API client has already toasted 请求失败 for it.
 */
export function toastFailure(error: Error, text?: string): void {
  if (error instanceof ApiError && error.errCode === 'NETWORK_ERROR') return;
  toast(text ?? error.message);
}
