import { claimCoupon, couponCentre, myCoupons } from '@ffe/shared/contracts/coupon';
import { envelope } from '@ffe/shared/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Authentication, memberOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import { requestLanguage } from '../../platform/request-language';
import type { CouponService } from './coupon.service';

const tags = ['coupons'];

/** POST /api/mall/coupon/*: the member's coupons and the claim centre. */
export function couponRoutes(coupons: CouponService, auth: Authentication): FastifyPluginAsyncZod {
  return async (app) => {
    // On every route of this plugin, before the body is read: a visitor gets 401, not a field error.
    app.addHook('onRequest', auth.requireMember);

    app.post(
      '/api/mall/coupon/mine',
      { schema: { tags, body: myCoupons.request, response: { 200: envelope(myCoupons.response) } } },
      async (req) => ok(await coupons.myCoupons(memberOf(req).uid, req.body, requestLanguage(req))),
    );

    app.post(
      '/api/mall/coupon/centre',
      { schema: { tags, body: couponCentre.request, response: { 200: envelope(couponCentre.response) } } },
      async (req) => ok(await coupons.couponCentre(memberOf(req).uid, requestLanguage(req))),
    );

    app.post(
      '/api/mall/coupon/claim/:templateId',
      { schema: { tags, params: claimCoupon.params, response: { 200: envelope(claimCoupon.response) } } },
      async (req) => ok(await coupons.claimCoupon(memberOf(req).uid, req.params.templateId, requestLanguage(req))),
    );
  };
}
