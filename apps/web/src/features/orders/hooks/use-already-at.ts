import type { OrderStatus } from '@ffe/shared/domain/order-state';
import { useQueryClient } from '@tanstack/react-query';
import { orderQuery } from '../../../lib/api/get-order';
import { errCodeOf } from '../../../lib/failure';

/** After a refused change: whether the order is now where the change takes it (a second tap, another device). */
export function useAlreadyAt() {
  const client = useQueryClient();
  return async (error: Error, id: string, status: OrderStatus): Promise<boolean> => {
    if (errCodeOf(error) !== 'ORDER_STATUS_CONFLICT') return false;
    const now = await client.fetchQuery(orderQuery(id)).catch(() => undefined);
    return now?.status === status;
  };
}
