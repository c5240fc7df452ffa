import type * as adminServiceContracts from '@ffe/shared/contracts/admin-service';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { FEEDBACK_KEY } from './list-feedback';

/** Marks a feedback handled, or open again. */
export const handleFeedback = ({ id, handled }: { id: string; handled: boolean }) =>
  call<typeof adminServiceContracts.adminHandleFeedback>('/api/admin/feedback/handle/:id', { id, handled });

export const useHandleFeedback = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handleFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FEEDBACK_KEY }),
  });
};
