import type * as adminDeskContracts from '@ffe/shared/contracts/admin-desk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { AGENTS_KEY } from './list-agents';

/** How many open conversations an agent is given at most (`desk.manage`). */
export const setDeskAgentCap = (input: { agent_id: string; cap: number }) =>
  call<typeof adminDeskContracts.setDeskAgentCap>('/api/admin/desk/agent/cap', input);

export const useSetDeskAgentCap = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDeskAgentCap,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AGENTS_KEY }),
  });
};
