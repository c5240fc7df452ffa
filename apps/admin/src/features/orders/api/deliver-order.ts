import type * as adminOrdersContracts from '@ffe/shared/contracts/admin-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ORDERS_KEY } from './list-orders';

/** delivering -> received; `photo` is a picture this staff member uploaded (its url). */
export const deliverOrder = ({ id, photo }: { id: string; photo?: string | undefined }) =>
  call<typeof adminOrdersContracts.deliverAdminOrder>('/api/admin/order/deliver/:id', {
    id,
    ...(photo ? { photo } : {}),
  });

export const useDeliverOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: deliverOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
};
