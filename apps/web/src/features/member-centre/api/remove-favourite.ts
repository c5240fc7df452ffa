import type * as memberCentreContracts from '@ffe/shared/contracts/member-centre';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { favouritesQuery } from './list-favourites';

export const removeFavourite = (goodsId: string) =>
  call<typeof memberCentreContracts.removeFavourite>('/api/mall/goodsInfo/collect/remove/:id', { id: goodsId });

/** Takes the goods off the list at once and puts it back where it was if the server says no. */
export function useRemoveFavourite() {
  const client = useQueryClient();
  const { queryKey } = favouritesQuery();
  return useMutation({
    mutationFn: removeFavourite,
    onMutate: async (goodsId) => {
      await client.cancelQueries({ queryKey });
      const before = client.getQueryData(queryKey);
      client.setQueryData(queryKey, (list) => list?.filter((goods) => goods.id !== goodsId));
      return { before };
    },
    onError: (_error, _goodsId, context) => {
      if (context?.before) client.setQueryData(queryKey, context.before);
    },
  });
}
