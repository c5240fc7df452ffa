import type {
  ImConversation,
  UpdateConversationRequest,
  updateConversation as updateConversationCall,
} from '@ffe/shared/contracts/im';
import type { ImClient } from '../client';
import { type ImCallOptions, imCall } from './im-call';
/** Changes the user's own conversation row (unread count, mute, star, hidden, pinned, draft) and answers it. */
export const updateConversation = (
  imClient: ImClient,
  request: UpdateConversationRequest,
  options?: ImCallOptions,
): Promise<ImConversation> =>
  imCall<typeof updateConversationCall>(imClient, '/api/im/updateConversation', request, options);
