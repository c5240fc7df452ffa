import type { SessionAdmission, Sessions } from '../auth/auth.module';
import type { CustomersOffers } from '../customers/customers.module';
import type { Platform } from '../platform';
import type { UsersOffers } from '../users/users.module';
import { staffRepository } from './staff.repository';
import { staffRoutes } from './staff.routes';
import { staffService } from './staff.service';
import { staffAccessService } from './staff-access.service';

/** The console's staff and their roles; answers who may hold a session and with which permissions. */
export function staffModule(
  { database, audit }: Platform,
  { tokens, guard }: Sessions,
  { profileChanged }: UsersOffers,
  { mayHoldSession }: CustomersOffers,
) {
  const repo = staffRepository(database.db);
  const access = staffAccessService(repo);
  const staff = staffService({ repo, audit, tokens, profileChanged });
  const admission: SessionAdmission = {
    permissionsOf: async (userId, role) => {
      await mayHoldSession(userId, role);
      return access.permissionsOf(userId, role);
    },
    mustChangePassword: access.mustChangePassword,
    staff: access,
    passwords: { replaceOwn: staff.replaceOwnPassword },
  };
  return {
    offers: { admission },
    async register(app: Platform['app']) {
      await app.register(staffRoutes(staff, guard));
    },
  };
}
