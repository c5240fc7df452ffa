import type * as memberCentreContracts from '@ffe/shared/contracts/member-centre';
import type { AddressInput } from '@ffe/shared/contracts/member-centre';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressesQuery } from '../../../lib/api/list-addresses';
import { call } from '../../../lib/api-client';

export type AddressUpdate = AddressInput & { id: string };

export const updateAddress = (input: AddressUpdate) =>
  call<typeof memberCentreContracts.addressUpdate>('/api/member/address/update', input);

export function useUpdateAddress() {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: updateAddress,
    onSuccess: () => client.invalidateQueries({ queryKey: addressesQuery().queryKey }),
  });
}
