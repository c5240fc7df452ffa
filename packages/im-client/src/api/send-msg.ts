import type { ImMessage, SendMsgRequest, sendMsg as sendMsgCall } from '@ffe/shared/contracts/im';
import type { ImClient } from '../client';
import { type ImCallOptions, imCall } from './im-call';
/**
 * Sends a message, a revoke_msg or a read_msg (PRODUCT.md#chat-calls) and resolves with the stored message; a retry
 * with the same unique_id answers the first one.
 */
export const sendMsg = (imClient: ImClient, request: SendMsgRequest, options?: ImCallOptions): Promise<ImMessage> =>
  imCall<typeof sendMsgCall>(imClient, '/api/im/sendMsg', request, options);
