import type { ImGroup, myGroups } from '@ffe/shared/contracts/im-groups';
import { type ImCallOptions, imCall } from './im-call';

/** The groups the user belongs to, newest membership first. */
export const getMyGroups = (options?: ImCallOptions): Promise<ImGroup[]> =>
  imCall<typeof myGroups>('group/mine', {}, options);
