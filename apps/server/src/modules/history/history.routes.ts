import { envelope } from '@ffe/shared/contracts/envelope';
import { historyClear, historyList, historyRemove } from '@ffe/shared/contracts/member-centre';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Authentication, memberOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import { requestLanguage } from '../../platform/request-language';
import type { HistoryService } from './history.service';

const tags = ['history'];

/** POST /api/member/history/*: the member's browsing history (views are recorded by the goods detail call). */
export function historyRoutes(history: HistoryService, auth: Authentication): FastifyPluginAsyncZod {
  return async (app) => {
    // On every route of this plugin, before the body is read: a visitor gets 401, not a field error.
    app.addHook('onRequest', auth.requireMember);

    app.post(
      '/api/member/history/list',
      { schema: { tags, body: historyList.request, response: { 200: envelope(historyList.response) } } },
      async (req) => ok(await history.list(memberOf(req).uid, req.body.page, req.body.pageSize, requestLanguage(req))),
    );

    app.post(
      '/api/member/history/remove',
      { schema: { tags, body: historyRemove.request, response: { 200: envelope(historyRemove.response) } } },
      async (req) => {
        await history.remove(memberOf(req).uid, req.body.ids);
        return ok(null);
      },
    );

    app.post(
      '/api/member/history/clear',
      { schema: { tags, body: historyClear.request, response: { 200: envelope(historyClear.response) } } },
      async (req) => {
        await history.clear(memberOf(req).uid);
        return ok(null);
      },
    );
  };
}
