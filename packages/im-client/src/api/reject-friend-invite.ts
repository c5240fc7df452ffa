import type { answerInvite } from '@ffe/shared/contracts/im-friends';
import { type ImCallOptions, imCall } from './im-call';

/** Turns down the invitation of `fromUid`. */
export const rejectFriendInvite = async (fromUid: string, options?: ImCallOptions): Promise<void> => {
  await imCall<typeof answerInvite>('friend/reject', { from_uid: fromUid }, options);
};
