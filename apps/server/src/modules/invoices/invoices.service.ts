import crypto from 'node:crypto';
import type { InvoiceTitle, invoiceInput } from '@ffe/shared/contracts/member-centre';
import type { z } from 'zod';
import { notFound } from '../../platform/errors';
import { toInvoiceTitle } from './invoices.mapper';
import type { InvoiceFields, InvoiceRepository } from './invoices.repository';

export type InvoiceValues = z.output<typeof invoiceInput>;

/** A personal invoice is made out to a person, who has no tax number: one sent along is not kept. */
const fieldsOf = (input: InvoiceValues): InvoiceFields => ({
  kind: input.kind,
  title: input.title,
  tax_number: input.kind === 'company' ? (input.taxNumber ?? null) : null,
});

/** The invoice titles a member picks from at order confirmation. */
export function invoiceService(repo: InvoiceRepository, now: () => number = Date.now) {
  return {
    async list(memberId: string): Promise<InvoiceTitle[]> {
      return (await repo.listOf(memberId)).map(toInvoiceTitle);
    },

    async add(memberId: string, input: InvoiceValues): Promise<InvoiceTitle> {
      const at = now();
      const row = await repo.insert({
        id: crypto.randomUUID(),
        user_id: memberId,
        ...fieldsOf(input),
        created_at: at,
        updated_at: at,
      });
      return toInvoiceTitle(row);
    },

    async update(memberId: string, id: string, input: InvoiceValues): Promise<InvoiceTitle> {
      const row = await repo.updateOwn(memberId, id, fieldsOf(input), now());
      if (!row) throw notFound('invoice title');
      return toInvoiceTitle(row);
    },

    async remove(memberId: string, id: string): Promise<void> {
      if (!(await repo.deleteOwn(memberId, id))) throw notFound('invoice title');
    },
  };
}

export type InvoiceService = ReturnType<typeof invoiceService>;
