import type * as adminCustomersContracts from '@ffe/shared/contracts/admin-customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { CUSTOMERS_KEY } from './list-customers';

/** Disables the member (signed out everywhere at once, no sign-in, no order) or lets them back in. */
export const setCustomerDisabled = (input: { id: string; disabled: boolean }) =>
  call<typeof adminCustomersContracts.setCustomerDisabled>('/api/admin/customer/disable', input);

export const useSetCustomerDisabled = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCustomerDisabled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY }),
  });
};
