import type * as adminGoodsContracts from '@ffe/shared/contracts/admin-goods';
import type { UpdateGoodsRequest } from '@ffe/shared/contracts/admin-goods';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { GOODS_KEY } from './list-goods';

/** Changes the fields given of a goods; the list and its editor refresh. */
export const updateGoods = (input: UpdateGoodsRequest) =>
  call<typeof adminGoodsContracts.updateGoods>('/api/admin/goods/update', input);

export const useUpdateGoods = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: updateGoods,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GOODS_KEY }),
  });
};
