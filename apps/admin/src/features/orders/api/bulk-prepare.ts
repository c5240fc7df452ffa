import type * as adminOrdersContracts from '@ffe/shared/contracts/admin-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ORDERS_KEY } from './list-orders';

/** Starts preparing each order of a selection by itself; the answer names those that could not move and why. */
export const bulkPrepare = (ids: readonly string[]) =>
  call<typeof adminOrdersContracts.bulkPrepareOrders>('/api/admin/order/bulk-prepare', { ids: [...ids] });

export const useBulkPrepare = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkPrepare,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
};
