import { type MutationMeta, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { ORDERS_KEY } from '../../../lib/api/get-order';

/**
 * A change to an order or an after-sale request: the answer is cached under `keyOf(answer)` at once, and every
 * order query is read again afterwards, also after a refusal (a 409 means the order moved on meanwhile). `meta` as
 * useMutation's (`handlesErrors`: the page shows the refusal, not the query client).
 */
export function useOrdersMutation<TInput, TAnswer>(
  mutationFn: (input: TInput) => Promise<TAnswer>,
  keyOf: (answer: TAnswer) => QueryKey,
  meta?: MutationMeta,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    meta,
    onSuccess: (answer) => client.setQueryData(keyOf(answer), answer),
    // Not awaited: the page may move on while the lists refresh in the background.
    onSettled: () => void client.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
