import type * as adminDeskContracts from '@ffe/shared/contracts/admin-desk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { customerPanelKey } from './get-customer-panel';

/** An internal note on the customer, for the team: the customer never sees it. */
export const addDeskNote = (input: { conversation_id: string; content: string }) =>
  call<typeof adminDeskContracts.deskAddNote>('/api/admin/desk/note', input);

export const useAddDeskNote = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: addDeskNote,
    onSuccess: (_, input) => queryClient.invalidateQueries({ queryKey: customerPanelKey(input.conversation_id) }),
  });
};
