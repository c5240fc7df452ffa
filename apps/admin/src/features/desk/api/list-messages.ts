import type * as adminDeskContracts from '@ffe/shared/contracts/admin-desk';
import type { DeskMessage } from '@ffe/shared/contracts/admin-desk';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { DESK_KEY } from './list-conversations';

/** How many messages one page brings. */
export const MESSAGES_PAGE = 30;

export const messagesKey = (conversationId: string) => [...DESK_KEY, 'messages', conversationId] as const;

/** Where an older page starts: right after the last message read, by its time and id (one millisecond may hold more). */
type OlderThan = { before: number; before_id: string };

/** The conversation's messages, newest first, agents named. */
export const listDeskMessages = (
  request: { conversation_id: string; before?: number; before_id?: string; limit?: number },
  signal?: AbortSignal,
) => call<typeof adminDeskContracts.deskMessages>('/api/admin/desk/messages', request, signal);

export const deskMessagesQuery = (conversationId: string) =>
  infiniteQueryOptions({
    queryKey: messagesKey(conversationId),
    queryFn: ({ pageParam, signal }) =>
      listDeskMessages({ conversation_id: conversationId, limit: MESSAGES_PAGE, ...(pageParam ?? {}) }, signal),
    initialPageParam: null as OlderThan | null,
    // A short page is the beginning of the conversation; otherwise older ones come after its oldest.
    getNextPageParam: (last: DeskMessage[]): OlderThan | undefined => {
      const oldest = last.at(-1);
      return last.length < MESSAGES_PAGE || !oldest ? undefined : { before: oldest.create_time, before_id: oldest._id };
    },
  });

export const useDeskMessages = (conversationId: string) => useInfiniteQuery(deskMessagesQuery(conversationId));
