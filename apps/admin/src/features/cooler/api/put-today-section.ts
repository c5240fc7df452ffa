import type * as contracts from '@ffe/shared/contracts/cooler-batches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { COOLER_BATCHES_KEY } from './batch-keys';

/** Puts goods in the home section 今日花材, creating it or replacing its goods. */
export const putTodaySection = (input: z.input<(typeof contracts.putTodayStemsSection)['request']>) =>
  call<typeof contracts.putTodayStemsSection>('/api/admin/cooler/batches/today-section', input);

export const usePutTodaySection = ({ handlesErrors = false }: { handlesErrors?: boolean } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    // A form words its own refusal beside its fields; a one-click action leaves it to the console's message.
    meta: { handlesErrors },
    mutationFn: putTodaySection,
    onSettled: () => queryClient.invalidateQueries({ queryKey: COOLER_BATCHES_KEY }),
  });
};
