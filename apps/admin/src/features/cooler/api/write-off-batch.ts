import type * as contracts from '@ffe/shared/contracts/cooler-batches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { COOLER_BATCHES_KEY } from './batch-keys';

/** Writes off units of a batch with a reason (损耗). */
export const writeOffBatch = (input: z.input<(typeof contracts.writeOffCoolerBatch)['request']>) =>
  call<typeof contracts.writeOffCoolerBatch>('/api/admin/cooler/batches/write-off', input);

export const useWriteOffBatch = ({ handlesErrors = false }: { handlesErrors?: boolean } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    // A form words its own refusal beside its fields; a one-click action leaves it to the console's message.
    meta: { handlesErrors },
    mutationFn: writeOffBatch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: COOLER_BATCHES_KEY }),
  });
};
