import type { Friend, friendList } from '@ffe/shared/contracts/im-friends';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImClient } from '../client';
import { useImClient } from '../client-context';
import { rememberAlias } from '../runtime/aliases';
import { type ImCallOptions, imCall } from './im-call';
import { imQueryKey, useImUserId } from './im-query-key';
/** The user's friends with their profiles and the user's alias for each. */
export const getFriendList = (imClient: ImClient, options?: ImCallOptions): Promise<Friend[]> =>
  imCall<typeof friendList>(imClient, '/api/im/friend/list', {}, options);

export const friendsQuery = (imClient: ImClient, me: string | undefined) =>
  queryOptions({
    queryKey: imQueryKey(me, 'friends'),
    queryFn: async () => {
      const list = await getFriendList(imClient, { errorUi: 'none' });
      // The aliases read with the friends are the latest: names elsewhere in the chat show them too.
      for (const friend of list) rememberAlias(imClient, friend.friend_uid, friend.alias ?? '');
      return list;
    },
    enabled: me !== undefined,
    // Pushes reach the cache only while a chat page is mounted: every mount reads again.
    staleTime: 0,
  });

/** The friends, kept current by pushes (usePushesIntoQueries); a guest's read fails with 403. */
export const useFriends = () => {
  const imClient = useImClient();
  return useQuery(friendsQuery(imClient, useImUserId()));
};
