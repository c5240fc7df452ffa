import type { exitGroup as exitGroupCall } from '@ffe/shared/contracts/im-groups';
import type { ImClient } from '../client';
import { type ImCallOptions, imCall } from './im-call';
/** The user leaves a group (the owner cannot: they dissolve it). */
export const exitGroup = async (imClient: ImClient, groupId: string, options?: ImCallOptions): Promise<void> => {
  await imCall<typeof exitGroupCall>(imClient, '/api/im/group/exit', { group_id: groupId }, options);
};
