import type * as memberContracts from '@ffe/shared/contracts/member';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

// The my-account page is open to everyone: a token refused here only logs out, it does not leave the page.
export const getPortal = (signal?: AbortSignal) =>
  call<typeof memberContracts.portal>('/api/member/portal', {}, signal, { quietOnTokenError: true });

/** Counts change behind the page's back (orders, favourites), so every visit asks again. */
export const portalQuery = () =>
  queryOptions({ queryKey: ['account', 'portal'], queryFn: ({ signal }) => getPortal(signal), staleTime: 0 });

export const usePortal = (enabled: boolean) => useQuery({ ...portalQuery(), enabled });
