import type { GetMsgListRequest, getMsgList as getMsgListCall, ImMessage } from '@ffe/shared/contracts/im';
import type { ImClient } from '../client';
import { type ImCallOptions, imCall } from './im-call';
/**
 * Messages of a conversation: with minUpdateTime (and after_id) those changed since, ascending, for the sync; with
 * maxCreateTime (or nothing) those created before it, newest first, for history.
 */
export const getMsgList = (
  imClient: ImClient,
  request: GetMsgListRequest,
  options?: ImCallOptions,
): Promise<ImMessage[]> => imCall<typeof getMsgListCall>(imClient, '/api/im/getMsgList', request, options);
