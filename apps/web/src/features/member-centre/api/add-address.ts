import type * as memberCentreContracts from '@ffe/shared/contracts/member-centre';
import type { AddressInput } from '@ffe/shared/contracts/member-centre';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressesQuery } from '../../../lib/api/list-addresses';
import { call } from '../../../lib/api-client';

export const addAddress = (input: AddressInput) =>
  call<typeof memberCentreContracts.addressAdd>('/api/member/address/add', input);

export function useAddAddress() {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: addAddress,
    onSuccess: () => client.invalidateQueries({ queryKey: addressesQuery().queryKey }),
  });
}
