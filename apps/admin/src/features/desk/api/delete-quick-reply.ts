import type * as adminDeskContracts from '@ffe/shared/contracts/admin-desk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { QUICK_REPLIES_KEY } from './list-quick-replies';

export const deleteQuickReplyCall = (id: string) =>
  call<typeof adminDeskContracts.deleteQuickReply>('/api/admin/desk/quick-replies/delete', { id });

export const useDeleteQuickReply = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuickReplyCall,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUICK_REPLIES_KEY }),
  });
};
