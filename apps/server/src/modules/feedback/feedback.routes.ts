import { adminFeedbackList, adminHandleFeedback } from '@ffe/shared/contracts/admin-service';
import { envelope } from '@ffe/shared/contracts/envelope';
import { feedbackAdd } from '@ffe/shared/contracts/member-centre';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Authentication, actorOf, memberOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import type { FeedbackService } from './feedback.service';

const tags = ['feedback'];

/** POST /api/member/feedback/add */
export function feedbackRoutes(feedback: FeedbackService, auth: Authentication): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/member/feedback/add',
      {
        // Before the body is read: a visitor gets 401, not a field error.
        onRequest: auth.requireMember,
        schema: { tags, body: feedbackAdd.request, response: { 200: envelope(feedbackAdd.response) } },
      },
      async (req) => ok(await feedback.add(memberOf(req).uid, req.body)),
    );
  };
}

/** POST /api/admin/feedback/*: the console's inbox of members' feedback, each marked handled or open again. */
export function adminFeedbackRoutes(feedback: FeedbackService, auth: Authentication): FastifyPluginAsyncZod {
  return async (app) => {
    // Before the body is read: a visitor gets 401 and a customer 403, not a field error.
    app.addHook('onRequest', auth.requirePermission('feedback.handle'));
    const adminTags = ['admin'];

    app.post(
      '/api/admin/feedback/list',
      {
        schema: {
          tags: adminTags,
          body: adminFeedbackList.request,
          response: { 200: envelope(adminFeedbackList.response) },
        },
      },
      async (req) => ok(await feedback.list(req.body)),
    );

    app.post(
      '/api/admin/feedback/handle/:id',
      {
        schema: {
          tags: adminTags,
          params: adminHandleFeedback.params,
          body: adminHandleFeedback.request,
          response: { 200: envelope(adminHandleFeedback.response) },
        },
      },
      async (req) => ok(await feedback.setHandled(req.params.id, req.body.handled, actorOf(req))),
    );
  };
}
