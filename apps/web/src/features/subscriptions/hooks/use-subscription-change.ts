import type { SubscriptionDetail } from '@ffe/shared/contracts/subscription';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionQuery } from '../api/get-subscription';
import { SUBSCRIPTIONS_KEY } from '../api/keys';

/**
 * A change to one subscription: its answer is the subscription as it now stands, cached at once; the list is read
 * again afterwards, also after a refusal (a 409 means it moved on meanwhile). The page words refusals itself.
 */
export function useSubscriptionChange<TInput>(mutationFn: (input: TInput) => Promise<SubscriptionDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { handlesErrors: true },
    onSuccess: (answer) => client.setQueryData(subscriptionQuery(answer.id).queryKey, answer),
    onSettled: () => void client.invalidateQueries({ queryKey: [...SUBSCRIPTIONS_KEY, 'mine'], exact: true }),
  });
}
