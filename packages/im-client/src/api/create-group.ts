import type { createGroup as createGroupCall, ImGroup } from '@ffe/shared/contracts/im-groups';
import type { ImClient } from '../client';
import { type ImCallOptions, imCall } from './im-call';
/** Creates a group of the user (its owner) and friends of theirs. */
export const createGroup = (
  imClient: ImClient,
  request: { user_ids: string[]; name?: string },
  options?: ImCallOptions,
): Promise<ImGroup> => imCall<typeof createGroupCall>(imClient, '/api/im/group/create', request, options);
