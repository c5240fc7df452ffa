import type { setGroupAdmin as setGroupAdminCall } from '@ffe/shared/contracts/im-groups';
import type { ImClient } from '../client';
import { type ImCallOptions, imCall } from './im-call';
/** The owner makes a member an admin, or takes it back. */
export const setGroupAdmin = async (
  imClient: ImClient,
  groupId: string,
  userId: string,
  admin: boolean,
  options?: ImCallOptions,
): Promise<void> => {
  await imCall<typeof setGroupAdminCall>(
    imClient,
    '/api/im/group/setAdmin',
    { group_id: groupId, user_id: userId, admin },
    options,
  );
};
