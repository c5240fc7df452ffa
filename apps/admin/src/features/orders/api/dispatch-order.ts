import type * as adminOrdersContracts from '@ffe/shared/contracts/admin-orders';
import type { CourierChoice } from '@ffe/shared/contracts/admin-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ORDERS_KEY } from './list-orders';

/** paid or preparing -> delivering, with a courier account or a typed name and phone. */
export const dispatchOrder = ({ id, courier }: { id: string; courier: CourierChoice }) =>
  call<typeof adminOrdersContracts.dispatchAdminOrder>('/api/admin/order/dispatch/:id', { id, ...courier });

export const useDispatchOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: dispatchOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
};
