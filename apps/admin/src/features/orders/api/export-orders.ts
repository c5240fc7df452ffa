import type { AdminOrderFilter } from '@ffe/shared/contracts/admin-orders';
import { useMutation } from '@tanstack/react-query';
import { callForFile } from '../../../lib/api-client';
import { filenameOf, saveBlob } from '../../../lib/download';

/** Downloads the filtered list (every page) as the CSV file the server names. */
export async function exportOrders(filter: AdminOrderFilter): Promise<string> {
  const file = await callForFile('/api/admin/order/export', filter);
  const filename = filenameOf(file.disposition, 'orders.csv');
  saveBlob(file.blob, filename);
  return filename;
}

export const useExportOrders = () => useMutation({ meta: { handlesErrors: true }, mutationFn: exportOrders });
