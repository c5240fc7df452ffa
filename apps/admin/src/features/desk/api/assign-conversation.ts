import type * as adminDeskContracts from '@ffe/shared/contracts/admin-desk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { DESK_KEY } from './list-conversations';

/** Takes a conversation (agent_id is me) or transfers it, the note going to the agent who receives it. */
export const assignDeskConversation = (input: { conversation_id: string; agent_id: string; note?: string }) =>
  call<typeof adminDeskContracts.deskAssign>('/api/admin/desk/assign', input);

/** `handlesErrors`: the caller shows a refusal itself (a dialog's alert, a bubble's retry). */
export const useAssignDeskConversation = ({ handlesErrors = false } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors },
    mutationFn: assignDeskConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DESK_KEY }),
  });
};
