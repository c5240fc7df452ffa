import type { Sessions } from '../auth/auth.module';
import type { Platform } from '../platform';
import { invoiceRepository } from './invoices.repository';
import { invoiceRoutes } from './invoices.routes';
import { invoiceService } from './invoices.service';

/** A member's invoice titles. */
export function invoicesModule({ database }: Platform, { guard }: Sessions) {
  const invoices = invoiceRepository(database.db);
  return {
    offers: { invoices },
    async register(app: Platform['app']) {
      await app.register(invoiceRoutes(invoiceService(invoices), guard));
    },
  };
}

export type InvoicesOffers = ReturnType<typeof invoicesModule>['offers'];

// What other modules' files use of this one's (decision 054): they import it from here, not from its files.
export type { InvoiceRepository } from './invoices.repository';
