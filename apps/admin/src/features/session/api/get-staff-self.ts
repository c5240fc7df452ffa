import type * as staffContracts from '@ffe/shared/contracts/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useToken } from '../../../lib/session';

/** Who is signed in to the console and what they may do; a customer or guest is answered 403. */
export const getStaffSelf = (signal?: AbortSignal) =>
  call<typeof staffContracts.staffSelf>('/api/admin/me', {}, signal);

export const staffSelfQuery = () =>
  queryOptions({ queryKey: ['session', 'self'], queryFn: ({ signal }) => getStaffSelf(signal), staleTime: 60_000 });

/** Asks nothing while no one is signed in on this device. */
export const useStaffSelf = () => {
  const token = useToken();
  return useQuery({ ...staffSelfQuery(), enabled: token !== undefined });
};
