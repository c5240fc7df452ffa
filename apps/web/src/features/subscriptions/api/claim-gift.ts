import type * as subscriptionContracts from '@ffe/shared/contracts/subscription';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { SUBSCRIPTIONS_KEY } from './keys';

export type ClaimInput = z.input<typeof subscriptionContracts.claimGift.request>;

/** Claims a gift once; the claimer owns its deliveries. */
export const claimGift = (input: ClaimInput) =>
  call<typeof subscriptionContracts.claimGift>('/api/mall/subscription/gift/claim', input);

// The page words a refusal (a used link, an address outside the zones) itself.
export function useClaimGift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimGift,
    meta: { handlesErrors: true },
    onSettled: () => void client.invalidateQueries({ queryKey: SUBSCRIPTIONS_KEY }),
  });
}
