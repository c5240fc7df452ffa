import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { friendInvitationsQuery } from '../api/get-friend-invitations';
import { friendsQuery } from '../api/get-friend-list';
import { joinRequestsQuery } from '../api/get-join-requests';
import type { ImClient } from '../client';
import { useImClient } from '../client-context';
import { type ImPush, onImPush } from '../runtime/im-pushes';
import { NOTIFICATION_KIND } from '../runtime/notification-kinds';
import { notificationsQuery } from '../runtime/notifications';

/** Changes the reads a push is about: what it tells in full is set, what it only names is read again. */
function applyPush(imClient: ImClient, client: QueryClient, push: ImPush): void {
  const me = imClient.store.getState().me?._id;
  if (!me) return;
  const { subType, data } = push.notification.payload;
  switch (subType) {
    case NOTIFICATION_KIND.friendInvite:
      void client.invalidateQueries({ queryKey: friendInvitationsQuery(imClient, me).queryKey });
      break;
    case NOTIFICATION_KIND.friendAdd:
      void client.invalidateQueries({ queryKey: friendsQuery(imClient, me).queryKey });
      break;
    case NOTIFICATION_KIND.friendDelete:
      client.setQueryData(friendsQuery(imClient, me).queryKey, (list) =>
        list?.filter((f) => f.friend_uid !== data.from_uid),
      );
      break;
    case NOTIFICATION_KIND.groupJoinRequest:
      if (typeof data.group_id === 'string') {
        void client.invalidateQueries({ queryKey: joinRequestsQuery(imClient, me, data.group_id).queryKey });
      }
      break;
  }
  // Reading the list is what marks it read: only a shown list is read again, the others on their next mount.
  void client.invalidateQueries({ queryKey: notificationsQuery(imClient, me).queryKey });
}

/**
 * Keeps the chat's request/response reads current while the page that mounts it is shown: a friend invited, added or
 * deleted, a request to join a group and any notification change their lists at once. The chat's root pages mount it.
 */
export function usePushesIntoQueries(): void {
  const imClient = useImClient();
  const client = useQueryClient();
  useEffect(() => onImPush(imClient, (push) => applyPush(imClient, client, push)), [client, imClient]);
}
