import type * as adminOrdersContracts from '@ffe/shared/contracts/admin-orders';
import type { ChangeAdminOrderDeliveryRequest } from '@ffe/shared/contracts/admin-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ORDERS_KEY } from './list-orders';

/** Changes the delivery at the customer's request: date and slot together, the recipient, the card message. */
export const changeDelivery = ({ id, ...change }: ChangeAdminOrderDeliveryRequest & { id: string }) =>
  call<typeof adminOrdersContracts.changeAdminOrderDelivery>('/api/admin/order/change/:id', { id, ...change });

export const useChangeDelivery = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: changeDelivery,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
};
