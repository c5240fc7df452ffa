import type { answerInvite } from '@ffe/shared/contracts/im-friends';
import { type ImCallOptions, imCall } from './im-call';

/** Accepts the invitation of `fromUid`: both become friends. */
export const acceptFriendInvite = async (fromUid: string, options?: ImCallOptions): Promise<void> => {
  await imCall<typeof answerInvite>('friend/accept', { from_uid: fromUid }, options);
};
