import type { muteGroupMember as muteGroupMemberCall } from '@ffe/shared/contracts/im-groups';
import type { ImClient } from '../client';
import { type ImCallOptions, imCall } from './im-call';
/** An admin mutes or unmutes one member. */
export const muteGroupMember = async (
  imClient: ImClient,
  groupId: string,
  userId: string,
  mute: boolean,
  options?: ImCallOptions,
): Promise<void> => {
  await imCall<typeof muteGroupMemberCall>(
    imClient,
    '/api/im/group/muteMember',
    { group_id: groupId, user_id: userId, mute },
    options,
  );
};
