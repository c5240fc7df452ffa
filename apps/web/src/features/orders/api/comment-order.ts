import type { CommentOrderRequest, Order } from '@ffe/shared/contracts/order';
import { call } from '../../../lib/api-client';
import { useOrdersMutation } from '../hooks/use-orders-mutation';
import { orderQuery } from './get-order';

/** Comments on every line still waiting for one; the order is then completed. */
export const commentOrder = (input: CommentOrderRequest) => call<Order>('/api/mall/order/comment', input);

export const useCommentOrder = () => useOrdersMutation(commentOrder, (order) => orderQuery(order.id).queryKey);
