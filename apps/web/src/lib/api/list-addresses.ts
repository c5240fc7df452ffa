import type * as memberCentreContracts from '@ffe/shared/contracts/member-centre';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api-client';

/** The member's addresses, the default one first. */
export const listAddresses = (signal?: AbortSignal) =>
  call<typeof memberCentreContracts.addressList>('/api/member/address/list', {}, signal).then((answer) => answer.list);

// One cache for the address book and checkout: an address added or changed in one shows in the other.
export const addressesQuery = () =>
  queryOptions({ queryKey: ['addresses'], queryFn: ({ signal }) => listAddresses(signal) });

export const useAddresses = (enabled = true) => useQuery({ ...addressesQuery(), enabled });
