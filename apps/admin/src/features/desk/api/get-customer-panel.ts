import type * as adminDeskContracts from '@ffe/shared/contracts/admin-desk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { DESK_KEY } from './list-conversations';

/** Every customer panel: a paid order may belong to any of them. */
export const CUSTOMER_PANELS_KEY = [...DESK_KEY, 'customer'] as const;
export const customerPanelKey = (conversationId: string) => [...CUSTOMER_PANELS_KEY, conversationId] as const;

/** Who writes, their orders, addresses, past sessions, notes and labels: the panel beside the chat. */
export const getDeskCustomerPanel = (conversationId: string, signal?: AbortSignal) =>
  call<typeof adminDeskContracts.deskCustomerPanel>(
    '/api/admin/desk/customer',
    { conversation_id: conversationId },
    signal,
  );

export const deskCustomerPanelQuery = (conversationId: string) =>
  queryOptions({
    queryKey: customerPanelKey(conversationId),
    queryFn: ({ signal }) => getDeskCustomerPanel(conversationId, signal),
  });

export const useDeskCustomerPanel = (conversationId: string) => useQuery(deskCustomerPanelQuery(conversationId));
