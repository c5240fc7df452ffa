import type { getUsers as getUsersCall, PublicUser } from '@ffe/shared/contracts/im';
import { type ImCallOptions, imCall } from './im-call';

/** Public profiles of up to 100 users; ids that name nobody are left out. */
export const getUsers = (ids: string[], options?: ImCallOptions): Promise<PublicUser[]> =>
  imCall<typeof getUsersCall>('getUsers', { ids }, options);
