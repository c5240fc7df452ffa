import type { Sessions } from '../auth/auth.module';
import type { Platform } from '../platform';
import { auditRoutes } from './audit.routes';
import { auditService } from './audit.service';

/** The console's audit log page; the trail itself is the platform's, as every module writes into it. */
export function auditModule({ database, audit }: Platform, { guard }: Sessions) {
  const log = auditService(database.db, audit);
  return {
    offers: undefined,
    async register(app: Platform['app']) {
      await app.register(auditRoutes(log, guard));
    },
  };
}
