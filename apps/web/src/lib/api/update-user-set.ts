import type { CurrentUser, UpdateUserSetRequest } from '@ffe/shared/contracts/member';
import { call } from '../api-client';

/** Changes one of the member's settings; answers whether it changed and the account as it is now. */
export const updateUserSet = (change: UpdateUserSetRequest) =>
  call<{ changed: boolean; user: CurrentUser }>('/api/member/updateUserSet', change);
