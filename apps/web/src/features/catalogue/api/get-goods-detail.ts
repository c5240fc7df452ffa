import type { GoodsDetail } from '@ffe/shared/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const getGoodsDetail = (id: string, signal?: AbortSignal) =>
  call<GoodsDetail>(`/api/mall/goodsInfo/detail/${encodeURIComponent(id)}`, {}, signal);

export const goodsDetailQuery = (id: string) =>
  queryOptions({ queryKey: ['catalogue', 'goods-detail', id], queryFn: ({ signal }) => getGoodsDetail(id, signal) });

export const useGoodsDetail = (id: string) => useQuery(goodsDetailQuery(id));
