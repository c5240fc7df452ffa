import type {
  GetConversationListRequest,
  getConversationList as getConversationListCall,
  ImConversation,
} from '@ffe/shared/contracts/im';
import type { ImClient } from '../client';
import { type ImCallOptions, imCall } from './im-call';
/**
 * The user's conversations (PRODUCT.md#chat-calls), in either form: `{ minUpdateTime, limit }` for the sync (updated
 * after, ascending) or `{ maxLastMsgCreateTime?, limit, conversation_id?, skip?, type?, group_id? }` for a page.
 */
export const getConversationList = (
  imClient: ImClient,
  request: GetConversationListRequest,
  options?: ImCallOptions,
): Promise<ImConversation[]> =>
  imCall<typeof getConversationListCall>(imClient, '/api/im/getConversationList', request, options);
