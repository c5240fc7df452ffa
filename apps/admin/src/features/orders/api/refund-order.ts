import type * as adminOrdersContracts from '@ffe/shared/contracts/admin-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ORDERS_KEY } from './list-orders';

/** Refunds a paid order that has not left the shop, in full, through the payment provider. */
export const refundOrder = ({ id, reason }: { id: string; reason: string }) =>
  call<typeof adminOrdersContracts.refundAdminOrder>('/api/admin/order/refund/:id', { id, reason });

export const useRefundOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: refundOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
};
