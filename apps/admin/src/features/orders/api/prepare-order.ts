import type * as adminOrdersContracts from '@ffe/shared/contracts/admin-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ORDERS_KEY } from './list-orders';

/** paid -> preparing; `makeAnyway` when the florist confirmed making it though the cooler is short (STEMS_SHORT). */
export const prepareOrder = ({ id, makeAnyway }: { id: string; makeAnyway?: boolean }) =>
  call<typeof adminOrdersContracts.prepareAdminOrder>(
    '/api/admin/order/prepare/:id',
    makeAnyway ? { id, makeAnyway } : { id },
  );

export const usePrepareOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: prepareOrder,
    // A 409 (moved meanwhile) also means the page shows an old state: ask again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
};
