import type { leaveGroup } from '@ffe/shared/contracts/im-groups';
import { type ImCallOptions, imCall } from './im-call';

/** The owner ends a group for everyone. */
export const dissolveGroup = async (groupId: string, options?: ImCallOptions): Promise<void> => {
  await imCall<typeof leaveGroup>('group/dissolve', { group_id: groupId }, options);
};
