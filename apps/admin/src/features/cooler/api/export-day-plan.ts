import { useMutation } from '@tanstack/react-query';
import { callForFile } from '../../../lib/api-client';
import { filenameOf, saveBlob } from '../../../lib/download';

/** Downloads the day plan's stems and buying list as the CSV file the server names. */
export async function exportDayPlan({ date, slot }: { date: string; slot: string | undefined }): Promise<string> {
  const file = await callForFile('/api/admin/cooler/plan/csv', { date, ...(slot ? { slot } : {}) });
  const filename = filenameOf(file.disposition, `day-plan-${date}.csv`);
  saveBlob(file.blob, filename);
  return filename;
}

export const useExportDayPlan = () => useMutation({ meta: { handlesErrors: true }, mutationFn: exportDayPlan });
