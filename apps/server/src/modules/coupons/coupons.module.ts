import type { AuthOffers } from '../auth/auth.module';
import type { Platform } from '../platform';
import { adminCouponRepository } from './admin-coupon.repository';
import { adminCouponRoutes } from './admin-coupon.routes';
import { adminCouponService } from './admin-coupon.service';
import { couponRepository } from './coupon.repository';
import { couponRoutes } from './coupon.routes';
import { couponService } from './coupon.service';
import { couponIssueService } from './coupon-issue.service';

/** Members' coupons, the console's templates, and coupons issued by staff; a new member is granted theirs. */
export function couponsModule({ database, audit }: Platform, { guard, registered }: AuthOffers) {
  const templates = couponRepository(database.db);
  const coupons = couponService(templates);
  registered.listen(coupons.grantNewMember);
  const couponConsole = { repo: adminCouponRepository(database.db), coupons: templates, audit };
  const couponIssue = couponIssueService(couponConsole);
  return {
    /** What orders and the desk use (the orders side is `OrderCoupons`). */
    offers: { coupons, issue: couponIssue.issue, templates },
    async register(app: Platform['app']) {
      await app.register(couponRoutes(coupons, guard));
      await app.register(adminCouponRoutes(adminCouponService(couponConsole), couponIssue, guard));
    },
  };
}

export type CouponsOffers = ReturnType<typeof couponsModule>['offers'];

// What other modules' files use of this one's (decision 054): they import it from here, not from its files.
export type { CouponRepository } from './coupon.repository';
export { validityAt } from './coupon.service';
export type { CouponIssueService } from './coupon-issue.service';
