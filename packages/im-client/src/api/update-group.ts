import type { ImGroup, updateGroup as updateGroupCall } from '@ffe/shared/contracts/im-groups';
import type { z } from 'zod';
import type { ImClient } from '../client';
import { type ImCallOptions, imCall } from './im-call';
/** Admins change a group's name, introduction, notice, avatar, mute-all or join option. */
export const updateGroup = (
  imClient: ImClient,
  request: z.input<typeof updateGroupCall.request>,
  options?: ImCallOptions,
): Promise<ImGroup> => imCall<typeof updateGroupCall>(imClient, '/api/im/group/update', request, options);
