import type { Sessions } from '../auth/auth.module';
import type { Platform } from '../platform';
import { favouriteRepository } from './favourites.repository';
import { favouriteRoutes } from './favourites.routes';
import { favouriteService } from './favourites.service';

/** The goods a member keeps. */
export function favouritesModule({ database, imageUrl }: Platform, { guard }: Sessions) {
  const favourites = favouriteService(favouriteRepository(database.db), imageUrl);
  return {
    offers: { countFavourites: favourites.countFavourites },
    async register(app: Platform['app']) {
      await app.register(favouriteRoutes(favourites, guard));
    },
  };
}

export type FavouritesOffers = ReturnType<typeof favouritesModule>['offers'];
