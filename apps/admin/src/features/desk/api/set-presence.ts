import type * as adminDeskContracts from '@ffe/shared/contracts/admin-desk';
import type { DeskSummary, Presence } from '@ffe/shared/contracts/admin-desk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { SUMMARY_KEY } from './get-summary';
import { AGENTS_KEY } from './list-agents';

/** The signed-in agent's presence; `online` lasts while the desk page keeps saying so. */
export const setDeskPresence = (status: Presence) =>
  call<typeof adminDeskContracts.setDeskPresence>('/api/admin/desk/presence', { status });

export const useSetDeskPresence = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: setDeskPresence,
    onSuccess: (agent) => {
      // The switch shows the answer at once, not the summary from before it.
      queryClient.setQueryData<DeskSummary>(SUMMARY_KEY, (old) => old && { ...old, presence: agent.presence });
      void queryClient.invalidateQueries({ queryKey: AGENTS_KEY });
    },
  });
};
