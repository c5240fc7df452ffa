import {
  adminGoodsDetail,
  createGoods,
  listAdminGoods,
  savedGoods,
  setGoodsStatus,
  setGoodsStock,
  updateGoods,
} from '@ffe/shared/contracts/admin-goods';
import { envelope } from '@ffe/shared/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Authentication, actorOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import type { GoodsAdminService } from './goods-admin.service';

const tags = ['console catalogue'];

/** POST /api/admin/goods/*: the console's goods, for whoever manages the catalogue (owner, florists). */
export function goodsAdminRoutes(goods: GoodsAdminService, auth: Authentication): FastifyPluginAsyncZod {
  return async (app) => {
    const onRequest = auth.requirePermission('catalogue.manage');

    app.post(
      '/api/admin/goods/list',
      {
        onRequest,
        schema: { tags, body: listAdminGoods.request, response: { 200: envelope(listAdminGoods.response) } },
      },
      async (req) => ok(await goods.list(req.body)),
    );

    app.post(
      '/api/admin/goods/detail/:id',
      {
        onRequest,
        schema: { tags, params: adminGoodsDetail.params, response: { 200: envelope(adminGoodsDetail.response) } },
      },
      async (req) => ok(await goods.detail(req.params.id)),
    );

    app.post(
      '/api/admin/goods/create',
      { onRequest, schema: { tags, body: createGoods.request, response: { 200: envelope(savedGoods) } } },
      async (req) => ok(await goods.create(actorOf(req), req.body)),
    );

    app.post(
      '/api/admin/goods/update',
      { onRequest, schema: { tags, body: updateGoods.request, response: { 200: envelope(savedGoods) } } },
      async (req) => ok(await goods.update(actorOf(req), req.body)),
    );

    app.post(
      '/api/admin/goods/stock',
      {
        onRequest,
        schema: { tags, body: setGoodsStock.request, response: { 200: envelope(setGoodsStock.response) } },
      },
      async (req) => ok(await goods.setStock(actorOf(req), req.body)),
    );

    app.post(
      '/api/admin/goods/status',
      {
        onRequest,
        schema: { tags, body: setGoodsStatus.request, response: { 200: envelope(setGoodsStatus.response) } },
      },
      async (req) => ok(await goods.setStatus(actorOf(req), req.body)),
    );
  };
}
