import type * as adminOrdersContracts from '@ffe/shared/contracts/admin-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ORDERS_KEY } from './list-orders';

/** Cancels an unpaid order. */
export const cancelOrder = (id: string) =>
  call<typeof adminOrdersContracts.cancelAdminOrder>('/api/admin/order/cancel/:id', { id });

export const useCancelOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: cancelOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
};
