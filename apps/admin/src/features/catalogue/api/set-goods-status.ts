import type * as adminGoodsContracts from '@ffe/shared/contracts/admin-goods';
import type { SetGoodsStatusRequest } from '@ffe/shared/contracts/admin-goods';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { GOODS_KEY } from './list-goods';

/** Puts a goods on or off sale from the list. */
export const setGoodsStatus = (input: SetGoodsStatusRequest) =>
  call<typeof adminGoodsContracts.setGoodsStatus>('/api/admin/goods/status', input);

export const useSetGoodsStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setGoodsStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GOODS_KEY }),
  });
};
