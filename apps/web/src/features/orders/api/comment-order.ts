import type * as orderContracts from '@ffe/shared/contracts/order';
import type { CommentOrderRequest } from '@ffe/shared/contracts/order';
import { orderQuery } from '../../../lib/api/get-order';
import { call } from '../../../lib/api-client';
import { useOrdersMutation } from '../hooks/use-orders-mutation';

/** Comments on every line still waiting for one; the order is then completed. */
export const commentOrder = (input: CommentOrderRequest) =>
  call<typeof orderContracts.commentOrder>('/api/mall/order/comment', input);

export const useCommentOrder = () => useOrdersMutation(commentOrder, (order) => orderQuery(order.id).queryKey);
