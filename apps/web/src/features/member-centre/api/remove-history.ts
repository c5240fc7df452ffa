import type * as memberCentreContracts from '@ffe/shared/contracts/member-centre';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { historyInfiniteQuery } from './list-history';

export const removeHistory = (ids: string[]) =>
  call<typeof memberCentreContracts.historyRemove>('/api/member/history/remove', { ids });

/** Takes the entries off the list at once; the pages are read again after, since the later ones have moved up. */
export function useRemoveHistory() {
  const client = useQueryClient();
  const { queryKey } = historyInfiniteQuery();
  return useMutation({
    mutationFn: removeHistory,
    onMutate: async (ids) => {
      await client.cancelQueries({ queryKey });
      const before = client.getQueryData(queryKey);
      const gone = new Set(ids);
      client.setQueryData(queryKey, (data) => {
        if (!data) return data;
        const removed = data.pages.reduce((sum, page) => sum + page.list.filter((e) => gone.has(e.id)).length, 0);
        const pages = data.pages.map((page) => ({
          list: page.list.filter((entry) => !gone.has(entry.id)),
          total: page.total - removed,
        }));
        return { ...data, pages };
      });
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) client.setQueryData(queryKey, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey }),
  });
}
