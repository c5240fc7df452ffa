import type * as contracts from '@ffe/shared/contracts/cooler-batches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { COOLER_BATCHES_KEY } from './batch-keys';

/** A stocktake of one stem (盘点): what was counted, per batch or in total. */
export const stocktakeStem = (input: z.input<(typeof contracts.stocktakeCoolerStem)['request']>) =>
  call<typeof contracts.stocktakeCoolerStem>('/api/admin/cooler/batches/stocktake', input);

export const useStocktakeStem = ({ handlesErrors = false }: { handlesErrors?: boolean } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    // A form words its own refusal beside its fields; a one-click action leaves it to the console's message.
    meta: { handlesErrors },
    mutationFn: stocktakeStem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: COOLER_BATCHES_KEY }),
  });
};
