import type * as adminGoodsContracts from '@ffe/shared/contracts/admin-goods';
import type { SetGoodsStockRequest } from '@ffe/shared/contracts/admin-goods';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { GOODS_KEY } from './list-goods';

/** The list's inline stock: the goods' own, or one option's, as a change from the count shown (`stockWas`). */
export const setGoodsStock = (input: SetGoodsStockRequest) =>
  call<typeof adminGoodsContracts.setGoodsStock>('/api/admin/goods/stock', input);

export const useSetGoodsStock = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: setGoodsStock,
    // Refused or not, the list reads the count now: a refusal means a sale moved it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: GOODS_KEY }),
  });
};
