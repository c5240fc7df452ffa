import type * as contracts from '@ffe/shared/contracts/cooler-stems';
import type { ArchiveCoolerSupplierRequest } from '@ffe/shared/contracts/cooler-stems';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { COOLER_SUPPLIERS_KEY } from './stem-keys';

/** Archives a supplier (or brings them back). */
export const archiveSupplier = (input: ArchiveCoolerSupplierRequest) =>
  call<typeof contracts.archiveCoolerSupplier>('/api/admin/cooler/suppliers/archive', input);

export const useArchiveSupplier = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveSupplier,
    onSettled: () => queryClient.invalidateQueries({ queryKey: COOLER_SUPPLIERS_KEY }),
  });
};
