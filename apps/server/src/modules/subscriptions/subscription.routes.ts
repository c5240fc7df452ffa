import { envelope } from '@ffe/shared/contracts/envelope';
import {
  cancelSubscription,
  changeSubscriptionRecipient,
  listSubscriptions,
  moveDelivery,
  pauseSubscription,
  resumeSubscription,
  skipDelivery,
  subscriptionDetail,
} from '@ffe/shared/contracts/subscription';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Authentication, memberOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import { requestLanguage } from '../../platform/request-language';
import type { SubscriptionService } from './subscription.service';

const tags = ['subscriptions'];

/** POST /api/mall/subscription/*: the member's subscriptions, bought or received, and their changes (decision 061). */
export function subscriptionRoutes(subscriptions: SubscriptionService, auth: Authentication): FastifyPluginAsyncZod {
  return async (app) => {
    // On every route of this plugin, before the body is read: a visitor gets 401, not a field error.
    app.addHook('onRequest', auth.requireMember);

    app.post(
      '/api/mall/subscription/list',
      { schema: { tags, body: listSubscriptions.request, response: { 200: envelope(listSubscriptions.response) } } },
      async (req) => ok({ list: await subscriptions.list(memberOf(req).uid, requestLanguage(req)) }),
    );

    app.post(
      '/api/mall/subscription/detail/:id',
      { schema: { tags, params: subscriptionDetail.params, response: { 200: envelope(subscriptionDetail.response) } } },
      async (req) => ok(await subscriptions.detail(memberOf(req).uid, req.params.id, requestLanguage(req))),
    );

    app.post(
      '/api/mall/subscription/skip',
      { schema: { tags, body: skipDelivery.request, response: { 200: envelope(skipDelivery.response) } } },
      async (req) => ok(await subscriptions.skip(memberOf(req).uid, req.body, requestLanguage(req))),
    );

    app.post(
      '/api/mall/subscription/move',
      { schema: { tags, body: moveDelivery.request, response: { 200: envelope(moveDelivery.response) } } },
      async (req) => ok(await subscriptions.move(memberOf(req).uid, req.body, requestLanguage(req))),
    );

    app.post(
      '/api/mall/subscription/change',
      {
        schema: {
          tags,
          body: changeSubscriptionRecipient.request,
          response: { 200: envelope(changeSubscriptionRecipient.response) },
        },
      },
      async (req) => ok(await subscriptions.change(memberOf(req).uid, req.body, requestLanguage(req))),
    );

    app.post(
      '/api/mall/subscription/pause',
      { schema: { tags, body: pauseSubscription.request, response: { 200: envelope(pauseSubscription.response) } } },
      async (req) => ok(await subscriptions.pause(memberOf(req).uid, req.body, requestLanguage(req))),
    );

    app.post(
      '/api/mall/subscription/resume',
      { schema: { tags, body: resumeSubscription.request, response: { 200: envelope(resumeSubscription.response) } } },
      async (req) => ok(await subscriptions.resume(memberOf(req).uid, req.body, requestLanguage(req))),
    );

    app.post(
      '/api/mall/subscription/cancel',
      { schema: { tags, body: cancelSubscription.request, response: { 200: envelope(cancelSubscription.response) } } },
      async (req) => ok(await subscriptions.cancel(memberOf(req).uid, req.body, requestLanguage(req))),
    );
  };
}
