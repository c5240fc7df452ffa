import type * as orderContracts from '@ffe/shared/contracts/order';
import { orderQuery } from '../../../lib/api/get-order';
import { call } from '../../../lib/api-client';
import { useOrdersMutation } from '../hooks/use-orders-mutation';

/** Cancels a paid order the florist has not started: the whole amount is refunded at once. */
export const cancelPaidOrder = (id: string) =>
  call<typeof orderContracts.cancelPaidOrder>('/api/mall/order/cancelPaid/:id', { id });

export const useCancelPaidOrder = () =>
  useOrdersMutation(cancelPaidOrder, (order) => orderQuery(order.id).queryKey, { handlesErrors: true });
