import type * as memberCentreContracts from '@ffe/shared/contracts/member-centre';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { historyInfiniteQuery } from './list-history';

export const clearHistory = () => call<typeof memberCentreContracts.historyClear>('/api/member/history/clear');

export function useClearHistory() {
  const client = useQueryClient();
  const { queryKey } = historyInfiniteQuery();
  return useMutation({
    mutationFn: clearHistory,
    onSuccess: () =>
      client.setQueryData(queryKey, (data) => data && { pages: [{ list: [], total: 0 }], pageParams: [1] }),
  });
}
