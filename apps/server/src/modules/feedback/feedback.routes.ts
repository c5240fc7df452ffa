import { envelope } from '@ffe/shared/contracts/envelope';
import { feedbackAdd } from '@ffe/shared/contracts/member-centre';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Authentication, memberOf } from '../../platform/authenticate';
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
