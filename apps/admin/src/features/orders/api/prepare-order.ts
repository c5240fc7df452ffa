import type * as adminOrdersContracts from '@ffe/shared/contracts/admin-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ORDERS_KEY } from './list-orders';

/** paid -> preparing. */
export const prepareOrder = (id: string) =>
  call<typeof adminOrdersContracts.prepareAdminOrder>('/api/admin/order/prepare/:id', { id });

export const usePrepareOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: prepareOrder,
    // A 409 (moved meanwhile) also means the page shows an old state: ask again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
};
