import type { answerInvite } from '@ffe/shared/contracts/im-friends';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { friendInvitationsQuery } from './get-friend-invitations';
import { type ImCallOptions, imCall } from './im-call';
import { useImUserId } from './im-query-key';

/** Turns down the invitation of `fromUid`. */
export const rejectFriendInvite = async (fromUid: string, options?: ImCallOptions): Promise<void> => {
  await imCall<typeof answerInvite>('friend/reject', { from_uid: fromUid }, options);
};

/** Turns an invitation down (a failure toasts unless `options` say otherwise): it leaves the invitations. */
export function useRejectFriendInvite(options?: ImCallOptions) {
  const client = useQueryClient();
  const me = useImUserId();
  return useMutation({
    mutationFn: (fromUid: string) => rejectFriendInvite(fromUid, options),
    onSuccess: (_answer, fromUid) =>
      client.setQueryData(friendInvitationsQuery(me).queryKey, (list) => list?.filter((i) => i.from_uid !== fromUid)),
  });
}
