import type { inviteList } from '@ffe/shared/contracts/im-friends';
import type { z } from 'zod';
import { type ImCallOptions, imCall } from './im-call';

/** An invitation waiting for the user's answer, with the inviter's profile. */
export type FriendInvitation = z.infer<typeof inviteList.response>[number];

/** The friend invitations sent to the user that are still unanswered. */
export const getFriendInvitations = (options?: ImCallOptions): Promise<FriendInvitation[]> =>
  imCall<typeof inviteList>('friend/invitations', {}, options);
