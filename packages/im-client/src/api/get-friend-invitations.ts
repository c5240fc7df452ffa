import type { inviteList } from '@ffe/shared/contracts/im-friends';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ImClient } from '../client';
import { useImClient } from '../client-context';
import { type ImCallOptions, imCall } from './im-call';
import { imQueryKey, useImUserId } from './im-query-key';
/** An invitation waiting for the user's answer, with the inviter's profile. */
export type FriendInvitation = z.infer<typeof inviteList.response>[number];

/** The friend invitations sent to the user that are still unanswered. */
export const getFriendInvitations = (imClient: ImClient, options?: ImCallOptions): Promise<FriendInvitation[]> =>
  imCall<typeof inviteList>(imClient, '/api/im/friend/invitations', {}, options);

export const friendInvitationsQuery = (imClient: ImClient, me: string | undefined) =>
  queryOptions({
    queryKey: imQueryKey(me, 'friend-invitations'),
    queryFn: () => getFriendInvitations(imClient, { errorUi: 'none' }),
    enabled: me !== undefined,
    // Pushes reach the cache only while a chat page is mounted: every mount reads again.
    staleTime: 0,
  });

/** The unanswered invitations, kept current by pushes (usePushesIntoQueries). */
export const useFriendInvitations = () => {
  const imClient = useImClient();
  return useQuery(friendInvitationsQuery(imClient, useImUserId()));
};
