import type * as memberCentreContracts from '@ffe/shared/contracts/member-centre';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressesQuery } from '../../../lib/api/list-addresses';
import { call } from '../../../lib/api-client';

export const removeAddress = (id: string) =>
  call<typeof memberCentreContracts.addressRemove>('/api/member/address/remove', { id });

export function useRemoveAddress() {
  const client = useQueryClient();
  const { queryKey } = addressesQuery();
  return useMutation({
    mutationFn: removeAddress,
    onSuccess: (_answer, id) => {
      // The card goes at once; the refetch then brings the new default if the removed one was it.
      client.setQueryData(queryKey, (list) => list?.filter((address) => address.id !== id));
      return client.invalidateQueries({ queryKey });
    },
  });
}
