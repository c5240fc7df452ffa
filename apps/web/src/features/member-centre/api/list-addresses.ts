import type { Address } from '@ffe/shared/contracts/member-centre';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The member's addresses, the default one first. */
export const listAddresses = (signal?: AbortSignal) =>
  call<{ list: Address[] }>('/api/member/address/list', {}, signal).then((answer) => answer.list);

export const addressesQuery = () =>
  queryOptions({ queryKey: ['member-centre', 'addresses'], queryFn: ({ signal }) => listAddresses(signal) });

export const useAddresses = () => useQuery(addressesQuery());
