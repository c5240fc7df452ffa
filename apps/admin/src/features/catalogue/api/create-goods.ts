import type * as adminGoodsContracts from '@ffe/shared/contracts/admin-goods';
import type { CreateGoodsRequest } from '@ffe/shared/contracts/admin-goods';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { GOODS_KEY } from './list-goods';

/** Adds a goods; the list refreshes. */
export const createGoods = (input: CreateGoodsRequest) =>
  call<typeof adminGoodsContracts.createGoods>('/api/admin/goods/create', input);

export const useCreateGoods = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: createGoods,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GOODS_KEY }),
  });
};
