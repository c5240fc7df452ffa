import type { Sessions } from '../auth/auth.module';
import type { OccasionsOffers } from '../occasions/occasions.module';
import type { Platform } from '../platform';
import { categoryAdminRepository } from './category-admin.repository';
import { categoryAdminRoutes } from './category-admin.routes';
import { categoryAdminService } from './category-admin.service';
import { goodsAdminRepository } from './goods-admin.repository';
import { goodsAdminRoutes } from './goods-admin.routes';
import { goodsAdminService } from './goods-admin.service';

/** The console's goods and categories. */
export function catalogueAdminModule(
  { app, database, audit, imageUrl }: Platform,
  { guard }: Sessions,
  { stockAlerts }: OccasionsOffers,
) {
  const goods = goodsAdminService({
    repo: goodsAdminRepository(database.db),
    audit,
    imageUrl,
    // Members waiting for these goods hear at once; a notice that fails is the sweep's to find, not the edit's.
    onStockWritten: (goodsId) =>
      void stockAlerts.run(Date.now(), goodsId).catch((error) => app.log.error(error, 'back-in-stock failed')),
  });
  const categories = categoryAdminService({ repo: categoryAdminRepository(database.db), audit, imageUrl });
  return {
    offers: undefined,
    async register(app: Platform['app']) {
      await app.register(goodsAdminRoutes(goods, guard));
      await app.register(categoryAdminRoutes(categories, guard));
    },
  };
}
