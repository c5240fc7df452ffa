import type * as contracts from '@ffe/shared/contracts/admin-subscriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { SUBSCRIPTIONS_KEY } from './subscription-keys';

/** Saves one week's bouquet (version null creates it); a stale one answers RECORD_CHANGED. */
export const saveBouquet = (input: z.input<typeof contracts.adminSaveBouquet.request>) =>
  call<typeof contracts.adminSaveBouquet>('/api/admin/subscriptions/bouquet/save', input);

export const useSaveBouquet = () => {
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows the refusal at its field, or above the fields.
    meta: { handlesErrors: true },
    mutationFn: saveBouquet,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_KEY }),
  });
};
