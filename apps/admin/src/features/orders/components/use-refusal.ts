import type { OrderStatus } from '@ffe/shared/domain/order-state';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { orderQuery } from '../api/get-order';

/** What a refused move of one order comes to: done already, or the words to show. */
export type Refusal = { done: true } | { done: false; message: string };

/**
 * Reads a refused move: a state conflict whose order is now where the move takes it (a second click, a colleague's
 * same move) is done; another conflict names the order's state now, in the page's language.
 */
export function useRefusal() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return async (failure: unknown, id: string, reached: readonly OrderStatus[]): Promise<Refusal> => {
    const message = failure instanceof Error ? failure.message : String(failure);
    if (!(failure instanceof ApiError) || failure.errCode !== 'ORDER_STATUS_CONFLICT') return { done: false, message };
    const now = await queryClient.fetchQuery({ ...orderQuery(id), staleTime: 0 }).catch(() => undefined);
    if (!now) return { done: false, message };
    if (reached.includes(now.status)) return { done: true };
    return { done: false, message: t('orders.movedMeanwhile', { status: t(`orders.status.${now.status}`) }) };
  };
}
