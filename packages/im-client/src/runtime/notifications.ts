import type { ImNotification } from '@ffe/shared/contracts/im';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getNotificationList } from '../api/get-notification-list';
import { imQueryKey, useImUserId } from '../api/im-query-key';
import { useImStore } from './im-store';

/** Reads the notification list; the server marks them read by answering, so tab 2's badge goes back to 0. */
export async function readNotifications(): Promise<ImNotification[]> {
  const list = await getNotificationList({ errorUi: 'none' });
  useImStore.setState((s) => ({ unread: { ...s.unread, notification: 0 } }));
  return list;
}

export const notificationsQuery = (me: string | undefined) =>
  queryOptions({
    queryKey: imQueryKey(me, 'notifications'),
    queryFn: readNotifications,
    enabled: me !== undefined,
    // Pushes reach the cache only while a chat page is mounted: every mount reads again (and marks them read).
    staleTime: 0,
  });

/** The notification list; a pushed notification reads it again while it is shown (usePushesIntoQueries). */
export const useNotifications = () => useQuery(notificationsQuery(useImUserId()));

/** The other user a notification is about: who invited, added or deleted the user, or whom the user did. */
export const notificationPeer = (notification: ImNotification, myId: string | undefined): string => {
  const { from_uid: from, to_uid: to } = notification.payload.data;
  return from === myId ? to : from;
};
