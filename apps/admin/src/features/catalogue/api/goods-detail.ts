import type * as adminGoodsContracts from '@ffe/shared/contracts/admin-goods';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { GOODS_KEY } from './list-goods';

export const goodsDetail = (id: string, signal?: AbortSignal) =>
  call<typeof adminGoodsContracts.adminGoodsDetail>('/api/admin/goods/detail/:id', { id }, signal);

export const goodsDetailQuery = (id: string) =>
  queryOptions({ queryKey: [...GOODS_KEY, 'detail', id], queryFn: ({ signal }) => goodsDetail(id, signal) });

/** The goods the editor opens; nothing is asked for a new one. */
export const useGoodsDetail = (id: string | undefined) => useQuery({ ...goodsDetailQuery(id ?? ''), enabled: !!id });
