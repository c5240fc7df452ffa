import type { approveGroupMember as approveGroupMemberCall } from '@ffe/shared/contracts/im-groups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImClient } from '../client';
import { useImClient } from '../client-context';
import { joinRequestsQuery } from './get-join-requests';
import { type ImCallOptions, imCall } from './im-call';
import { useImUserId } from './im-query-key';
/** An admin adds a user to the group (approving their request). */
export const approveGroupMember = async (
  imClient: ImClient,
  groupId: string,
  userId: string,
  options?: ImCallOptions,
): Promise<void> => {
  await imCall<typeof approveGroupMemberCall>(
    imClient,
    '/api/im/group/approve',
    { group_id: groupId, user_id: userId },
    options,
  );
};

/**
 * Approves a request to join `groupId` (a failure toasts): it leaves the requests; the new member arrives with the
 * group's system message.
 */
export function useApproveGroupMember(groupId: string) {
  const imClient = useImClient();
  const client = useQueryClient();
  const me = useImUserId();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (userId: string) => approveGroupMember(imClient, groupId, userId),
    onSuccess: (_answer, userId) =>
      client.setQueryData(joinRequestsQuery(imClient, me, groupId).queryKey, (list) =>
        list?.filter((r) => r.user._id !== userId),
      ),
  });
}
