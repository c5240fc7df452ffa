import type * as contracts from '@ffe/shared/contracts/admin-subscriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { SUBSCRIPTIONS_KEY } from './subscription-keys';

/** Creates a plan in a series. */
export const createPlan = (input: z.input<typeof contracts.adminCreatePlan.request>) =>
  call<typeof contracts.adminCreatePlan>('/api/admin/subscriptions/plan/create', input);

export const useCreatePlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows the refusal at its field, or above the fields.
    meta: { handlesErrors: true },
    mutationFn: createPlan,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_KEY }),
  });
};
