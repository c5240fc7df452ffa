import type { answerInvite } from '@ffe/shared/contracts/im-friends';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { friendInvitationsQuery } from './get-friend-invitations';
import { type ImCallOptions, imCall } from './im-call';
import { useImUserId } from './im-query-key';

/** Turns down the invitation of `fromUid`. */
export const rejectFriendInvite = async (fromUid: string, options?: ImCallOptions): Promise<void> => {
  await imCall<typeof answerInvite>('friend/reject', { from_uid: fromUid }, options);
};

/** Turns an invitation down (a failure toasts): it leaves the invitations. */
export function useRejectFriendInvite() {
  const client = useQueryClient();
  const me = useImUserId();
  return useMutation({
    mutationFn: (fromUid: string) => rejectFriendInvite(fromUid),
    onSuccess: (_answer, fromUid) =>
      client.setQueryData(friendInvitationsQuery(me).queryKey, (list) => list?.filter((i) => i.from_uid !== fromUid)),
  });
}
