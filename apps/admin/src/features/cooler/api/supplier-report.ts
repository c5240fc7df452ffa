import type * as contracts from '@ffe/shared/contracts/cooler-reports';
import type { CoolerReportWeeks } from '@ffe/shared/contracts/cooler-reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { COOLER_REPORTS_KEY } from './report-keys';

/** Suppliers' deliveries against what was ordered: fill rate and late deliveries. */
export const getSupplierReport = (weeks: CoolerReportWeeks, signal?: AbortSignal) =>
  call<typeof contracts.coolerSupplierReport>('/api/admin/cooler/reports/suppliers', weeks, signal);

export const supplierReportQuery = (weeks: CoolerReportWeeks) =>
  queryOptions({
    queryKey: [...COOLER_REPORTS_KEY, 'supplier', weeks],
    queryFn: ({ signal }) => getSupplierReport(weeks, signal),
  });

export const useSupplierReport = (weeks: CoolerReportWeeks, enabled = true) =>
  useQuery({ ...supplierReportQuery(weeks), enabled });
