import type * as orderContracts from '@ffe/shared/contracts/order';
import type { ChangeOrderRequest } from '@ffe/shared/contracts/order';
import { orderQuery } from '../../../lib/api/get-order';
import { call } from '../../../lib/api-client';
import { useOrdersMutation } from '../hooks/use-orders-mutation';

/** Changes a paid order the florist has not started: recipient and address, date and slot, card message. */
export const changeOrder = ({ id, ...change }: ChangeOrderRequest & { id: string }) =>
  call<typeof orderContracts.changeOrder>('/api/mall/order/change/:id', { id, ...change });

export const useChangeOrder = () => useOrdersMutation(changeOrder, (order) => orderQuery(order.id).queryKey);
