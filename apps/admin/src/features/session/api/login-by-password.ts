import type * as memberContracts from '@ffe/shared/contracts/member';
import type { LoginResult } from '@ffe/shared/contracts/member';
import { call } from '../../../lib/api-client';

/** The shop's password login; for a staff member whose password was reset it also says they must choose a new one. */
export type StaffLoginResult = LoginResult & { mustChangePassword?: boolean };

export const loginByPassword = (input: { username: string; password: string }) =>
  call<typeof memberContracts.loginByPassword>('/api/member/login/password', input);
