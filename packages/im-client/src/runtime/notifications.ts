import type { ImNotification } from '@ffe/shared/contracts/im';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getNotificationList } from '../api/get-notification-list';
import { imQueryKey, useImUserId } from '../api/im-query-key';
import type { ImClient } from '../client';

import { useImClient } from '../client-context';
/** Reads the notification list; the server marks them read by answering, so tab 2's badge goes back to 0. */
export async function readNotifications(imClient: ImClient): Promise<ImNotification[]> {
  const list = await getNotificationList(imClient, { errorUi: 'none' });
  imClient.store.setState((s) => ({ unread: { ...s.unread, notification: 0 } }));
  return list;
}

export const notificationsQuery = (imClient: ImClient, me: string | undefined) =>
  queryOptions({
    queryKey: imQueryKey(me, 'notifications'),
    queryFn: () => readNotifications(imClient),
    enabled: me !== undefined,
    // Pushes reach the cache only while a chat page is mounted: every mount reads again (and marks them read).
    staleTime: 0,
  });

/** The notification list; a pushed notification reads it again while it is shown (usePushesIntoQueries). */
export const useNotifications = () => useQuery(notificationsQuery(useImClient(), useImUserId()));

/** The other user a notification is about: who invited, added or deleted the user, or whom the user did. */
export const notificationPeer = (notification: ImNotification, myId: string | undefined): string => {
  const { from_uid: from, to_uid: to } = notification.payload.data;
  return from === myId ? to : from;
};
