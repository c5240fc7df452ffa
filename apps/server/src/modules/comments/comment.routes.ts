import { adminCommentList, adminHideComment, adminReplyComment } from '@ffe/shared/contracts/admin-service';
import { envelope } from '@ffe/shared/contracts/envelope';
import { replyComment } from '@ffe/shared/contracts/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Authentication, actorOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import type { CommentService } from './comment.service';

const tags = ['admin'];

/**
 * POST /api/admin/comment/*: the console's comment list and the shop's replies; POST /api/mall/staff/comment/reply/{id}
 * stays as an alias of the reply, answering nothing as before.
 */
export function commentRoutes(comments: CommentService, auth: Authentication): FastifyPluginAsyncZod {
  return async (app) => {
    // Before the body is read: a visitor gets 401 and a customer 403, not a field error.
    app.addHook('onRequest', auth.requirePermission('comments.reply'));

    app.post(
      '/api/admin/comment/list',
      { schema: { tags, body: adminCommentList.request, response: { 200: envelope(adminCommentList.response) } } },
      async (req) => ok(await comments.list(req.body)),
    );

    app.post(
      '/api/admin/comment/reply/:id',
      {
        schema: {
          tags,
          params: adminReplyComment.params,
          body: adminReplyComment.request,
          response: { 200: envelope(adminReplyComment.response) },
        },
      },
      async (req) => ok(await comments.reply(req.params.id, req.body.reply, actorOf(req))),
    );

    app.post(
      '/api/admin/comment/hide/:id',
      {
        schema: {
          tags,
          params: adminHideComment.params,
          body: adminHideComment.request,
          response: { 200: envelope(adminHideComment.response) },
        },
      },
      async (req) => ok(await comments.setHidden(req.params.id, req.body.hidden, actorOf(req))),
    );

    app.post(
      '/api/mall/staff/comment/reply/:id',
      {
        schema: {
          tags: ['staff'],
          params: replyComment.params,
          body: replyComment.request,
          response: { 200: envelope(replyComment.response) },
        },
      },
      async (req) => {
        await comments.reply(req.params.id, req.body.reply, actorOf(req));
        return ok(null);
      },
    );
  };
}
