import type * as contracts from '@ffe/shared/contracts/cooler-stems';
import type { RemoveCoolerStemPriceRequest } from '@ffe/shared/contracts/cooler-stems';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { COOLER_STEMS_KEY } from './stem-keys';

/** Removes a supplier's price of a stem. */
export const removeStemPrice = (input: RemoveCoolerStemPriceRequest) =>
  call<typeof contracts.removeCoolerStemPrice>('/api/admin/cooler/stems/prices/remove', input);

export const useRemoveStemPrice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeStemPrice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: COOLER_STEMS_KEY }),
  });
};
