import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Whether the member waits for the goods (or option) to come back: 到货通知 set. */
export const checkStockAlert = (goodsId: string, signal?: AbortSignal) =>
  call<{ subscribed: boolean }>('/api/mall/stock-alert/check', { goodsId }, signal, { quietOnTokenError: true });

export const stockAlertQuery = (goodsId: string) =>
  queryOptions({
    queryKey: ['catalogue', 'stock-alert', goodsId],
    queryFn: ({ signal }) => checkStockAlert(goodsId, signal),
  });

/** Only a logged-in member has alerts to ask about. */
export const useStockAlert = (goodsId: string, loggedIn: boolean) =>
  useQuery({ ...stockAlertQuery(goodsId), enabled: loggedIn });
