import type * as adminOrdersContracts from '@ffe/shared/contracts/admin-orders';
import type { CourierChoice } from '@ffe/shared/contracts/admin-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ORDERS_KEY } from './list-orders';

/** Dispatches each order of a selection to one courier. */
export const bulkDispatch = ({ ids, courier }: { ids: readonly string[]; courier: CourierChoice }) =>
  call<typeof adminOrdersContracts.bulkDispatchOrders>('/api/admin/order/bulk-dispatch', { ids: [...ids], ...courier });

export const useBulkDispatch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: bulkDispatch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
};
