import type { acceptFriendInvite as acceptFriendInviteCall } from '@ffe/shared/contracts/im-friends';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImClient } from '../client';
import { useImClient } from '../client-context';
import { friendInvitationsQuery } from './get-friend-invitations';
import { friendsQuery } from './get-friend-list';
import { type ImCallOptions, imCall } from './im-call';
import { useImUserId } from './im-query-key';
/** Accepts the invitation of `fromUid`: both become friends. */
export const acceptFriendInvite = async (
  imClient: ImClient,
  fromUid: string,
  options?: ImCallOptions,
): Promise<void> => {
  await imCall<typeof acceptFriendInviteCall>(imClient, '/api/im/friend/accept', { from_uid: fromUid }, options);
};

/** Accepts an invitation (a failure toasts unless `options` say otherwise): it leaves the invitations; friends reread. */
export function useAcceptFriendInvite(options?: ImCallOptions) {
  const imClient = useImClient();
  const client = useQueryClient();
  const me = useImUserId();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (fromUid: string) => acceptFriendInvite(imClient, fromUid, options),
    onSuccess: (_answer, fromUid) => {
      client.setQueryData(friendInvitationsQuery(imClient, me).queryKey, (list) =>
        list?.filter((i) => i.from_uid !== fromUid),
      );
      // The answer is empty: the new friend's entry, with any alias given before, is the server's to say.
      return client.invalidateQueries({ queryKey: friendsQuery(imClient, me).queryKey });
    },
  });
}
