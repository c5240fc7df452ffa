import type { inviteFriend as inviteFriendCall } from '@ffe/shared/contracts/im-friends';
import type { ImClient } from '../client';
import { type ImCallOptions, imCall } from './im-call';
/** Asks a user to become a friend, with an optional message; 409 when they already are. */
export const inviteFriend = async (
  imClient: ImClient,
  toUid: string,
  message: string,
  options?: ImCallOptions,
): Promise<void> => {
  await imCall<typeof inviteFriendCall>(
    imClient,
    '/api/im/friend/invite',
    { to_uid: toUid, ...(message ? { message } : {}) },
    options,
  );
};
