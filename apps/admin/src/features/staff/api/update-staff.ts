import type { StaffMember, updateStaff as updateStaffCall } from '@ffe/shared/contracts/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { STAFF_KEY } from './list-staff';

export type UpdateStaffRequest = z.infer<typeof updateStaffCall.request>;

/** Changes a staff member's name, role, phone or enabled flag; disabling signs them out everywhere at once. */
export const updateStaff = (input: UpdateStaffRequest) => call<StaffMember>('/api/admin/staff/update', input);

export const useUpdateStaff = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
};
