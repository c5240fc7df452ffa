import type { getUnreadCount as getUnreadCountCall, UnreadCountObj } from '@ffe/shared/contracts/im';
import type { ImClient } from '../client';
import { type ImCallOptions, imCall } from './im-call';
/** The user's unread totals (`data.unreadCountObj`, PRODUCT.md#chat-calls): conversations, messages, notifications. */
export const getUnreadCount = async (imClient: ImClient, options?: ImCallOptions): Promise<UnreadCountObj> =>
  (await imCall<typeof getUnreadCountCall>(imClient, '/api/im/getUnreadCount', {}, options)).unreadCountObj;
