import type * as contracts from '@ffe/shared/contracts/cooler-recipes';
import type { ListCoolerRecipeGoodsRequest } from '@ffe/shared/contracts/cooler-recipes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { COOLER_RECIPES_KEY } from './recipe-keys';

/** Goods with each size and its recipe's lines. */
export const listRecipeGoods = (input: ListCoolerRecipeGoodsRequest, signal?: AbortSignal) =>
  call<typeof contracts.listCoolerRecipeGoods>('/api/admin/cooler/recipes/goods', input, signal);

export const recipeGoodsQuery = (input: ListCoolerRecipeGoodsRequest) =>
  queryOptions({
    queryKey: [...COOLER_RECIPES_KEY, 'goods', input],
    queryFn: ({ signal }) => listRecipeGoods(input, signal),
  });

export const useRecipeGoods = (input: ListCoolerRecipeGoodsRequest) => useQuery(recipeGoodsQuery(input));
