import type * as adminServiceContracts from '@ffe/shared/contracts/admin-service';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { AFTER_SALES_KEY } from './list-after-sales';

/**
 * Approves a request still waiting: the amount asked goes back to the customer through the payment provider; a made
 * order's stems go back to the cooler with `stemsReturned`.
 */
export const approveAfterSale = ({ id, note, stemsReturned }: { id: string; note?: string; stemsReturned?: boolean }) =>
  call<typeof adminServiceContracts.adminApproveAfterSale>('/api/admin/after-sale/approve/:id', {
    id,
    ...(note ? { note } : {}),
    ...(stemsReturned ? { stemsReturned } : {}),
  });

export const useApproveAfterSale = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveAfterSale,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AFTER_SALES_KEY }),
  });
};
