import type { deleteFriend as deleteFriendCall } from '@ffe/shared/contracts/im-friends';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImClient } from '../client';
import { useImClient } from '../client-context';
import { friendsQuery } from './get-friend-list';
import { type ImCallOptions, imCall } from './im-call';
import { useImUserId } from './im-query-key';
/** Ends the friendship with `friendUid`, on both sides. */
export const deleteFriend = async (imClient: ImClient, friendUid: string, options?: ImCallOptions): Promise<void> => {
  await imCall<typeof deleteFriendCall>(imClient, '/api/im/friend/delete', { friend_uid: friendUid }, options);
};

/** Ends a friendship (a failure toasts): the friend leaves the list. */
export function useDeleteFriend() {
  const imClient = useImClient();
  const client = useQueryClient();
  const me = useImUserId();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (friendUid: string) => deleteFriend(imClient, friendUid),
    onSuccess: (_answer, friendUid) =>
      client.setQueryData(friendsQuery(imClient, me).queryKey, (list) =>
        list?.filter((f) => f.friend_uid !== friendUid),
      ),
  });
}
