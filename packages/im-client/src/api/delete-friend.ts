import type { deleteFriend as deleteFriendCall } from '@ffe/shared/contracts/im-friends';
import { type ImCallOptions, imCall } from './im-call';

/** Ends the friendship with `friendUid`, on both sides. */
export const deleteFriend = async (friendUid: string, options?: ImCallOptions): Promise<void> => {
  await imCall<typeof deleteFriendCall>('friend/delete', { friend_uid: friendUid }, options);
};
