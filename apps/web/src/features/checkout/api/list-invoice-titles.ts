import type { InvoiceTitle } from '@ffe/shared/contracts/member-centre';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const listInvoiceTitles = (signal?: AbortSignal) =>
  call<{ list: InvoiceTitle[] }>('/api/member/invoice/list', {}, signal).then((answer) => answer.list);

export const invoiceTitlesQuery = () =>
  queryOptions({ queryKey: ['checkout', 'invoice-titles'], queryFn: ({ signal }) => listInvoiceTitles(signal) });

export const useInvoiceTitles = (enabled: boolean) => useQuery({ ...invoiceTitlesQuery(), enabled });
