import type * as adminDeskContracts from '@ffe/shared/contracts/admin-desk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { DESK_KEY } from './list-conversations';

/** Marks the conversation resolved; the customer is asked to rate the service once. */
export const resolveDeskConversation = (conversationId: string) =>
  call<typeof adminDeskContracts.deskResolve>('/api/admin/desk/resolve', { conversation_id: conversationId });

export const useResolveDeskConversation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveDeskConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DESK_KEY }),
  });
};
