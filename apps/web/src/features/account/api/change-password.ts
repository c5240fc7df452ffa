import type * as staffContracts from '@ffe/shared/contracts/staff';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Replaces the member's password after checking the old one; the member's other sessions end. */
export const changePassword = (body: { oldPassword: string; newPassword: string }) =>
  call<typeof staffContracts.updateOwnPassword>('/api/member/password/update', body);

export const useChangePassword = () => useMutation({ meta: { handlesErrors: true }, mutationFn: changePassword });
