import type { Sessions } from '../auth/auth.module';
import type { HomePageOffers } from '../home-page/home-page.module';
import type { Platform } from '../platform';
import { batchRepository } from './batch.repository';
import { batchRoutes } from './batch.routes';
import { batchService } from './batch.service';
import { planRepository } from './plan.repository';
import { planRoutes } from './plan.routes';
import { planService } from './plan.service';
import { recipeRepository } from './recipe.repository';
import { recipeRoutes } from './recipe.routes';
import { recipeService } from './recipe.service';
import { reportRepository } from './report.repository';
import { reportRoutes } from './report.routes';
import { reportService } from './report.service';
import { stemRepository } from './stem.repository';
import { stemRoutes } from './stem.routes';
import { stemService } from './stem.service';
import { stemDatesRoutes } from './stem-dates.routes';
import { stemMakingService } from './stem-making.service';
import { stemReservationService } from './stem-reservations.service';

/**
 * The cooler behind the shop (issue 44, decision 060): stems and suppliers, recipes, batches and their moves, the
 * stems booked orders hold, the day plan and its buying list, substitutions, and the waste and margin reports.
 */
export function coolerModule({ database, audit }: Platform, sessions: Sessions, homePage: HomePageOffers) {
  const reservations = stemReservationService(database.db);
  const making = stemMakingService(database.db);
  const stems = stemService({ repo: stemRepository(database.db), audit });
  const recipeRepo = recipeRepository(database.db);
  const recipes = recipeService({ repo: recipeRepo, audit });
  const plans = planService({ repo: planRepository(database.db) });
  const reports = reportService({ repo: reportRepository(database.db) });
  const batches = batchService({
    repo: batchRepository(database.db),
    audit,
    sections: homePage.chosenSections,
  });
  return {
    offers: {
      /** What orders hold, use and give back of the cooler (orders' `OrderStems`). */
      orderStems: { ...reservations, ...making },
      /** What an order's stems cost, in cents (null: it used none): the order detail's cost and margin. */
      stemCostOf: making.stemCostOf,
      /** How many of each size with a recipe the cooler can make: the shop's stock of those sizes (catalogue's port). */
      madeStock: (goodsIds: readonly string[]) => reservations.madeStock(goodsIds, Date.now()),
      /** The stems one bouquet of a goods size takes by its recipe (empty without one): the week's bouquet (issue 45). */
      async recipeStemsOf(goodsId: string, skuId: string | null) {
        const recipe = await recipeRepo.findRecipe(goodsId, skuId ?? '');
        const lines = recipe ? await recipeRepo.linesOf([recipe.id]) : [];
        return lines.map((l) => ({ name: l.stem_name, nameEn: l.stem_name_en, quantity: l.quantity }));
      },
    },
    async register(app: Platform['app']) {
      await app.register(batchRoutes(batches, sessions.guard));
      await app.register(stemDatesRoutes(reservations));
      await app.register(stemRoutes(stems, sessions.guard));
      await app.register(recipeRoutes(recipes, sessions.guard));
      await app.register(planRoutes(plans, sessions.guard));
      await app.register(reportRoutes(reports, sessions.guard));
    },
  };
}

export type CoolerOffers = ReturnType<typeof coolerModule>['offers'];

// What other modules' files use of this one's (decision 054): the one allocation every promise uses.
export { allocate, canPromise, type StemDemand, type StemLot } from './cooler-ledger';
export { openBatchesOf } from './open-batches.repository';
