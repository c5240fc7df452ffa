import type { GroupMember, groupMembers } from '@ffe/shared/contracts/im-groups';
import type { ImClient } from '../client';
import { type ImCallOptions, imCall } from './im-call';
/** One page (100) of a group's members, admins first, and how many there are. */
export const getGroupMembers = (
  imClient: ImClient,
  groupId: string,
  page: number,
  options?: ImCallOptions,
): Promise<{ list: GroupMember[]; total: number }> =>
  imCall<typeof groupMembers>(imClient, '/api/im/group/members', { group_id: groupId, page }, options);
