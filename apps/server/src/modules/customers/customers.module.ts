import type { Sessions } from '../auth/auth.module';
import type { Platform } from '../platform';
import { customerRepository } from './customers.repository';
import { customerRoutes } from './customers.routes';
import { customerService, customerSessionGuard } from './customers.service';

/** The console's customers, and the rule that a disabled customer holds no session. */
export function customersModule(platform: Platform, { tokens, guard }: Sessions) {
  const { database, audit, imageUrl } = platform;
  const repo = customerRepository(database.db);
  const customers = customerService({ repo, audit, tokens, imageUrl });
  return {
    offers: { mayHoldSession: customerSessionGuard(repo) },
    async register(app: Platform['app']) {
      await app.register(customerRoutes(customers, guard));
    },
  };
}

export type CustomersOffers = ReturnType<typeof customersModule>['offers'];

// What other modules' files use of this one's (decision 054): they import it from here, not from its files.
export { toCustomerAddress, toCustomerNote } from './customers.mapper';
