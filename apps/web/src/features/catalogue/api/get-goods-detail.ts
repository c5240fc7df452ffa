import type * as catalogueContracts from '@ffe/shared/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const getGoodsDetail = (id: string, signal?: AbortSignal) =>
  call<typeof catalogueContracts.goodsDetail>('/api/mall/goodsInfo/detail/:id', { id }, signal);

export const goodsDetailQuery = (id: string) =>
  queryOptions({ queryKey: ['catalogue', 'goods-detail', id], queryFn: ({ signal }) => getGoodsDetail(id, signal) });

export const useGoodsDetail = (id: string) => useQuery(goodsDetailQuery(id));
