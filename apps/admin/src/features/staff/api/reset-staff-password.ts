import type * as staffContracts from '@ffe/shared/contracts/staff';
import type { resetStaffPassword as resetStaffPasswordCall } from '@ffe/shared/contracts/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { STAFF_KEY } from './list-staff';

export type ResetStaffPasswordRequest = z.infer<typeof resetStaffPasswordCall.request>;

/** Sets a staff member's password; they must choose their own at the next sign-in (the list shows it). */
export const resetStaffPassword = (input: ResetStaffPasswordRequest) =>
  call<typeof staffContracts.resetStaffPassword>('/api/admin/staff/reset-password', input);

export const useResetStaffPassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: resetStaffPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
};
