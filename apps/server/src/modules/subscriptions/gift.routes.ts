import { envelope } from '@ffe/shared/contracts/envelope';
import { claimGift, giftDetail } from '@ffe/shared/contracts/subscription';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Authentication, memberOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import { requestLanguage } from '../../platform/request-language';
import type { GiftService } from './gift.service';

const tags = ['subscriptions'];

/** POST /api/mall/subscription/gift/detail (anyone with the link) and gift/claim (signed in). */
export function giftRoutes(gifts: GiftService, auth: Authentication): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      giftDetail.path,
      { schema: { tags, body: giftDetail.request, response: { 200: envelope(giftDetail.response) } } },
      async (req) => ok(await gifts.detail(req.body.token, requestLanguage(req))),
    );
    app.post(
      claimGift.path,
      {
        onRequest: auth.requireMember,
        schema: { tags, body: claimGift.request, response: { 200: envelope(claimGift.response) } },
      },
      async (req) => ok(await gifts.claim(memberOf(req).uid, req.body)),
    );
  };
}
