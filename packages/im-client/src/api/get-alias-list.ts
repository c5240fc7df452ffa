import type { aliasList, UserAlias } from '@ffe/shared/contracts/im-friends';
import type { ImClient } from '../client';
import { type ImCallOptions, imCall } from './im-call';
/** Every alias the user gave to others. */
export const getAliasList = (imClient: ImClient, options?: ImCallOptions): Promise<UserAlias[]> =>
  imCall<typeof aliasList>(imClient, '/api/im/alias/list', {}, options);
