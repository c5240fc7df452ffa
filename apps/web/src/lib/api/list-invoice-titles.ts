import type * as memberCentreContracts from '@ffe/shared/contracts/member-centre';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api-client';

/** The member's invoice titles, newest first. */
export const listInvoiceTitles = (signal?: AbortSignal) =>
  call<typeof memberCentreContracts.invoiceList>('/api/member/invoice/list', {}, signal).then((answer) => answer.list);

// One cache for 我的 → 发票抬头 and checkout's invoice sheet: a title added or changed in one shows in the other.
export const invoiceTitlesQuery = () =>
  queryOptions({ queryKey: ['invoice-titles'], queryFn: ({ signal }) => listInvoiceTitles(signal) });

export const useInvoiceTitles = (enabled = true) => useQuery({ ...invoiceTitlesQuery(), enabled });
