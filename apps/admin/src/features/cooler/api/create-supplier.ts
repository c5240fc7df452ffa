import type * as contracts from '@ffe/shared/contracts/cooler-stems';
import type { CreateCoolerSupplierRequest } from '@ffe/shared/contracts/cooler-stems';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { COOLER_SUPPLIERS_KEY } from './stem-keys';

/** Adds a supplier. */
export const createSupplier = (input: CreateCoolerSupplierRequest) =>
  call<typeof contracts.createCoolerSupplier>('/api/admin/cooler/suppliers/create', input);

export const useCreateSupplier = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: createSupplier,
    onSettled: () => queryClient.invalidateQueries({ queryKey: COOLER_SUPPLIERS_KEY }),
  });
};
