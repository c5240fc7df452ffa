import type * as memberCentreContracts from '@ffe/shared/contracts/member-centre';
import type { InvoiceInput } from '@ffe/shared/contracts/member-centre';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../api-client';
import { invoiceTitlesQuery } from './list-invoice-titles';

/** A new title, or a change to the one named by `id`. */
export interface InvoiceTitleChange {
  id?: string | undefined;
  input: InvoiceInput;
}

export const saveInvoiceTitle = ({ id, input }: InvoiceTitleChange) =>
  id
    ? call<typeof memberCentreContracts.invoiceUpdate>('/api/member/invoice/update', { id, ...input })
    : call<typeof memberCentreContracts.invoiceAdd>('/api/member/invoice/add', input);

/** Adds or changes a title; the list (checkout's and 我的's alike) is fetched again. */
export function useSaveInvoiceTitle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveInvoiceTitle,
    onSuccess: () => client.invalidateQueries({ queryKey: invoiceTitlesQuery().queryKey }),
  });
}
