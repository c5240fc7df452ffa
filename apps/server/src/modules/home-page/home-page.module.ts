import type { Sessions } from '../auth/auth.module';
import type { CatalogueOffers } from '../catalogue/catalogue.module';
import type { Platform } from '../platform';
import { homeLinksService } from './home-links.service';
import { homePageRepository } from './home-page.repository';
import { homePageRoutes, shopHomeRoutes } from './home-page.routes';
import { homePageService } from './home-page.service';
import { homeWriter } from './home-write';
import { shopHomeService } from './shop-home.service';

/** The shop's home page as the shop reads it, and the console's editing of its sections and links. */
export function homePageModule(
  { config, database, audit, imageUrl }: Platform,
  { guard }: Sessions,
  { goods }: CatalogueOffers,
) {
  const repo = homePageRepository(database.db);
  const shopHome = shopHomeService({ repo, goods, imageUrl, checkEveryMs: config.homeCheckMs });
  // This process's own writes show here at once; other processes see the version move within homeCheckMs.
  const writer = homeWriter({ repo, audit, onWritten: shopHome.forget });
  const links = homeLinksService({ repo, writer, imageUrl });
  const page = homePageService({ repo, writer, imageUrl });
  return {
    /** What the cooler uses to put the goods of its expiring stems in a home section (今日花材). */
    offers: { chosenSections: { titled: page.chosenSectionTitled, put: page.putChosenSection } },
    async register(app: Platform['app']) {
      await app.register(shopHomeRoutes(shopHome));
      await app.register(homePageRoutes({ links, page, shopHome, auth: guard }));
    },
  };
}

export type HomePageOffers = ReturnType<typeof homePageModule>['offers'];
