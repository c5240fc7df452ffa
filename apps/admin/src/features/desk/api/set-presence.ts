import type { DeskAgent, Presence } from '@ffe/shared/contracts/admin-desk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { SUMMARY_KEY } from './get-summary';
import { AGENTS_KEY } from './list-agents';

/** The signed-in agent's presence; `online` lasts while the desk page keeps saying so. */
export const setDeskPresence = (status: Presence) => call<DeskAgent>('/api/admin/desk/presence', { status });

export const useSetDeskPresence = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDeskPresence,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: SUMMARY_KEY });
      void queryClient.invalidateQueries({ queryKey: AGENTS_KEY });
    },
  });
};
