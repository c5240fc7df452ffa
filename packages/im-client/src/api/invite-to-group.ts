import type { inviteToGroup as inviteCall } from '@ffe/shared/contracts/im-groups';
import { useMutation } from '@tanstack/react-query';
import type { ImClient } from '../client';
import { useImClient } from '../client-context';
import { type ImCallOptions, imCall } from './im-call';
/** Adds friends of the user to a group (admins, or anyone in a free group); those already in are skipped. */
export const inviteToGroup = async (
  imClient: ImClient,
  groupId: string,
  userIds: string[],
  options?: ImCallOptions,
): Promise<void> => {
  await imCall<typeof inviteCall>(imClient, '/api/im/group/invite', { group_id: groupId, user_ids: userIds }, options);
};

/** Adds friends (a refusal is the call's toast); the new members arrive by the group's pushed join-group notice. */
export const useInviteToGroup = () => {
  const imClient = useImClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: ({ groupId, userIds }: { groupId: string; userIds: string[] }) =>
      inviteToGroup(imClient, groupId, userIds),
  });
};
