import type * as contracts from '@ffe/shared/contracts/cooler-stems';
import type { UpdateCoolerSupplierRequest } from '@ffe/shared/contracts/cooler-stems';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { COOLER_SUPPLIERS_KEY } from './stem-keys';

/** Edits a supplier from the version read; a stale one answers RECORD_CHANGED. */
export const updateSupplier = (input: UpdateCoolerSupplierRequest) =>
  call<typeof contracts.updateCoolerSupplier>('/api/admin/cooler/suppliers/update', input);

export const useUpdateSupplier = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: updateSupplier,
    onSettled: () => queryClient.invalidateQueries({ queryKey: COOLER_SUPPLIERS_KEY }),
  });
};
