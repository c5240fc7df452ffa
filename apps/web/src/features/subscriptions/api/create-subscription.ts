import type * as subscriptionContracts from '@ffe/shared/contracts/subscription';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { SUBSCRIPTIONS_KEY } from './keys';

export type CreateInput = z.input<typeof subscriptionContracts.createSubscription.request>;

/** The subscription and its purchase order, to pay on the usual pay page. */
export const createSubscription = (input: CreateInput) =>
  call<typeof subscriptionContracts.createSubscription>('/api/mall/subscription/create', input);

// The page words a refusal at its field itself.
export function useCreateSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSubscription,
    meta: { handlesErrors: true },
    onSuccess: () => void client.invalidateQueries({ queryKey: [...SUBSCRIPTIONS_KEY, 'mine'] }),
  });
}
