import type * as memberContracts from '@ffe/shared/contracts/member';
import type { UpdateUserSetRequest } from '@ffe/shared/contracts/member';
import { call } from '../api-client';

/** Changes one of the member's settings; answers whether it changed and the account as it is now. */
export const updateUserSet = (change: UpdateUserSetRequest) =>
  call<typeof memberContracts.updateUserSet>('/api/member/updateUserSet', change);
