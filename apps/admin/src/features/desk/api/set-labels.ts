import type * as adminDeskContracts from '@ffe/shared/contracts/admin-desk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { customerPanelKey } from './get-customer-panel';
import { CONVERSATIONS_KEY } from './list-conversations';

/** The conversation's labels, replaced as a whole. */
export const setDeskLabels = (input: { conversation_id: string; labels: string[] }) =>
  call<typeof adminDeskContracts.deskSetLabels>('/api/admin/desk/labels', input);

export const useSetDeskLabels = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDeskLabels,
    onSuccess: (_, input) => {
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: customerPanelKey(input.conversation_id) });
    },
  });
};
