import type * as staffContracts from '@ffe/shared/contracts/staff';
import type { createStaff as createStaffCall } from '@ffe/shared/contracts/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { STAFF_KEY } from './list-staff';

export type CreateStaffRequest = z.infer<typeof createStaffCall.request>;

export const createStaff = (input: CreateStaffRequest) =>
  call<typeof staffContracts.createStaff>('/api/admin/staff/create', input);

export const useCreateStaff = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: createStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
};
