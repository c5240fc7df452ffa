import type * as adminDeskContracts from '@ffe/shared/contracts/admin-desk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { SUMMARY_KEY } from './get-summary';
import { CONVERSATIONS_KEY } from './list-conversations';

/** The customer's messages are read by the desk. */
export const markDeskRead = (conversationId: string) =>
  call<typeof adminDeskContracts.deskRead>('/api/admin/desk/read', { conversation_id: conversationId });

export const useMarkDeskRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: markDeskRead,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: SUMMARY_KEY });
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
    },
  });
};
