import type * as adminServiceContracts from '@ffe/shared/contracts/admin-service';
import type { AdminCommentListRequest, adminCommentList } from '@ffe/shared/contracts/admin-service';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

export type CommentPage = z.infer<typeof adminCommentList.response>;

/** Every query of this feature starts with this key, so a reply refreshes the list. */
export const COMMENTS_KEY = ['comments'] as const;

/** One page of the customers' comments, newest first unless another sort is asked for. */
export const listComments = (request: AdminCommentListRequest, signal?: AbortSignal) =>
  call<typeof adminServiceContracts.adminCommentList>('/api/admin/comment/list', request, signal);

export const commentListQuery = (request: AdminCommentListRequest) =>
  queryOptions({
    queryKey: [...COMMENTS_KEY, 'list', request],
    queryFn: ({ signal }) => listComments(request, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useCommentList = (request: AdminCommentListRequest) => useQuery(commentListQuery(request));
