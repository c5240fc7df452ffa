import type { ImClient } from '@ffe/im-client/client';
import { useImClient } from '@ffe/im-client/client-context';
import { leaveChat, openChat, openGroupChat } from '@ffe/im-client/runtime/conversations';
import { startIm } from '@ffe/im-client/runtime/im-session';
import { useImStore } from '@ffe/im-client/runtime/im-store';
import { loadOlder } from '@ffe/im-client/runtime/older-messages';
import { IM } from '@ffe/shared/constants';
import { conversationIdFor, groupConversationId } from '@ffe/shared/domain/im/conversation-id';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
/** While opening, `id` is the conversation's id once the chat user is known, so a kept history shows at once. */
export type Opening =
  | { status: 'opening'; id?: string }
  | { status: 'open'; id: string }
  | { status: 'failed'; error: unknown };
export type FirstPage = 'loading' | 'done' | 'failed';

/** Chat views showing each chat, by `chatKey`: a conversation is left only when the last of them goes. */
const openViews = new Map<string, number>();

const chatKey = (userId: string, groupId: string | undefined) => (groupId ? `group:${groupId}` : `user:${userId}`);

function leaveIfUnseen(imClient: ImClient, key: string, id: string): void {
  if (!openViews.get(key)) leaveChat(imClient, id);
}

// Opening marks the conversation read and open: it runs again each time a view comes back (nothing kept, gcTime 0).
const openedChatQuery = (imClient: ImClient, userId: string, groupId: string | undefined) =>
  queryOptions({
    queryKey: ['chat', 'opened', chatKey(userId, groupId)],
    queryFn: async () => {
      await startIm(imClient);
      const id = groupId ? await openGroupChat(imClient, groupId) : await openChat(imClient, userId);
      // Left (or another chat chosen) while it opened: it must not stay marked open.
      leaveIfUnseen(imClient, chatKey(userId, groupId), id);
      return id;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

// The first page is asked only when fewer than a page of the conversation are held.
const firstPageQuery = (imClient: ImClient, id: string | undefined) =>
  queryOptions({
    queryKey: ['chat', 'first-page', id],
    queryFn: async () => {
      const state = imClient.store.getState();
      if (id && (state.messages[id]?.length ?? 0) < IM.MESSAGE_PAGE_SIZE && state.hasOlder[id] !== false) {
        await loadOlder(imClient, id);
      }
      return true;
    },
    enabled: id !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

/**
 * Starts the chat and opens (or starts) the conversation with `userId` or in `groupId` while the view shows it: a kept
 * history shows at once, the first page is asked when fewer than a page are held, and leaving marks it closed unless
 * another view still shows it. `retry` asks again what failed.
 */
export function useOpenConversation(userId: string, groupId: string | undefined) {
  const imClient = useImClient();
  const key = chatKey(userId, groupId);
  const opened = useQuery(openedChatQuery(imClient, userId, groupId));
  const firstPage = useQuery(firstPageQuery(imClient, opened.data));
  const chatUserId = useImStore((s) => s.me?._id);

  const queryClient = useQueryClient();
  // Counted from the start, so an opening that ends after the view went knows to leave.
  useEffect(() => {
    openViews.set(key, (openViews.get(key) ?? 0) + 1);
    return () => {
      openViews.set(key, (openViews.get(key) ?? 1) - 1);
      const id = queryClient.getQueryData(openedChatQuery(imClient, userId, groupId).queryKey);
      if (id) leaveIfUnseen(imClient, key, id);
    };
  }, [key, queryClient, userId, groupId, imClient]);

  const predictedId =
    chatUserId && (groupId || chatUserId !== userId)
      ? groupId
        ? groupConversationId(groupId)
        : conversationIdFor(chatUserId, userId)
      : undefined;
  const opening: Opening = opened.isSuccess
    ? { status: 'open', id: opened.data }
    : opened.isError
      ? { status: 'failed', error: opened.error }
      : { status: 'opening', ...(predictedId ? { id: predictedId } : {}) };
  return {
    opening,
    firstPage: (firstPage.isSuccess ? 'done' : firstPage.isError ? 'failed' : 'loading') as FirstPage,
    retry: () => void (opened.isError ? opened.refetch() : firstPage.refetch()),
  };
}
