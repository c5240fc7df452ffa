import type { Address } from '@ffe/shared/contracts/member-centre';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The member's addresses to deliver an order to, the default one first. */
export const listAddresses = (signal?: AbortSignal) =>
  call<{ list: Address[] }>('/api/member/address/list', {}, signal).then((answer) => answer.list);

export const addressesQuery = () =>
  queryOptions({ queryKey: ['checkout', 'addresses'], queryFn: ({ signal }) => listAddresses(signal) });

export const useAddresses = (enabled: boolean) => useQuery({ ...addressesQuery(), enabled });
