import type { rejectGroupJoin } from '@ffe/shared/contracts/im-groups';
import { type ImCallOptions, imCall } from './im-call';

/** An admin turns a user's request to join down; nobody is added. */
export const rejectJoinRequest = async (groupId: string, userId: string, options?: ImCallOptions): Promise<void> => {
  await imCall<typeof rejectGroupJoin>('group/rejectJoin', { group_id: groupId, user_id: userId }, options);
};
