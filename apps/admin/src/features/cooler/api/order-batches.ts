import type * as contracts from '@ffe/shared/contracts/cooler-batches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { COOLER_BATCHES_KEY } from './batch-keys';

/** Orders batches from suppliers (进货单), several lines at once. */
export const orderBatches = (input: z.input<(typeof contracts.orderCoolerBatches)['request']>) =>
  call<typeof contracts.orderCoolerBatches>('/api/admin/cooler/batches/order', input);

export const useOrderBatches = ({ handlesErrors = false }: { handlesErrors?: boolean } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    // A form words its own refusal beside its fields; a one-click action leaves it to the console's message.
    meta: { handlesErrors },
    mutationFn: orderBatches,
    onSettled: () => queryClient.invalidateQueries({ queryKey: COOLER_BATCHES_KEY }),
  });
};
