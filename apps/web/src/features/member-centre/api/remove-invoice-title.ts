import type * as memberCentreContracts from '@ffe/shared/contracts/member-centre';
import type { InvoiceTitle } from '@ffe/shared/contracts/member-centre';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invoiceTitlesQuery } from '../../../lib/api/list-invoice-titles';
import { call } from '../../../lib/api-client';

export const removeInvoiceTitle = (id: string) =>
  call<typeof memberCentreContracts.invoiceRemove>('/api/member/invoice/remove', { id });

export function useRemoveInvoiceTitle() {
  const client = useQueryClient();
  const { queryKey } = invoiceTitlesQuery();
  return useMutation({
    mutationFn: removeInvoiceTitle,
    onSuccess: (_answer, id) => {
      // The card goes at once, then the list is read again.
      client.setQueryData(queryKey, (list: InvoiceTitle[] | undefined) => list?.filter((title) => title.id !== id));
      return client.invalidateQueries({ queryKey });
    },
  });
}
