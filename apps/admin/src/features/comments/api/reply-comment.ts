import type * as adminServiceContracts from '@ffe/shared/contracts/admin-service';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { COMMENTS_KEY } from './list-comments';

/** The shop's reply under a comment, which customers read with it; a second reply replaces the first. */
export const replyComment = ({ id, reply }: { id: string; reply: string }) =>
  call<typeof adminServiceContracts.adminReplyComment>('/api/admin/comment/reply/:id', { id, reply });

export const useReplyComment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMMENTS_KEY }),
  });
};
