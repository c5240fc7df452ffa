import type * as coolerShopContracts from '@ffe/shared/contracts/cooler-shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** For each size of the goods made from a recipe, the earliest day the cooler can make one (issue 44). */
export const getStemDates = (goodsId: string, signal?: AbortSignal) =>
  call<typeof coolerShopContracts.goodsStemDates>('/api/mall/goodsInfo/stemDates/:id', { id: goodsId }, signal);

export const stemDatesQuery = (goodsId: string) =>
  queryOptions({
    queryKey: ['catalogue', 'stem-dates', goodsId],
    queryFn: ({ signal }) => getStemDates(goodsId, signal),
    // The cooler changes as orders are placed: a minute old is as good as the page's other promises.
    staleTime: 60_000,
  });

/**
 * The earliest day of each size (`null` key: the goods without sizes); empty for a goods without recipes. A query's
 * refusal is not toasted by the shop (only a network failure is, by the client): a failure here just shows no date.
 */
export const useStemDates = (goodsId: string, enabled: boolean) =>
  useQuery({
    ...stemDatesQuery(goodsId),
    enabled,
    retry: false,
    select: (answer) => new Map(answer.sizes.map((size) => [size.skuId, size.earliest])),
  });
