import type { groupById, ImGroup } from '@ffe/shared/contracts/im-groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImClient } from '../client';
import { useImClient } from '../client-context';
import { type ImCallOptions, imCall } from './im-call';
import { imQueryKey, useImUserId } from './im-query-key';
/** A group's profile; fails with 'group does not exist' for a group that is gone. */
export const getGroupInfo = (imClient: ImClient, groupId: string, options?: ImCallOptions): Promise<ImGroup> =>
  imCall<typeof groupById>(imClient, '/api/im/group/info', { group_id: groupId }, options);

/** A group's profile as someone about to join reads it (its name, picture, size and join option). */
export const groupInfoQuery = (imClient: ImClient, me: string | undefined, groupId: string | undefined) =>
  queryOptions({
    queryKey: imQueryKey(me, 'group-info', groupId),
    // The page shows a group that is gone as such, so the call itself stays quiet.
    queryFn: () => getGroupInfo(imClient, groupId ?? '', { errorUi: 'none' }),
    enabled: me !== undefined && Boolean(groupId),
    retry: false,
  });

/** A group's profile once the chat has started; for the join page of a shared link. */
export const useGroupInfo = (groupId: string | undefined) => {
  const imClient = useImClient();
  return useQuery(groupInfoQuery(imClient, useImUserId(), groupId));
};
