import type { dissolveGroup as dissolveGroupCall } from '@ffe/shared/contracts/im-groups';
import type { ImClient } from '../client';
import { type ImCallOptions, imCall } from './im-call';
/** The owner ends a group for everyone. */
export const dissolveGroup = async (imClient: ImClient, groupId: string, options?: ImCallOptions): Promise<void> => {
  await imCall<typeof dissolveGroupCall>(imClient, '/api/im/group/dissolve', { group_id: groupId }, options);
};
