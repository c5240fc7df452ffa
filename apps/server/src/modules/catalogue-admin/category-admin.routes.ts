import {
  adminCategoryTree,
  createCategory,
  deleteCategory,
  reorderCategories,
  updateCategory,
} from '@ffe/shared/contracts/admin-categories';
import { envelope } from '@ffe/shared/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Authentication, actorOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import type { CategoryAdminService } from './category-admin.service';

const tags = ['console catalogue'];

/** POST /api/admin/category/*: the two-level category tree, for whoever manages the catalogue. */
export function categoryAdminRoutes(categories: CategoryAdminService, auth: Authentication): FastifyPluginAsyncZod {
  return async (app) => {
    const onRequest = auth.requirePermission('catalogue.manage');

    app.post(
      '/api/admin/category/tree',
      {
        onRequest,
        schema: { tags, body: adminCategoryTree.request, response: { 200: envelope(adminCategoryTree.response) } },
      },
      async () => ok(await categories.tree()),
    );
    app.post(
      '/api/admin/category/create',
      {
        onRequest,
        schema: { tags, body: createCategory.request, response: { 200: envelope(createCategory.response) } },
      },
      async (req) => ok(await categories.create(actorOf(req), req.body)),
    );
    app.post(
      '/api/admin/category/update',
      {
        onRequest,
        schema: { tags, body: updateCategory.request, response: { 200: envelope(updateCategory.response) } },
      },
      async (req) => ok(await categories.update(actorOf(req), req.body)),
    );
    app.post(
      '/api/admin/category/delete',
      {
        onRequest,
        schema: { tags, body: deleteCategory.request, response: { 200: envelope(deleteCategory.response) } },
      },
      async (req) => {
        await categories.remove(actorOf(req), req.body.id);
        return ok(null);
      },
    );
    app.post(
      '/api/admin/category/reorder',
      {
        onRequest,
        schema: { tags, body: reorderCategories.request, response: { 200: envelope(reorderCategories.response) } },
      },
      async (req) => ok(await categories.reorder(actorOf(req), req.body)),
    );
  };
}
