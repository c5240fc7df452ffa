import type { clearUnreadCount as clearUnreadCountCall } from '@ffe/shared/contracts/im';
import type { ImClient } from '../client';
import { type ImCallOptions, imCall } from './im-call';
/** Marks every conversation of the user read; the user's other devices hear of it. */
export const clearUnreadCount = (imClient: ImClient, deviceId?: string, options?: ImCallOptions): Promise<null> =>
  imCall<typeof clearUnreadCountCall>(
    imClient,
    '/api/im/clearUnreadCount',
    deviceId ? { device_id: deviceId } : {},
    options,
  );
