import type * as contracts from '@ffe/shared/contracts/cooler-stems';
import type { SetCoolerStemPriceRequest } from '@ffe/shared/contracts/cooler-stems';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { COOLER_STEMS_KEY } from './stem-keys';

/** Sets a supplier's bunch price of a stem. */
export const setStemPrice = (input: SetCoolerStemPriceRequest) =>
  call<typeof contracts.setCoolerStemPrice>('/api/admin/cooler/stems/prices/set', input);

export const useSetStemPrice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStemPrice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: COOLER_STEMS_KEY }),
  });
};
