import type * as adminServiceContracts from '@ffe/shared/contracts/admin-service';
import type { AdminFeedbackListRequest, adminFeedbackList } from '@ffe/shared/contracts/admin-service';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

export type FeedbackPage = z.infer<typeof adminFeedbackList.response>;

/** Every query of this feature starts with this key, so marking one refreshes the inbox. */
export const FEEDBACK_KEY = ['feedback'] as const;

/** One page of the feedback inbox, newest first unless another sort is asked for. */
export const listFeedback = (request: AdminFeedbackListRequest, signal?: AbortSignal) =>
  call<typeof adminServiceContracts.adminFeedbackList>('/api/admin/feedback/list', request, signal);

export const feedbackListQuery = (request: AdminFeedbackListRequest) =>
  queryOptions({
    queryKey: [...FEEDBACK_KEY, 'list', request],
    queryFn: ({ signal }) => listFeedback(request, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useFeedbackList = (request: AdminFeedbackListRequest) => useQuery(feedbackListQuery(request));
