import { envelope } from '@ffe/shared/contracts/envelope';
import { favouriteChange, favouriteCheck, favouriteList } from '@ffe/shared/contracts/member-centre';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Authentication, memberOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import { requestLanguage } from '../../platform/request-language';
import type { FavouriteService } from './favourites.service';

const tags = ['favourites'];

/** POST /api/mall/goodsInfo/collect/*: the member's favourite goods, paths as PRODUCT.md#shop-calls names them. */
export function favouriteRoutes(favourites: FavouriteService, auth: Authentication): FastifyPluginAsyncZod {
  return async (app) => {
    // On every route of this plugin, before the body is read: a visitor gets 401, not a field error.
    app.addHook('onRequest', auth.requireMember);

    app.post(
      '/api/mall/goodsInfo/collect/add/:id',
      { schema: { tags, params: favouriteChange.params, response: { 200: envelope(favouriteChange.response) } } },
      async (req) => {
        await favourites.add(memberOf(req).uid, req.params.id);
        return ok({ favourite: true });
      },
    );

    app.post(
      '/api/mall/goodsInfo/collect/remove/:id',
      { schema: { tags, params: favouriteChange.params, response: { 200: envelope(favouriteChange.response) } } },
      async (req) => {
        await favourites.remove(memberOf(req).uid, req.params.id);
        return ok({ favourite: false });
      },
    );

    app.post(
      '/api/mall/goodsInfo/collect/check/:id',
      { schema: { tags, params: favouriteCheck.params, response: { 200: envelope(favouriteCheck.response) } } },
      async (req) => ok({ favourite: await favourites.isFavourite(memberOf(req).uid, req.params.id) }),
    );

    app.post(
      '/api/mall/goodsInfo/collect/search',
      { schema: { tags, body: favouriteList.request, response: { 200: envelope(favouriteList.response) } } },
      async (req) => ok(await favourites.list(memberOf(req).uid, requestLanguage(req))),
    );
  };
}
