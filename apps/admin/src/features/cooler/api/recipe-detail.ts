import type * as contracts from '@ffe/shared/contracts/cooler-recipes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { COOLER_RECIPES_KEY } from './recipe-keys';

/** One size's recipe as it is now. */
export const recipeDetail = (goodsId: string, skuKey: string, signal?: AbortSignal) =>
  call<typeof contracts.coolerRecipeDetail>('/api/admin/cooler/recipes/detail', { goodsId, skuKey }, signal);

export const recipeDetailQuery = (goodsId: string, skuKey: string) =>
  queryOptions({
    queryKey: [...COOLER_RECIPES_KEY, 'detail', goodsId, skuKey],
    queryFn: ({ signal }) => recipeDetail(goodsId, skuKey, signal),
  });

export const useRecipeDetail = (goodsId: string, skuKey: string) => useQuery(recipeDetailQuery(goodsId, skuKey));
