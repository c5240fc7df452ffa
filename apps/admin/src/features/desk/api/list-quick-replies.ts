import type * as adminDeskContracts from '@ffe/shared/contracts/admin-desk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { DESK_KEY } from './list-conversations';

export const QUICK_REPLIES_KEY = [...DESK_KEY, 'quick-replies'] as const;

/** The shop's and my quick replies; filled with the conversation's variables when one is named. */
export const listQuickReplies = (conversationId: string | undefined, signal?: AbortSignal) =>
  call<typeof adminDeskContracts.deskQuickReplies>(
    '/api/admin/desk/quick-replies',
    conversationId ? { conversation_id: conversationId } : {},
    signal,
  );

export const quickRepliesQuery = (conversationId?: string) =>
  queryOptions({
    queryKey: [...QUICK_REPLIES_KEY, conversationId ?? null],
    queryFn: ({ signal }) => listQuickReplies(conversationId, signal),
  });

export const useQuickReplies = (conversationId?: string, enabled = true) =>
  useQuery({ ...quickRepliesQuery(conversationId), enabled });
