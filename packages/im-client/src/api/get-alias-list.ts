import type { aliasList, UserAlias } from '@ffe/shared/contracts/im-friends';
import { type ImCallOptions, imCall } from './im-call';

/** Every alias the user gave to others. */
export const getAliasList = (options?: ImCallOptions): Promise<UserAlias[]> =>
  imCall<typeof aliasList>('alias/list', {}, options);
