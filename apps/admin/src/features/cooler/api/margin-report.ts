import type * as contracts from '@ffe/shared/contracts/cooler-reports';
import type { CoolerReportWeeks } from '@ffe/shared/contracts/cooler-reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { COOLER_REPORTS_KEY } from './report-keys';

/** Stem cost and margin of paid orders delivered in the weeks, per day, goods and order (cooler.costs). */
export const getMarginReport = (weeks: CoolerReportWeeks, signal?: AbortSignal) =>
  call<typeof contracts.coolerMarginReport>('/api/admin/cooler/reports/margins', weeks, signal);

export const marginReportQuery = (weeks: CoolerReportWeeks) =>
  queryOptions({
    queryKey: [...COOLER_REPORTS_KEY, 'margin', weeks],
    queryFn: ({ signal }) => getMarginReport(weeks, signal),
  });

export const useMarginReport = (weeks: CoolerReportWeeks, enabled = true) =>
  useQuery({ ...marginReportQuery(weeks), enabled });
