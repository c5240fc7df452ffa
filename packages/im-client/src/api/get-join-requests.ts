import type { GroupJoinRequest, groupJoinRequests } from '@ffe/shared/contracts/im-groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImClient } from '../client';
import { useImClient } from '../client-context';
import { type ImCallOptions, imCall } from './im-call';
import { imQueryKey, useImUserId } from './im-query-key';
/** The requests waiting to join an approval group, newest first; admins only. */
export const getJoinRequests = (
  imClient: ImClient,
  groupId: string,
  options?: ImCallOptions,
): Promise<GroupJoinRequest[]> =>
  imCall<typeof groupJoinRequests>(imClient, '/api/im/group/joinRequests', { group_id: groupId }, options);

export const joinRequestsQuery = (imClient: ImClient, me: string | undefined, groupId: string) =>
  queryOptions({
    queryKey: imQueryKey(me, 'join-requests', groupId),
    queryFn: ({ signal }) => getJoinRequests(imClient, groupId, { errorUi: 'none', signal }),
    enabled: me !== undefined,
    // Pushes reach the cache only while a chat page is mounted: every mount reads again.
    staleTime: 0,
  });

/** The group's waiting join requests, kept current by pushes (usePushesIntoQueries). */
export const useJoinRequests = (groupId: string) => {
  const imClient = useImClient();
  return useQuery(joinRequestsQuery(imClient, useImUserId(), groupId));
};
