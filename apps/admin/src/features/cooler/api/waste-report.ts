import type * as contracts from '@ffe/shared/contracts/cooler-reports';
import type { CoolerReportWeeks } from '@ffe/shared/contracts/cooler-reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { COOLER_REPORTS_KEY } from './report-keys';

/** Waste by week, stem and reason as a share of units received; its costs only for those who may see them. */
export const getWasteReport = (weeks: CoolerReportWeeks, signal?: AbortSignal) =>
  call<typeof contracts.coolerWasteReport>('/api/admin/cooler/reports/waste', weeks, signal);

export const wasteReportQuery = (weeks: CoolerReportWeeks) =>
  queryOptions({
    queryKey: [...COOLER_REPORTS_KEY, 'waste', weeks],
    queryFn: ({ signal }) => getWasteReport(weeks, signal),
  });

export const useWasteReport = (weeks: CoolerReportWeeks, enabled = true) =>
  useQuery({ ...wasteReportQuery(weeks), enabled });
