import type * as contracts from '@ffe/shared/contracts/cooler-stems';
import type { ArchiveCoolerStemRequest } from '@ffe/shared/contracts/cooler-stems';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { COOLER_STEMS_KEY } from './stem-keys';

/** Archives a stem (or brings it back). */
export const archiveStem = (input: ArchiveCoolerStemRequest) =>
  call<typeof contracts.archiveCoolerStem>('/api/admin/cooler/stems/archive', input);

export const useArchiveStem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveStem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: COOLER_STEMS_KEY }),
  });
};
