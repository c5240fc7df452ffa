import type * as staffContracts from '@ffe/shared/contracts/staff';
import type { updateOwnPassword as updateOwnPasswordCall } from '@ffe/shared/contracts/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { staffSelfQuery } from './get-staff-self';

export type UpdateOwnPasswordRequest = z.infer<typeof updateOwnPasswordCall.request>;

export const updateOwnPassword = (input: UpdateOwnPasswordRequest) =>
  call<typeof staffContracts.updateOwnPassword>('/api/member/password/update', input);

/**
 * After the change the member no longer has to choose a new password: known at once, so the page they go on to does
 * not send them back here, and asked again from the server.
 */
export const useUpdateOwnPassword = () => {
  const queryClient = useQueryClient();
  const { queryKey } = staffSelfQuery();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: updateOwnPassword,
    onSuccess: () => {
      queryClient.setQueryData(queryKey, (self) => self && { ...self, mustChangePassword: false });
      return queryClient.invalidateQueries({ queryKey });
    },
  });
};
