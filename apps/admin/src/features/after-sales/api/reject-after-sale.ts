import type * as adminServiceContracts from '@ffe/shared/contracts/admin-service';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { AFTER_SALES_KEY } from './list-after-sales';

/** Rejects a request still waiting, with the reason the customer reads on it. */
export const rejectAfterSale = ({ id, reason }: { id: string; reason: string }) =>
  call<typeof adminServiceContracts.adminRejectAfterSale>('/api/admin/after-sale/reject/:id', { id, reason });

export const useRejectAfterSale = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: rejectAfterSale,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AFTER_SALES_KEY }),
  });
};
