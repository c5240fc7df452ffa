import { z } from 'zod';
import { COOLER_RECIPE_LIMITS as L } from '../domain/cooler-stems';
import { coolerStemUnit } from './cooler-stems';
import { pageOf, paging } from './envelope';
import { recordVersion } from './record-version';

/** What each goods size and add-on is made of (issue 44, PRODUCT.md#cooler-recipes). */

const id = z.string().trim().min(1).max(80);
/** A goods size's id, or '' for a goods sold without sizes (add-ons included). */
const skuKey = z.string().trim().max(80);

/** One line as the console shows it: the stem with its names and unit, and the units one bouquet takes. */
export const coolerRecipeLine = z.object({
  id: z.string(),
  stemId: z.string(),
  stemName: z.string(),
  stemNameEn: z.string().nullable(),
  unit: coolerStemUnit,
  /** Archived since it was added: it stays in the recipe until removed, but cannot be added again. */
  stemArchived: z.boolean(),
  quantity: z.number().int(),
});
export type CoolerRecipeLine = z.infer<typeof coolerRecipeLine>;

/** One size of a goods (or the goods itself, `skuKey` ''), with its recipe's lines; `version` null: no recipe. */
export const coolerRecipeSize = z.object({
  skuKey: z.string(),
  /** The size's name; null for a goods without sizes. */
  name: z.string().nullable(),
  nameEn: z.string().nullable(),
  version: z.number().int().nullable(),
  lines: z.array(coolerRecipeLine),
});
export type CoolerRecipeSize = z.infer<typeof coolerRecipeSize>;

/** A goods with each size and its recipe. */
export const coolerRecipeGoods = z.object({
  goodsId: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  onSale: z.boolean(),
  addOn: z.boolean(),
  sizes: z.array(coolerRecipeSize),
});
export type CoolerRecipeGoods = z.infer<typeof coolerRecipeGoods>;

/** POST /api/admin/cooler/recipes/goods: goods by name (newest first) with their sizes' recipes; `withRecipe` keeps those with one. */
export const listCoolerRecipeGoods = {
  request: z.object({
    keyword: z.string().trim().max(60).optional(),
    withRecipe: z.boolean().optional(),
    ...paging,
  }),
  response: pageOf(coolerRecipeGoods),
  path: '/api/admin/cooler/recipes/goods' as const,
};
export type ListCoolerRecipeGoodsRequest = z.input<typeof listCoolerRecipeGoods.request>;
export type CoolerRecipeGoodsPage = z.infer<typeof listCoolerRecipeGoods.response>;

/** One size's recipe with its goods' names, as its editor opens it. */
export const coolerRecipe = coolerRecipeSize.extend({
  goodsId: z.string(),
  goodsName: z.string(),
  goodsNameEn: z.string().nullable(),
});
export type CoolerRecipe = z.infer<typeof coolerRecipe>;

/** POST /api/admin/cooler/recipes/detail: one size's recipe (no lines and `version` null when it has none). */
export const coolerRecipeDetail = {
  request: z.object({ goodsId: id, skuKey }),
  response: coolerRecipe,
  path: '/api/admin/cooler/recipes/detail' as const,
};
export type CoolerRecipeDetailRequest = z.input<typeof coolerRecipeDetail.request>;

/** A line as the editor sends it: `id` of a line kept, none for a new one. */
export const coolerRecipeLineInput = z.object({
  id: id.optional(),
  stemId: id,
  quantity: z.number().int().min(1).max(L.UNITS_MAX),
});
export type CoolerRecipeLineInput = z.infer<typeof coolerRecipeLineInput>;

/**
 * POST /api/admin/cooler/recipes/save: a size's lines, in order. `version` is the one the editor read (null when the
 * size had no recipe); a stale one is refused (RECORD_CHANGED). No lines removes the recipe: the size goes back to its
 * typed stock.
 */
export const saveCoolerRecipe = {
  request: z.object({
    goodsId: id,
    skuKey,
    version: recordVersion.nullable(),
    lines: z.array(coolerRecipeLineInput).max(L.LINES_MAX),
  }),
  response: coolerRecipe,
  path: '/api/admin/cooler/recipes/save' as const,
};
export type SaveCoolerRecipeRequest = z.input<typeof saveCoolerRecipe.request>;
