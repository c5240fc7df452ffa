import type { InvoiceTitle } from '@ffe/shared/contracts/member-centre';
import type { InvoiceRow } from './invoices.repository';

export function toInvoiceTitle(row: InvoiceRow): InvoiceTitle {
  return { id: row.id, kind: row.kind, title: row.title, taxNumber: row.tax_number };
}
