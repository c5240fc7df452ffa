import type { Sessions } from '../auth/auth.module';
import type { Platform } from '../platform';
import { addressRepository } from './addresses.repository';
import { addressRoutes } from './addresses.routes';
import { addressService } from './addresses.service';

/** A member's delivery addresses. */
export function addressesModule({ database }: Platform, { guard }: Sessions) {
  const addresses = addressRepository(database.db);
  return {
    offers: { addresses },
    async register(app: Platform['app']) {
      await app.register(addressRoutes(addressService(addresses), guard));
    },
  };
}

export type AddressesOffers = ReturnType<typeof addressesModule>['offers'];

// What other modules' files use of this one's (decision 054): they import it from here, not from its files.
export { toAddress } from './addresses.mapper';
export type { AddressRepository, AddressRow } from './addresses.repository';
