import type { DeskCustomerPanel } from '@ffe/shared/contracts/admin-desk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { DESK_KEY } from './list-conversations';

export const customerPanelKey = (conversationId: string) => [...DESK_KEY, 'customer', conversationId] as const;

/** Who writes, their orders, addresses, past sessions, notes and labels: the panel beside the chat. */
export const getDeskCustomerPanel = (conversationId: string, signal?: AbortSignal) =>
  call<DeskCustomerPanel>('/api/admin/desk/customer', { conversation_id: conversationId }, signal);

export const deskCustomerPanelQuery = (conversationId: string) =>
  queryOptions({
    queryKey: customerPanelKey(conversationId),
    queryFn: ({ signal }) => getDeskCustomerPanel(conversationId, signal),
  });

export const useDeskCustomerPanel = (conversationId: string) => useQuery(deskCustomerPanelQuery(conversationId));
