import type * as adminDeskContracts from '@ffe/shared/contracts/admin-desk';
import type { DeskSendRequest } from '@ffe/shared/contracts/admin-desk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { customerPanelKey } from './get-customer-panel';
import { CONVERSATIONS_KEY } from './list-conversations';
import { messagesKey } from './list-messages';

/** A message to the customer as the shop's service; a repeated unique_id is the same message, so retrying is safe. */
export const sendDeskMessage = (request: DeskSendRequest) =>
  call<typeof adminDeskContracts.deskSend>('/api/admin/desk/send', request);

/** `handlesErrors`: the caller shows a refusal itself (a dialog's alert, a bubble's retry). */
export const useSendDeskMessage = ({ handlesErrors = false } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors },
    mutationFn: sendDeskMessage,
    onSuccess: async (_, request) => {
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
      // An answer turns the conversation pending: the header reads its state from the panel.
      void queryClient.invalidateQueries({ queryKey: customerPanelKey(request.conversation_id) });
      await queryClient.invalidateQueries({ queryKey: messagesKey(request.conversation_id) });
    },
  });
};
