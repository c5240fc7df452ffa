import type { rejectFriendInvite as rejectFriendInviteCall } from '@ffe/shared/contracts/im-friends';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImClient } from '../client';
import { useImClient } from '../client-context';
import { friendInvitationsQuery } from './get-friend-invitations';
import { type ImCallOptions, imCall } from './im-call';
import { useImUserId } from './im-query-key';
/** Turns down the invitation of `fromUid`. */
export const rejectFriendInvite = async (
  imClient: ImClient,
  fromUid: string,
  options?: ImCallOptions,
): Promise<void> => {
  await imCall<typeof rejectFriendInviteCall>(imClient, '/api/im/friend/reject', { from_uid: fromUid }, options);
};

/** Turns an invitation down (a failure toasts unless `options` say otherwise): it leaves the invitations. */
export function useRejectFriendInvite(options?: ImCallOptions) {
  const imClient = useImClient();
  const client = useQueryClient();
  const me = useImUserId();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (fromUid: string) => rejectFriendInvite(imClient, fromUid, options),
    onSuccess: (_answer, fromUid) =>
      client.setQueryData(friendInvitationsQuery(imClient, me).queryKey, (list) =>
        list?.filter((i) => i.from_uid !== fromUid),
      ),
  });
}
