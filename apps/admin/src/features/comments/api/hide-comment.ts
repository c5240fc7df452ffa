import type * as adminServiceContracts from '@ffe/shared/contracts/admin-service';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { COMMENTS_KEY } from './list-comments';

/** Hides the comment from the shop's goods page and its figures, or shows it again. */
export const hideComment = ({ id, hidden }: { id: string; hidden: boolean }) =>
  call<typeof adminServiceContracts.adminHideComment>('/api/admin/comment/hide/:id', { id, hidden });

export const useHideComment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hideComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMMENTS_KEY }),
  });
};
