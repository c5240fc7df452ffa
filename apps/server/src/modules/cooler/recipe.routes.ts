import { coolerRecipeDetail, listCoolerRecipeGoods, saveCoolerRecipe } from '@ffe/shared/contracts/cooler-recipes';
import { envelope } from '@ffe/shared/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Authentication, actorOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import type { RecipeService } from './recipe.service';

const tags = ['console cooler'];

/** POST /api/admin/cooler/recipes/*: what each goods size and add-on is made of, for florists (`cooler.manage`). */
export function recipeRoutes(recipes: RecipeService, auth: Authentication): FastifyPluginAsyncZod {
  return async (app) => {
    const onRequest = auth.requirePermission('cooler.manage');
    app.post(
      listCoolerRecipeGoods.path,
      {
        onRequest,
        schema: {
          tags,
          body: listCoolerRecipeGoods.request,
          response: { 200: envelope(listCoolerRecipeGoods.response) },
        },
      },
      async (req) => ok(await recipes.goods(req.body)),
    );
    app.post(
      coolerRecipeDetail.path,
      {
        onRequest,
        schema: { tags, body: coolerRecipeDetail.request, response: { 200: envelope(coolerRecipeDetail.response) } },
      },
      async (req) => ok(await recipes.detail(req.body.goodsId, req.body.skuKey)),
    );
    app.post(
      saveCoolerRecipe.path,
      {
        onRequest,
        schema: { tags, body: saveCoolerRecipe.request, response: { 200: envelope(saveCoolerRecipe.response) } },
      },
      async (req) => ok(await recipes.save(actorOf(req), req.body)),
    );
  };
}
