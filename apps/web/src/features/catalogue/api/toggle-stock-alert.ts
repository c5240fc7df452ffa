import type * as occasionsContracts from '@ffe/shared/contracts/occasions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { stockAlertQuery } from './check-stock-alert';

/** Starts or stops waiting for the sold-out goods (or option); the server answers the state it is now in. */
export const toggleStockAlert = (goodsId: string, skuId: string | undefined) =>
  call<typeof occasionsContracts.stockAlertToggle>('/api/mall/stock-alert/toggle', { goodsId, skuId });

export function useToggleStockAlert(goodsId: string, skuId?: string) {
  const client = useQueryClient();
  const { queryKey } = stockAlertQuery(goodsId, skuId);
  return useMutation({
    mutationFn: () => toggleStockAlert(goodsId, skuId),
    // A check still on its way would answer the state before the toggle and overwrite the server's final word.
    onMutate: () => client.cancelQueries({ queryKey }),
    onSuccess: (state) => client.setQueryData(queryKey, state),
    onError: () => client.invalidateQueries({ queryKey }),
  });
}
