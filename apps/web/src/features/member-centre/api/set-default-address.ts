import type * as memberCentreContracts from '@ffe/shared/contracts/member-centre';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressesQuery } from '../../../lib/api/list-addresses';
import { call } from '../../../lib/api-client';

export const setDefaultAddress = (id: string) =>
  call<typeof memberCentreContracts.addressById>('/api/member/address/setDefault', { id });

export function useSetDefaultAddress() {
  const client = useQueryClient();
  const { queryKey } = addressesQuery();
  return useMutation({
    mutationFn: setDefaultAddress,
    onSuccess: (chosen) => {
      // Only one address is the default, and the list shows it first, as the server will.
      client.setQueryData(
        queryKey,
        (list) => list && [chosen, ...list.filter((a) => a.id !== chosen.id).map((a) => ({ ...a, isDefault: false }))],
      );
      return client.invalidateQueries({ queryKey });
    },
  });
}
