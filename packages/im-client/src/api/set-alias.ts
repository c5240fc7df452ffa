import type { setAlias as setAliasCall } from '@ffe/shared/contracts/im-friends';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImClient } from '../client';
import { useImClient } from '../client-context';
import { rememberAlias } from '../runtime/aliases';
import { friendsQuery } from './get-friend-list';
import { type ImCallOptions, imCall } from './im-call';
import { useImUserId } from './im-query-key';
/** Sets the user's alias for `targetUid`; an empty one removes it. */
export const setAlias = async (
  imClient: ImClient,
  targetUid: string,
  content: string,
  options?: ImCallOptions,
): Promise<void> => {
  await imCall<typeof setAliasCall>(imClient, '/api/im/alias/set', { target_uid: targetUid, content }, options);
};

/** Sets an alias (a failure toasts): the friend's entry and every name in the chat show it. */
export function useSetAlias() {
  const imClient = useImClient();
  const client = useQueryClient();
  const me = useImUserId();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: ({ targetUid, content }: { targetUid: string; content: string }) =>
      setAlias(imClient, targetUid, content),
    onSuccess: (_answer, { targetUid, content }) => {
      rememberAlias(imClient, targetUid, content);
      client.setQueryData(friendsQuery(imClient, me).queryKey, (list) =>
        list?.map((f) => (f.friend_uid === targetUid ? { ...f, alias: content || null } : f)),
      );
    },
  });
}
