import type { Sessions } from '../auth/auth.module';
import type { Platform } from '../platform';
import { pictureRoutes } from './pictures.routes';
import { pictureService } from './pictures.service';

/** The console's picture library. */
export function picturesModule({ storage, imageUrl, database, audit }: Platform, { guard }: Sessions) {
  const pictures = pictureService({ storage, imageUrl, db: database.db, audit });
  return {
    offers: undefined,
    async register(app: Platform['app']) {
      await app.register(pictureRoutes(pictures, guard));
    },
  };
}
