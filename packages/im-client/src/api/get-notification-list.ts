import type { ImNotification } from '@ffe/shared/contracts/im';
import type { notificationList } from '@ffe/shared/contracts/im-friends';
import type { ImClient } from '../client';
import { type ImCallOptions, imCall } from './im-call';
/** The user's notifications, newest first and de-duplicated; the server marks them read by answering. */
export const getNotificationList = (imClient: ImClient, options?: ImCallOptions): Promise<ImNotification[]> =>
  imCall<typeof notificationList>(imClient, '/api/im/notification/list', {}, options);
