import type { Sessions } from '../auth/auth.module';
import type { HistoryOffers } from '../history/history.module';
import type { Platform } from '../platform';
import { catalogueRepository } from './catalogue.repository';
import { catalogueRoutes } from './catalogue.routes';
import { catalogueService } from './catalogue.service';

/** Sales keep changing the best-seller order; the search index catches up this often. */
const SEARCH_INDEX_REBUILD_MS = 5 * 60_000;

/** The shop's goods: lists, search, details. */
export function catalogueModule({ config, database, imageUrl }: Platform, { guard }: Sessions, history: HistoryOffers) {
  const goods = catalogueRepository(database.db, database.dialect);
  const catalogue = catalogueService(goods, {
    imageUrl,
    searchIndex: { checkEveryMs: config.searchIndexCheckMs, rebuildEveryMs: SEARCH_INDEX_REBUILD_MS },
    searchCacheTtlMs: config.searchCacheTtlMs,
    detailCacheTtlMs: config.goodsDetailCacheTtlMs,
  });
  return {
    /** The service for the chat's cards and orders' comments; the rows for the shop's home. */
    offers: { catalogue, goods },
    async register(app: Platform['app']) {
      await app.register(catalogueRoutes(catalogue, { auth: guard, recordView: history.recordView }));
    },
  };
}

export type CatalogueOffers = ReturnType<typeof catalogueModule>['offers'];
