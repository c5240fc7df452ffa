import type { expelGroupMember as expelGroupMemberCall } from '@ffe/shared/contracts/im-groups';
import type { ImClient } from '../client';
import { type ImCallOptions, imCall } from './im-call';
/** An admin removes a member from the group. */
export const expelGroupMember = async (
  imClient: ImClient,
  groupId: string,
  userId: string,
  options?: ImCallOptions,
): Promise<void> => {
  await imCall<typeof expelGroupMemberCall>(
    imClient,
    '/api/im/group/expel',
    { group_id: groupId, user_id: userId },
    options,
  );
};
