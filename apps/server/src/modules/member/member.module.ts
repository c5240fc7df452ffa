import type { Sessions } from '../auth/auth.module';
import type { CouponsOffers } from '../coupons/coupons.module';
import type { FavouritesOffers } from '../favourites/favourites.module';
import type { HistoryOffers } from '../history/history.module';
import type { ImOffers } from '../im/im.module';
import type { OrdersOffers } from '../orders/orders.module';
import type { Platform } from '../platform';
import type { UploadsOffers } from '../uploads/uploads.module';
import type { UsersOffers } from '../users/users.module';
import { memberRoutes } from './member.routes';
import { memberService } from './member.service';

/** What the shop's "me" page shows of a member: profile, settings, and the counts of the other modules. */
export function memberModule(
  { imageUrl }: Platform,
  { guard }: Sessions,
  { users, profileChanged }: UsersOffers,
  counts: {
    favourites: FavouritesOffers;
    history: HistoryOffers;
    orders: OrdersOffers;
    coupons: CouponsOffers;
    chat: ImOffers;
  },
  { uploads }: UploadsOffers,
) {
  const { coupons } = counts.coupons;
  const { im } = counts.chat;
  const members = memberService(
    users,
    {
      favourites: counts.favourites.countFavourites,
      history: counts.history.countHistory,
      orders: counts.orders.orders.countsFor,
      coupons: (memberId) => coupons.countUnused(memberId),
      chat: async (memberId) =>
        (await im.conversations.unreadCount({ uid: memberId, role: 'customer', permission: [] })).message,
    },
    uploads,
    imageUrl,
    profileChanged,
  );
  return {
    offers: undefined,
    async register(app: Platform['app']) {
      await app.register(memberRoutes(members, guard));
    },
  };
}
