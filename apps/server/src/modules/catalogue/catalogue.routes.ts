import { categoryTree, goodsDetail, home, hots, searchComments, searchGoods } from '@ffe/shared/contracts/catalogue';
import { envelope } from '@ffe/shared/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import type { CatalogueService } from './catalogue.service';

const tags = ['catalogue'];

/** The shop's browsing calls; paths as the spec's table names them. */
export function catalogueRoutes(catalogue: CatalogueService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/mall/goodsInfo/search',
      { schema: { tags, body: searchGoods.request, response: { 200: envelope(searchGoods.response) } } },
      async (req) => ok(await catalogue.searchGoods(req.body)),
    );

    app.post(
      '/api/mall/goodsInfo/detail/:id',
      { schema: { tags, params: goodsDetail.params, response: { 200: envelope(goodsDetail.response) } } },
      async (req) => ok(await catalogue.goodsDetail(req.params.id)),
    );

    app.post(
      '/api/mall/goodsInfo/hots',
      { schema: { tags, body: hots.request.optional(), response: { 200: envelope(hots.response) } } },
      async (req) => ok(await catalogue.hots(req.body?.limit ?? 10)),
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
        return ok(await catalogue.searchComments(req.params.id, filter, page, pageSize));
      },
    );

    app.post(
      '/api/mall/home',
      { schema: { tags, body: home.request.optional(), response: { 200: envelope(home.response) } } },
      async () => ok(await catalogue.home()),
    );

    app.post(
      '/api/mall/category/tree',
      { schema: { tags, body: categoryTree.request.optional(), response: { 200: envelope(categoryTree.response) } } },
      async () => ok({ list: await catalogue.categoryTree() }),
    );
  };
}
