import type * as adminDeskContracts from '@ffe/shared/contracts/admin-desk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { DESK_KEY } from './list-conversations';

export const SETTINGS_KEY = [...DESK_KEY, 'settings'] as const;

/** Service hours, greeting, away reply, whether customers see agents' names, and the default cap. */
export const getDeskSettings = (signal?: AbortSignal) =>
  call<typeof adminDeskContracts.getDeskSettings>('/api/admin/desk/settings', {}, signal);

export const deskSettingsQuery = () =>
  queryOptions({ queryKey: SETTINGS_KEY, queryFn: ({ signal }) => getDeskSettings(signal) });

export const useDeskSettings = () => useQuery(deskSettingsQuery());
