import type { DeskMessage } from '@ffe/shared/contracts/admin-desk';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { DESK_KEY } from './list-conversations';

/** How many messages one page brings. */
export const MESSAGES_PAGE = 30;

export const messagesKey = (conversationId: string) => [...DESK_KEY, 'messages', conversationId] as const;

/** The conversation's messages before a time, newest first, agents named. */
export const listDeskMessages = (
  request: { conversation_id: string; before?: number; limit?: number },
  signal?: AbortSignal,
) => call<DeskMessage[]>('/api/admin/desk/messages', request, signal);

export const deskMessagesQuery = (conversationId: string) =>
  infiniteQueryOptions({
    queryKey: messagesKey(conversationId),
    queryFn: ({ pageParam, signal }) =>
      listDeskMessages(
        { conversation_id: conversationId, limit: MESSAGES_PAGE, ...(pageParam ? { before: pageParam } : {}) },
        signal,
      ),
    initialPageParam: 0,
    // A short page is the beginning of the conversation; otherwise older ones come before its oldest.
    getNextPageParam: (last: DeskMessage[]) =>
      last.length < MESSAGES_PAGE ? undefined : (last.at(-1)?.create_time ?? undefined),
  });

export const useDeskMessages = (conversationId: string) => useInfiniteQuery(deskMessagesQuery(conversationId));
