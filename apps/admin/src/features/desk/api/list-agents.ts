import type * as adminDeskContracts from '@ffe/shared/contracts/admin-desk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { DESK_KEY } from './list-conversations';

export const AGENTS_KEY = [...DESK_KEY, 'agents'] as const;

/** Everyone who answers customers, with presence, open conversations and cap. */
export const listDeskAgents = (signal?: AbortSignal) =>
  call<typeof adminDeskContracts.deskAgents>('/api/admin/desk/agents', {}, signal);

export const deskAgentsQuery = () =>
  queryOptions({ queryKey: AGENTS_KEY, queryFn: ({ signal }) => listDeskAgents(signal) });

export const useDeskAgents = () => useQuery(deskAgentsQuery());
