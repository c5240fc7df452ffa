import type * as adminDeskContracts from '@ffe/shared/contracts/admin-desk';
import type { DeskConversationsRequest, deskConversations } from '@ffe/shared/contracts/admin-desk';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

export type DeskConversationPage = z.infer<typeof deskConversations.response>;

/** Every query of the desk starts with this key; a push names which of them to ask again (utils/desk-pushes). */
export const DESK_KEY = ['desk'] as const;
export const CONVERSATIONS_KEY = [...DESK_KEY, 'conversations'] as const;

export const listDeskConversations = (request: DeskConversationsRequest, signal?: AbortSignal) =>
  call<typeof adminDeskContracts.deskConversations>('/api/admin/desk/conversations', request, signal);

/** The queue a page at a time; each next page starts after the last row of the one before (its cursor). */
export const deskConversationsQuery = (request: DeskConversationsRequest) =>
  infiniteQueryOptions({
    queryKey: [...CONVERSATIONS_KEY, request],
    queryFn: ({ pageParam, signal }) =>
      listDeskConversations(pageParam ? { ...request, cursor: pageParam } : request, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: DeskConversationPage) => last.next_cursor,
    // The queue stays while another tab or search loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });

export const useDeskConversations = (request: DeskConversationsRequest) =>
  useInfiniteQuery(deskConversationsQuery(request));
