import type * as contracts from '@ffe/shared/contracts/admin-subscriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { SUBSCRIPTIONS_KEY } from './subscription-keys';

/** Saves a series from the version read; a stale one answers RECORD_CHANGED. */
export const updateSeries = (input: z.input<typeof contracts.adminUpdateSeries.request>) =>
  call<typeof contracts.adminUpdateSeries>('/api/admin/subscriptions/series/update', input);

export const useUpdateSeries = () => {
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows the refusal at its field, or above the fields.
    meta: { handlesErrors: true },
    mutationFn: updateSeries,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_KEY }),
  });
};
