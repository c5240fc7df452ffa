import type * as orderContracts from '@ffe/shared/contracts/order';
import { orderQuery } from '../../../lib/api/get-order';
import { call } from '../../../lib/api-client';
import { useOrdersMutation } from '../hooks/use-orders-mutation';

/** Confirms that the flowers of an order on its way have arrived. */
export const receiveOrder = (id: string) =>
  call<typeof orderContracts.receiveOrder>('/api/mall/order/receive/:id', { id });

export const useReceiveOrder = () =>
  useOrdersMutation(receiveOrder, (order) => orderQuery(order.id).queryKey, { handlesErrors: true });
