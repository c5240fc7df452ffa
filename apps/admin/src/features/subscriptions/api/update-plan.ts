import type * as contracts from '@ffe/shared/contracts/admin-subscriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { SUBSCRIPTIONS_KEY } from './subscription-keys';

/** Saves a plan from the version read; a stale one answers RECORD_CHANGED. */
export const updatePlan = (input: z.input<typeof contracts.adminUpdatePlan.request>) =>
  call<typeof contracts.adminUpdatePlan>('/api/admin/subscriptions/plan/update', input);

export const useUpdatePlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows the refusal at its field, or above the fields.
    meta: { handlesErrors: true },
    mutationFn: updatePlan,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_KEY }),
  });
};
