import { envelope } from '@ffe/shared/contracts/envelope';
import { listSubscriptionSeries, subscriptionSeriesDetail } from '@ffe/shared/contracts/subscription';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import { requestLanguage } from '../../platform/request-language';
import type { PlanService } from './plan.service';

const tags = ['subscriptions'];

/** POST /api/mall/subscription/series/*: the series on sale, open to visitors, in the reader's language. */
export function seriesRoutes(plans: PlanService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      listSubscriptionSeries.path,
      {
        schema: {
          tags,
          body: listSubscriptionSeries.request,
          response: { 200: envelope(listSubscriptionSeries.response) },
        },
      },
      async (req) => ok(await plans.seriesList(requestLanguage(req))),
    );
    app.post(
      subscriptionSeriesDetail.path,
      {
        schema: {
          tags,
          params: subscriptionSeriesDetail.params,
          response: { 200: envelope(subscriptionSeriesDetail.response) },
        },
      },
      async (req) => ok(await plans.seriesDetail(req.params.id, requestLanguage(req))),
    );
  };
}
