import type * as contracts from '@ffe/shared/contracts/cooler-stems';
import type { UpdateCoolerStemRequest } from '@ffe/shared/contracts/cooler-stems';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { COOLER_STEMS_KEY } from './stem-keys';

/** Edits a stem from the version read; a stale one answers RECORD_CHANGED. */
export const updateStem = (input: UpdateCoolerStemRequest) =>
  call<typeof contracts.updateCoolerStem>('/api/admin/cooler/stems/update', input);

export const useUpdateStem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: updateStem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: COOLER_STEMS_KEY }),
  });
};
