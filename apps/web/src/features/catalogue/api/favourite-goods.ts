import type * as memberCentreContracts from '@ffe/shared/contracts/member-centre';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

/** Whether the goods is among the member's favourites: the red heart. */
export type FavouriteState = z.infer<typeof memberCentreContracts.favouriteCheck.response>;

/** A refused token only forgets the login: looking at the heart must not take a visitor off the goods. */
export const checkFavourite = (goodsId: string, signal?: AbortSignal) =>
  call<typeof memberCentreContracts.favouriteCheck>('/api/mall/goodsInfo/collect/check/:id', { id: goodsId }, signal, {
    quietOnTokenError: true,
  });

export const addFavourite = (goodsId: string) =>
  call<typeof memberCentreContracts.addFavourite>('/api/mall/goodsInfo/collect/add/:id', { id: goodsId });

export const removeFavourite = (goodsId: string) =>
  call<typeof memberCentreContracts.removeFavourite>('/api/mall/goodsInfo/collect/remove/:id', { id: goodsId });

export const favouriteQuery = (goodsId: string) =>
  queryOptions({
    queryKey: ['catalogue', 'favourite', goodsId],
    queryFn: ({ signal }) => checkFavourite(goodsId, signal),
    // A tap that waits for the heart's state must not wait offline for the network to come back.
    networkMode: 'always',
  });

/** The heart's state; only a logged-in member has favourites to ask about. */
export const useFavourite = (goodsId: string, loggedIn: boolean) =>
  useQuery({ ...favouriteQuery(goodsId), enabled: loggedIn });

/**
 * Makes the goods a favourite (true) or not (false). The heart changes at once and turns back if the server says no;
 * the server's answer is the final word.
 */
export function useToggleFavourite(goodsId: string) {
  const client = useQueryClient();
  const { queryKey } = favouriteQuery(goodsId);
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (favourite: boolean) => (favourite ? addFavourite(goodsId) : removeFavourite(goodsId)),
    onMutate: async (favourite) => {
      await client.cancelQueries({ queryKey });
      client.setQueryData(queryKey, { favourite });
    },
    onError: (_error, favourite) => client.setQueryData(queryKey, { favourite: !favourite }),
    onSuccess: (answer) => client.setQueryData(queryKey, answer),
  });
}
