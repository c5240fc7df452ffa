import type * as staffContracts from '@ffe/shared/contracts/staff';
import type { updateStaff as updateStaffCall } from '@ffe/shared/contracts/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { STAFF_KEY } from './list-staff';

export type UpdateStaffRequest = z.infer<typeof updateStaffCall.request>;

/**
 * Changes a staff member's name, role, phone or enabled flag, from the version read; disabling signs them out
 * everywhere at once. The list refreshes either way.
 */
export const updateStaff = (input: UpdateStaffRequest) =>
  call<typeof staffContracts.updateStaff>('/api/admin/staff/update', input);

export const useUpdateStaff = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: updateStaff,
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
};
