import type { getUsers as getUsersCall, PublicUser } from '@ffe/shared/contracts/im';
import type { ImClient } from '../client';
import { type ImCallOptions, imCall } from './im-call';
/** Public profiles of up to 100 users; ids that name nobody are left out. */
export const getUsers = (imClient: ImClient, ids: string[], options?: ImCallOptions): Promise<PublicUser[]> =>
  imCall<typeof getUsersCall>(imClient, '/api/im/getUsers', { ids }, options);
