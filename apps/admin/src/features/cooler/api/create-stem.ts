import type * as contracts from '@ffe/shared/contracts/cooler-stems';
import type { CreateCoolerStemRequest } from '@ffe/shared/contracts/cooler-stems';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { COOLER_STEMS_KEY } from './stem-keys';

/** Adds a stem or material. */
export const createStem = (input: CreateCoolerStemRequest) =>
  call<typeof contracts.createCoolerStem>('/api/admin/cooler/stems/create', input);

export const useCreateStem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: createStem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: COOLER_STEMS_KEY }),
  });
};
