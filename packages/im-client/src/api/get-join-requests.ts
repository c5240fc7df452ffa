import type { GroupJoinRequest, groupJoinRequests } from '@ffe/shared/contracts/im-groups';
import { type ImCallOptions, imCall } from './im-call';

/** The requests waiting to join an approval group, newest first; admins only. */
export const getJoinRequests = (groupId: string, options?: ImCallOptions): Promise<GroupJoinRequest[]> =>
  imCall<typeof groupJoinRequests>('group/joinRequests', { group_id: groupId }, options);
