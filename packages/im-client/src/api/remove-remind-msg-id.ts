import type { removeRemindMsgId as removeRemindMsgIdCall } from '@ffe/shared/contracts/im';
import type { ImClient } from '../client';
import { type ImCallOptions, imCall } from './im-call';
/** Drops a message from the conversation's @-reminders once the user has seen it. */
export const removeRemindMsgId = (
  imClient: ImClient,
  conversationId: string,
  msgId: string,
  options?: ImCallOptions,
): Promise<null> =>
  imCall<typeof removeRemindMsgIdCall>(
    imClient,
    '/api/im/removeRemindMsgId',
    { conversation_id: conversationId, msg_id: msgId },
    options,
  );
