import type * as occasionsContracts from '@ffe/shared/contracts/occasions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Whether the member waits for the goods (or one option, `skuId`) to come back: 到货通知 set. */
export const checkStockAlert = (goodsId: string, skuId: string | undefined, signal?: AbortSignal) =>
  call<typeof occasionsContracts.stockAlertCheck>('/api/mall/stock-alert/check', { goodsId, skuId }, signal, {
    quietOnTokenError: true,
  });

export const stockAlertQuery = (goodsId: string, skuId?: string) =>
  queryOptions({
    queryKey: ['catalogue', 'stock-alert', goodsId, skuId ?? null],
    queryFn: ({ signal }) => checkStockAlert(goodsId, skuId, signal),
  });

/** Only a logged-in member has alerts to ask about. */
export const useStockAlert = (goodsId: string, skuId: string | undefined, loggedIn: boolean) =>
  useQuery({ ...stockAlertQuery(goodsId, skuId), enabled: loggedIn });
