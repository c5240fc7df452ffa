import type { Later } from '../../platform/server-module';
import type { Sessions } from '../auth/auth.module';
import type { Platform } from '../platform';
import { catalogueRepository } from './catalogue.repository';
import { type CatalogueRouteDeps, catalogueRoutes } from './catalogue.routes';
import { catalogueService } from './catalogue.service';

/** What the catalogue asks of the cooler: the stock of each size with a recipe, keyed `goodsId:skuId|''`. */
export interface CatalogueCooler {
  madeStock(goodsIds: readonly string[]): Promise<ReadonlyMap<string, number>>;
}

/** Sales keep changing the best-seller order; the search index catches up this often. */
const SEARCH_INDEX_REBUILD_MS = 5 * 60_000;

/** The shop's goods: lists, search, details. */
export function catalogueModule(
  { config, database, imageUrl }: Platform,
  { guard }: Sessions,
  history: Pick<CatalogueRouteDeps, 'recordView'>,
  /** The cooler, built later, counts the sizes made from recipes (issue 44). */
  cooler: Later<CatalogueCooler>,
) {
  const goods = catalogueRepository(database.db, database.dialect);
  const catalogue = catalogueService(goods, {
    imageUrl,
    searchIndex: { checkEveryMs: config.searchIndexCheckMs, rebuildEveryMs: SEARCH_INDEX_REBUILD_MS },
    searchCacheTtlMs: config.searchCacheTtlMs,
    detailCacheTtlMs: config.goodsDetailCacheTtlMs,
    madeStock: (goodsIds) => cooler.get().madeStock(goodsIds),
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

// What other modules' files use of this one's (decision 054): they import it from here, not from its files.
export { toGoodsSku, toGoodsSummary } from './catalogue.mapper';
export type { CatalogueRepository, GoodsRow } from './catalogue.repository';
export type { CatalogueService } from './catalogue.service';
export { categorySearchName, categorySearchNameEn, goodsSearchText } from './goods-search-text';
