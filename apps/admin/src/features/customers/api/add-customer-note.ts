import type * as adminCustomersContracts from '@ffe/shared/contracts/admin-customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { CUSTOMERS_KEY } from './list-customers';

/** A note for the team on the customer; the customer never sees it. */
export const addCustomerNote = (input: { id: string; content: string }) =>
  call<typeof adminCustomersContracts.addCustomerNote>('/api/admin/customer/note/add', input);

export const useAddCustomerNote = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCustomerNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY }),
  });
};
