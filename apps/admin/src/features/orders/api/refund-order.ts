import type * as adminOrdersContracts from '@ffe/shared/contracts/admin-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ORDERS_KEY } from './list-orders';

/**
 * Refunds a paid order that has not left the shop, in full, through the payment provider; a made order's stems go back
 * to the cooler with `stemsReturned`, else they are written off.
 */
export const refundOrder = ({ id, reason, stemsReturned }: { id: string; reason: string; stemsReturned?: boolean }) =>
  call<typeof adminOrdersContracts.refundAdminOrder>(
    '/api/admin/order/refund/:id',
    stemsReturned ? { id, reason, stemsReturned } : { id, reason },
  );

export const useRefundOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: refundOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
};
