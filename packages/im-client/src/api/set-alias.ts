import type { setAlias as setAliasCall } from '@ffe/shared/contracts/im-friends';
import { type ImCallOptions, imCall } from './im-call';

/** Sets the user's alias for `targetUid`; an empty one removes it. */
export const setAlias = async (targetUid: string, content: string, options?: ImCallOptions): Promise<void> => {
  await imCall<typeof setAliasCall>('alias/set', { target_uid: targetUid, content }, options);
};
