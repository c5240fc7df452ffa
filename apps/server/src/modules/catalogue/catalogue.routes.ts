import { categoryTree, goodsDetail, hots, searchComments, searchGoods } from '@ffe/shared/contracts/catalogue';
import { envelope } from '@ffe/shared/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Authentication } from '../../platform/authenticate';
import { ok, okJson } from '../../platform/envelope';
import { requestLanguage } from '../../platform/request-language';
import type { CatalogueService } from './catalogue.service';

const tags = ['catalogue'];

export interface CatalogueRouteDeps {
  auth: Pick<Authentication, 'optionalMember'>;
  /** Puts a goods a signed-in member opened into their browsing history. */
  recordView: (memberId: string, goodsId: string) => Promise<void>;
}

/** The shop's browsing calls; paths as PRODUCT.md#shop-calls names them. */
export function catalogueRoutes(catalogue: CatalogueService, deps: CatalogueRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/mall/goodsInfo/search',
      { schema: { tags, body: searchGoods.request, response: { 200: envelope(searchGoods.response) } } },
      async (req, reply) => {
        const page = await catalogue.searchGoods(req.body, requestLanguage(req));
        // Search answers are cached objects (see the service): each is rendered to JSON once, not on every hit.
        return reply
          .type('application/json; charset=utf-8')
          .serializer(() => okJson(page))
          .send(ok(page));
      },
    );

    app.post(
      '/api/mall/goodsInfo/detail/:id',
      {
        onRequest: deps.auth.optionalMember,
        schema: { tags, params: goodsDetail.params, response: { 200: envelope(goodsDetail.response) } },
      },
      async (req, reply) => {
        const detail = await catalogue.goodsDetail(req.params.id, requestLanguage(req));
        if (req.member) {
          // History is a convenience: the goods page must open even when it cannot be written.
          await deps
            .recordView(req.member.uid, detail.id)
            .catch((err: unknown) => req.log.warn({ err }, 'browsing history not recorded'));
        }
        // Like search answers, details are cached objects: each is rendered to JSON once, not on every hit.
        return reply
          .type('application/json; charset=utf-8')
          .serializer(() => okJson(detail))
          .send(ok(detail));
      },
    );

    app.post(
      '/api/mall/goodsInfo/hots',
      { schema: { tags, body: hots.request.optional(), response: { 200: envelope(hots.response) } } },
      async (req) => ok(await catalogue.hots(req.body?.limit ?? 10, requestLanguage(req))),
    );

    app.post(
      '/api/mall/comment/search/:id',
      {
        schema: {
          tags,
          params: searchComments.params,
          body: searchComments.request,
          response: { 200: envelope(searchComments.response) },
        },
      },
      async (req) => {
        const { filter, page, pageSize } = req.body;
        return ok(await catalogue.searchComments(req.params.id, filter, page, pageSize, requestLanguage(req)));
      },
    );

    app.post(
      '/api/mall/category/tree',
      { schema: { tags, body: categoryTree.request.optional(), response: { 200: envelope(categoryTree.response) } } },
      async (req) => ok({ list: await catalogue.categoryTree(requestLanguage(req)) }),
    );
  };
}
