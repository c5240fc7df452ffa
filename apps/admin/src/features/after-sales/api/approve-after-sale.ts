import type * as adminServiceContracts from '@ffe/shared/contracts/admin-service';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { AFTER_SALES_KEY } from './list-after-sales';

/** Approves a request still waiting: the amount asked goes back to the customer through the payment provider. */
export const approveAfterSale = ({ id, note }: { id: string; note?: string }) =>
  call<typeof adminServiceContracts.adminApproveAfterSale>('/api/admin/after-sale/approve/:id', {
    id,
    ...(note ? { note } : {}),
  });

export const useApproveAfterSale = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveAfterSale,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AFTER_SALES_KEY }),
  });
};
