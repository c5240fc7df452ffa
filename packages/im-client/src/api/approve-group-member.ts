import type { groupMemberAction } from '@ffe/shared/contracts/im-groups';
import { type ImCallOptions, imCall } from './im-call';

/** An admin adds a user to the group (approving their request). */
export const approveGroupMember = async (groupId: string, userId: string, options?: ImCallOptions): Promise<void> => {
  await imCall<typeof groupMemberAction>('group/approve', { group_id: groupId, user_id: userId }, options);
};
