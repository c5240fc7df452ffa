import type * as contracts from '@ffe/shared/contracts/admin-subscriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { SUBSCRIPTIONS_KEY } from './subscription-keys';

/** Creates a series. */
export const createSeries = (input: z.input<typeof contracts.adminCreateSeries.request>) =>
  call<typeof contracts.adminCreateSeries>('/api/admin/subscriptions/series/create', input);

export const useCreateSeries = () => {
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows the refusal at its field, or above the fields.
    meta: { handlesErrors: true },
    mutationFn: createSeries,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_KEY }),
  });
};
