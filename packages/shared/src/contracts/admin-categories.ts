import { z } from 'zod';
import { catalogueId } from './catalogue';
import { ENGLISH_TEXT_LIMITS as EN, englishText } from './english-text';
import { recordVersion } from './record-version';

const name = z.string().trim().min(1, 'must not be empty').max(20);
/** The English name shown to English readers; null: the Chinese one (decision 028). */
const nameEn = englishText(EN.CATEGORY_NAME_MAX);
/** An icon as the console sends it back: its URL or stored path (an upload's `url`, or a demo icon). */
const icon = z.string().trim().min(1).max(500);

/** A category as the console edits it: the shop's fields plus order, visibility and how many goods it holds. */
export const adminCategory = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  icon: z.string(),
  parentId: z.string().nullable(),
  sort: z.number().int(),
  visible: z.boolean(),
  /** Goods of every status in this category, and for a top-level one also those in its sub-categories. */
  goodsCount: z.number().int(),
  /** What a save sends back as `version`. */
  version: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategory>;
export const adminCategoryNode = adminCategory.extend({ children: z.array(adminCategory) });
export type AdminCategoryNode = z.infer<typeof adminCategoryNode>;

/** POST /api/admin/category/tree: both levels, hidden ones included, in order. */
export const adminCategoryTree = {
  request: z.object({}),
  response: z.object({ list: z.array(adminCategoryNode) }),
  path: '/api/admin/category/tree' as const,
};
export type AdminCategoryTree = z.infer<typeof adminCategoryTree.response>;

/** POST /api/admin/category/create: a top-level category, or one under a top-level one (two levels only); added last. */
export const createCategory = {
  request: z.object({
    name,
    nameEn: nameEn.default(null),
    icon,
    parentId: catalogueId.nullable().default(null),
    visible: z.boolean().default(true),
  }),
  response: adminCategory,
  path: '/api/admin/category/create' as const,
};
export type CreateCategoryRequest = z.input<typeof createCategory.request>;

/**
 * POST /api/admin/category/update { id, version, ...the fields to change }: `version` is the one the editor (or the
 * list's visibility switch) read; a stale one is refused with RECORD_CHANGED and nothing changes.
 */
export const updateCategory = {
  request: z.object({
    id: catalogueId,
    version: recordVersion,
    name: name.optional(),
    nameEn: nameEn.optional(),
    icon: icon.optional(),
    parentId: catalogueId.nullable().optional(),
    visible: z.boolean().optional(),
  }),
  response: adminCategory,
  path: '/api/admin/category/update' as const,
};
export type UpdateCategoryRequest = z.input<typeof updateCategory.request>;

/** POST /api/admin/category/delete: only an empty category (no goods, no children); else 409 saying how many. */
export const deleteCategory = {
  request: z.object({ id: catalogueId }),
  response: z.null(),
  path: '/api/admin/category/delete' as const,
};

/** POST /api/admin/category/reorder: the children of `parentId` (null: the top level), all of them, in their new order. */
export const reorderCategories = {
  request: z.object({ parentId: catalogueId.nullable(), ids: z.array(catalogueId).min(1).max(200) }),
  response: adminCategoryTree.response,
  path: '/api/admin/category/reorder' as const,
};
export type ReorderCategoriesRequest = z.input<typeof reorderCategories.request>;
