import type { groupById, ImGroup } from '@ffe/shared/contracts/im-groups';
import { type ImCallOptions, imCall } from './im-call';

/** A group's profile; fails with 'group does not exist' for a group that is gone. */
export const getGroupInfo = (groupId: string, options?: ImCallOptions): Promise<ImGroup> =>
  imCall<typeof groupById>('group/info', { group_id: groupId }, options);
