import type { rejectGroupJoin } from '@ffe/shared/contracts/im-groups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImClient } from '../client';
import { useImClient } from '../client-context';
import { joinRequestsQuery } from './get-join-requests';
import { type ImCallOptions, imCall } from './im-call';
import { useImUserId } from './im-query-key';
/** An admin turns a user's request to join down; nobody is added. */
export const rejectJoinRequest = async (
  imClient: ImClient,
  groupId: string,
  userId: string,
  options?: ImCallOptions,
): Promise<void> => {
  await imCall<typeof rejectGroupJoin>(
    imClient,
    '/api/im/group/rejectJoin',
    { group_id: groupId, user_id: userId },
    options,
  );
};

/** Turns a request to join `groupId` down (a failure toasts): it leaves the requests. */
export function useRejectJoinRequest(groupId: string) {
  const imClient = useImClient();
  const client = useQueryClient();
  const me = useImUserId();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (userId: string) => rejectJoinRequest(imClient, groupId, userId),
    onSuccess: (_answer, userId) =>
      client.setQueryData(joinRequestsQuery(imClient, me, groupId).queryKey, (list) =>
        list?.filter((r) => r.user._id !== userId),
      ),
  });
}
