import type * as adminDeskContracts from '@ffe/shared/contracts/admin-desk';
import type { saveQuickReply } from '@ffe/shared/contracts/admin-desk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { QUICK_REPLIES_KEY } from './list-quick-replies';

export type SaveQuickReplyRequest = z.input<typeof saveQuickReply.request>;

/** Adds a quick reply (no id) or edits one; shared ones need `desk.manage`. */
export const saveQuickReplyCall = (request: SaveQuickReplyRequest) =>
  call<typeof adminDeskContracts.saveQuickReply>('/api/admin/desk/quick-replies/save', request);

export const useSaveQuickReply = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: saveQuickReplyCall,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUICK_REPLIES_KEY }),
  });
};
