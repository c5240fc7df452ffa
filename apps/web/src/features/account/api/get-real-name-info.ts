import type * as accountContracts from '@ffe/shared/contracts/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The member's real-name status, the name and identity number masked. */
export const getRealNameInfo = (signal?: AbortSignal) =>
  call<typeof accountContracts.getRealNameInfo>('/api/member/getRealNameInfo', {}, signal);

export const realNameInfoQuery = () =>
  queryOptions({ queryKey: ['account', 'real-name'], queryFn: ({ signal }) => getRealNameInfo(signal) });

export const useRealNameInfo = () => useQuery(realNameInfoQuery());
