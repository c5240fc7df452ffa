import type { DeskConversationsRequest, deskConversations } from '@ffe/shared/contracts/admin-desk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

export type DeskConversationPage = z.infer<typeof deskConversations.response>;

/** Every query of the desk starts with this key; a push names which of them to ask again (utils/desk-pushes). */
export const DESK_KEY = ['desk'] as const;
export const CONVERSATIONS_KEY = [...DESK_KEY, 'conversations'] as const;

export const listDeskConversations = (request: DeskConversationsRequest, signal?: AbortSignal) =>
  call<DeskConversationPage>('/api/admin/desk/conversations', request, signal);

export const deskConversationsQuery = (request: DeskConversationsRequest) =>
  queryOptions({
    queryKey: [...CONVERSATIONS_KEY, request],
    queryFn: ({ signal }) => listDeskConversations(request, signal),
    // The queue stays while another tab or search loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });

export const useDeskConversations = (request: DeskConversationsRequest) => useQuery(deskConversationsQuery(request));
