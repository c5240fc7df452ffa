import type { ImGroup, myGroups } from '@ffe/shared/contracts/im-groups';
import type { ImClient } from '../client';
import { type ImCallOptions, imCall } from './im-call';
/** The groups the user belongs to, newest membership first. */
export const getMyGroups = (imClient: ImClient, options?: ImCallOptions): Promise<ImGroup[]> =>
  imCall<typeof myGroups>(imClient, '/api/im/group/mine', {}, options);
