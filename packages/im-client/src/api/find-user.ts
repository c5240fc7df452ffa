import type { PublicUser } from '@ffe/shared/contracts/im';
import type { findUser as findUserCall } from '@ffe/shared/contracts/im-friends';
import { type ImCallOptions, imCall } from './im-call';

/** Finds a user by exact phone number or by id (never a listing); answers none when nobody matches. */
export const findUser = (query: { mobile: string } | { _id: string }, options?: ImCallOptions): Promise<PublicUser[]> =>
  imCall<typeof findUserCall>('user/find', query, options);
