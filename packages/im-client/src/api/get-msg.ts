import { ApiError } from '@ffe/api-client/envelope';
import type { getMsg as getMsgCall, ImMessage } from '@ffe/shared/contracts/im';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ImClient } from '../client';
import { useImClient } from '../client-context';
import { type ImCallOptions, imCall } from './im-call';
import { imQueryKey, useImUserId } from './im-query-key';
/** One whole message, for a push flagged LongMsg whose body is only a preview (PRODUCT.md#chat-incoming). */
export const getMsg = (imClient: ImClient, msgId: string, options?: ImCallOptions): Promise<ImMessage> =>
  imCall<typeof getMsgCall>(imClient, '/api/im/getMsg', { msg_id: msgId }, options);

/** The message `msgId` as the server has it for the user; null when it has none (a broken link, not a failure). */
export const messageQuery = (imClient: ImClient, me: string | undefined, msgId: string | undefined) =>
  queryOptions({
    queryKey: imQueryKey(me, 'message', msgId),
    queryFn:
      me !== undefined && msgId
        ? async ({ signal }) => {
            try {
              return await getMsg(imClient, msgId, { errorUi: 'none', signal });
            } catch (error) {
              if (error instanceof ApiError && error.errCode === 'NOT_FOUND') return null;
              throw error;
            }
          }
        : skipToken,
    // Its readers change behind the page: every opening reads again.
    staleTime: 0,
  });

/** The message `msgId` from the server; with no id (a message held already) nothing is read. */
export const useMessage = (msgId: string | undefined) => {
  const imClient = useImClient();
  return useQuery(messageQuery(imClient, useImUserId(), msgId));
};
