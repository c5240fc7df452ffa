import type * as memberCentreContracts from '@ffe/shared/contracts/member-centre';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The member's favourite goods, newest first; the call takes an empty body and is not paged (PRODUCT.md#shop-calls). */
export const listFavourites = (signal?: AbortSignal) =>
  call<typeof memberCentreContracts.favouriteList>('/api/mall/goodsInfo/collect/search', {}, signal).then(
    (answer) => answer.list,
  );

export const favouritesQuery = () =>
  queryOptions({ queryKey: ['member-centre', 'favourites'], queryFn: ({ signal }) => listFavourites(signal) });

export const useFavourites = () => useQuery(favouritesQuery());
