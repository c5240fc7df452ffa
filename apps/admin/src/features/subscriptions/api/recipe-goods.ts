import type * as contracts from '@ffe/shared/contracts/cooler-recipes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { SUBSCRIPTIONS_KEY } from './subscription-keys';

/** Goods with a recipe and their sizes, by name: what a series or a week's bouquet may be made of. */
export const listRecipeGoods = (keyword: string, signal?: AbortSignal) =>
  call<typeof contracts.listCoolerRecipeGoods>(
    '/api/admin/cooler/recipes/goods',
    { keyword: keyword || undefined, withRecipe: true, page: 1, pageSize: 20 },
    signal,
  );

export const recipeGoodsQuery = (keyword: string) =>
  queryOptions({
    queryKey: [...SUBSCRIPTIONS_KEY, 'recipe-goods', keyword],
    queryFn: ({ signal }) => listRecipeGoods(keyword, signal),
    placeholderData: keepPreviousData,
  });

export const useRecipeGoods = (keyword: string) => useQuery(recipeGoodsQuery(keyword));
