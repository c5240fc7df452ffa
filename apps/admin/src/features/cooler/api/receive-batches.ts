import type * as contracts from '@ffe/shared/contracts/cooler-batches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { COOLER_BATCHES_KEY } from './batch-keys';

/** Receives batches of one stem (进货): ordered ones with what came, or stems without an order. */
export const receiveBatches = (input: z.input<(typeof contracts.receiveCoolerBatches)['request']>) =>
  call<typeof contracts.receiveCoolerBatches>('/api/admin/cooler/batches/receive', input);

export const useReceiveBatches = ({ handlesErrors = false }: { handlesErrors?: boolean } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    // A form words its own refusal beside its fields; a one-click action leaves it to the console's message.
    meta: { handlesErrors },
    mutationFn: receiveBatches,
    onSettled: () => queryClient.invalidateQueries({ queryKey: COOLER_BATCHES_KEY }),
  });
};
