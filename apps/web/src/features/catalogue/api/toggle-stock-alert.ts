import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { stockAlertQuery } from './check-stock-alert';

/** Starts or stops waiting for the sold-out goods; the server answers the state it is now in. */
export const toggleStockAlert = (goodsId: string) =>
  call<{ subscribed: boolean }>('/api/mall/stock-alert/toggle', { goodsId });

export function useToggleStockAlert(goodsId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => toggleStockAlert(goodsId),
    onSuccess: (state) => client.setQueryData(stockAlertQuery(goodsId).queryKey, state),
  });
}
