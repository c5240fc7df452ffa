import type { joinGroup as joinGroupCall } from '@ffe/shared/contracts/im-groups';
import { type ImCallOptions, imCall } from './im-call';

/** Asks to join a group by its id: joined at once, or (joined false) waiting for an admin's approval. */
export const joinGroup = (groupId: string, message?: string, options?: ImCallOptions): Promise<{ joined: boolean }> =>
  imCall<typeof joinGroupCall>('group/join', message ? { group_id: groupId, message } : { group_id: groupId }, options);
