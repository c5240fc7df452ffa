import type * as orderContracts from '@ffe/shared/contracts/order';
import { orderQuery } from '../../../lib/api/get-order';
import { call } from '../../../lib/api-client';
import { useOrdersMutation } from '../hooks/use-orders-mutation';

/** Cancels an unpaid order; its stock and coupon go back. */
export const cancelOrder = (id: string) =>
  call<typeof orderContracts.cancelOrder>('/api/mall/order/cancel/:id', { id });

export const useCancelOrder = () =>
  useOrdersMutation(cancelOrder, (order) => orderQuery(order.id).queryKey, { handlesErrors: true });
