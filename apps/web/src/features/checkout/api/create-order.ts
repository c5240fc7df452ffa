import type * as orderContracts from '@ffe/shared/contracts/order';
import type { CreateOrderRequest } from '@ffe/shared/contracts/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderQuery } from '../../../lib/api/get-order';
import { call } from '../../../lib/api-client';

export const createOrder = (request: CreateOrderRequest) =>
  call<typeof orderContracts.createOrder>('/api/mall/order/create', request);

export function useCreateOrder() {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: createOrder,
    // The pay page opens next and shows the new order at once.
    onSuccess: (order) => client.setQueryData(orderQuery(order.id).queryKey, order),
  });
}
