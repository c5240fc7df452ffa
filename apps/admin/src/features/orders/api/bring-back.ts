import type * as adminOrdersContracts from '@ffe/shared/contracts/admin-orders';
import type { CourierFailure } from '@ffe/shared/domain/courier-outcomes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ORDERS_KEY } from './list-orders';

/** delivering -> preparing: the courier brings the flowers back (no one home, or refused). */
export const bringBack = ({ id, outcome }: { id: string; outcome: CourierFailure }) =>
  call<typeof adminOrdersContracts.bringBackOrder>('/api/admin/order/bring-back/:id', { id, outcome });

export const useBringBack = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: bringBack,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
};
