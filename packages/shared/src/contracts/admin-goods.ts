import { z } from 'zod';
import { GOODS_EDITOR_LIMITS as L } from '../constants';
import { fieldProblem } from '../field-problems';
import { catalogueId, goodsSku, goodsStatus, yuan } from './catalogue';
import { ENGLISH_TEXT_LIMITS as EN, englishText } from './english-text';
import { pageOf, paging } from './envelope';
import { recordVersion } from './record-version';

const stock = z.number().int().min(0).max(L.STOCK_MAX);
/** A price staff type: never negative (never clamped to 0 either), never above what a florist would charge. */
const price = yuan.max(L.PRICE_MAX_YUAN);
const text = z.string().trim().max(L.TEXT_MAX);
/** A picture as the console sends it back: its URL or stored path (an upload's `url`, or a demo picture). */
const picture = z.string().trim().min(1).max(500);

/**
 * One option of a goods's specification; without `id` it is new, with one it edits that live option (same id, sales
 * and cart lines). A new option names its stock; an existing one changes stock only with `stockWas`, the stock the
 * editor showed, and the change is refused (STOCK_CHANGED) when orders or staff moved it meanwhile.
 */
export const goodsOptionInput = z.object({
  id: catalogueId.optional(),
  name: z.string().trim().min(1).max(L.OPTION_NAME_MAX),
  salePrice: price,
  marketPrice: price,
  stock: stock.optional(),
  stockWas: stock.optional(),
  picture: picture.nullable().optional(),
});
export type GoodsOptionInput = z.input<typeof goodsOptionInput>;

/** The market price is the crossed-out one beside the sale price: never below it (the shop shows it only when above). */
const marketNotBelowSale = (v: { salePrice?: number | undefined; marketPrice?: number | undefined }) =>
  v.salePrice === undefined || v.marketPrice === undefined || v.marketPrice >= v.salePrice;
const MARKET_BELOW_SALE = fieldProblem('BELOW_SALE_PRICE');

/** One dimension (枝数) and its 1–20 options, names unique. */
export const goodsSpecsInput = z
  .object({
    name: z.string().trim().min(1).max(L.SPEC_NAME_MAX),
    options: z.array(goodsOptionInput).min(1).max(L.OPTIONS_MAX),
  })
  .superRefine((specs, ctx) => {
    const seen = new Set<string>();
    specs.options.forEach((option, i) => {
      if (seen.has(option.name))
        ctx.addIssue({ code: 'custom', path: ['options', i, 'name'], message: fieldProblem('DUPLICATE') });
      seen.add(option.name);
      if (!marketNotBelowSale(option)) {
        ctx.addIssue({ code: 'custom', path: ['options', i, 'marketPrice'], message: MARKET_BELOW_SALE });
      }
      if (option.id === undefined && option.stock === undefined) {
        ctx.addIssue({ code: 'custom', path: ['options', i, 'stock'], message: fieldProblem('REQUIRED') });
      }
      if (option.id !== undefined && option.stock !== undefined && option.stockWas === undefined) {
        ctx.addIssue({ code: 'custom', path: ['options', i, 'stockWas'], message: fieldProblem('REQUIRED') });
      }
    });
  });
export type GoodsSpecsInput = z.input<typeof goodsSpecsInput>;

/** Every field of a goods as the editor sends it; prices and stock are the options' when it has specifications. */
const goodsFields = z.object({
  name: z.string().trim().min(1).max(L.NAME_MAX),
  /** English texts, shown to English readers; null: the Chinese ones (decision 028). */
  nameEn: englishText(EN.GOODS_NAME_MAX).default(null),
  flowerLanguageEn: englishText(L.TEXT_MAX).default(null),
  descriptionEn: englishText(L.DESCRIPTION_MAX).default(null),
  categoryId: catalogueId,
  salePrice: price.optional(),
  marketPrice: price.optional(),
  stock: stock.optional(),
  status: goodsStatus,
  flowerLanguage: text.default(''),
  materials: text.default(''),
  packaging: text.default(''),
  deliveryNotes: text.default(''),
  description: z.string().trim().max(L.DESCRIPTION_MAX).default(''),
  tags: z.array(z.string().trim().min(1).max(10)).max(L.TAGS_MAX).default([]),
  /** In order; the first is the cover. */
  pictures: z.array(picture).min(1).max(L.PICTURES_MAX),
  specs: goodsSpecsInput.nullable().default(null),
  /** An add-on (花瓶, 贺卡) is offered beside other goods, never listed itself. */
  addOn: z.boolean().default(false),
  /** The add-ons this goods offers, in order. */
  addOnIds: z.array(catalogueId).max(L.ADD_ONS_MAX).default([]),
});
type GoodsFields = z.output<typeof goodsFields>;

/** The rules across fields, shared by create and the merged update. */
export function checkGoodsFields(g: Partial<GoodsFields>, ctx: z.RefinementCtx) {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  if (!g.specs) {
    for (const field of ['salePrice', 'marketPrice', 'stock'] as const) {
      if (g[field] === undefined) issue([field], fieldProblem('REQUIRED'));
    }
    if (!marketNotBelowSale(g)) issue(['marketPrice'], MARKET_BELOW_SALE);
  }
  if (g.addOn && g.specs) issue(['specs'], fieldProblem('NOT_ALLOWED'));
  if (g.addOn && g.addOnIds?.length) issue(['addOnIds'], fieldProblem('NOT_ALLOWED'));
  g.addOnIds?.forEach((id, i) => {
    if (g.addOnIds?.indexOf(id) !== i) issue(['addOnIds', i], fieldProblem('DUPLICATE'));
  });
}

/** POST /api/admin/goods/create */
// The answer is declared further down (savedGoods); lazy, so it is read only when used.
export const createGoods = {
  request: goodsFields.superRefine(checkGoodsFields),
  response: z.lazy(() => savedGoods),
  path: '/api/admin/goods/create' as const,
};
export type CreateGoodsRequest = z.input<typeof createGoods.request>;
export type CreateGoodsInput = z.output<typeof createGoods.request>;

/**
 * POST /api/admin/goods/update { id, version, ...the fields to change }: the rest keep their values. `version` is the
 * one the editor loaded (a stale save is refused with RECORD_CHANGED); the goods' own stock changes only with
 * `stockWas`, as an option's does.
 */
export const updateGoods = {
  request: goodsFields
    // Without defaults here, a field left out is kept rather than reset.
    .extend({
      nameEn: englishText(EN.GOODS_NAME_MAX),
      flowerLanguageEn: englishText(L.TEXT_MAX),
      descriptionEn: englishText(L.DESCRIPTION_MAX),
      flowerLanguage: text,
      materials: text,
      packaging: text,
      deliveryNotes: text,
      description: z.string().trim().max(L.DESCRIPTION_MAX),
      tags: z.array(z.string().trim().min(1).max(10)).max(L.TAGS_MAX),
      specs: goodsSpecsInput.nullable(),
      addOn: z.boolean(),
      addOnIds: z.array(catalogueId).max(L.ADD_ONS_MAX),
    })
    .partial()
    .extend({ id: catalogueId, version: recordVersion, stockWas: stock.optional() })
    .superRefine((g, ctx) => {
      if (!marketNotBelowSale(g)) ctx.addIssue({ code: 'custom', path: ['marketPrice'], message: MARKET_BELOW_SALE });
      if (g.stock !== undefined && g.stockWas === undefined) {
        ctx.addIssue({ code: 'custom', path: ['stockWas'], message: fieldProblem('REQUIRED') });
      }
    }),
  response: z.lazy(() => savedGoods),
  path: '/api/admin/goods/update' as const,
};
export type UpdateGoodsRequest = z.input<typeof updateGoods.request>;
export type UpdateGoodsInput = z.output<typeof updateGoods.request>;

/** A goods as the console lists it. */
export const adminGoodsRow = z.object({
  id: z.string(),
  name: z.string(),
  cover: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  salePrice: z.number(),
  marketPrice: z.number(),
  stock: z.number().int(),
  sales: z.number().int(),
  status: goodsStatus,
  hasSpecs: z.boolean(),
  addOn: z.boolean(),
  updatedAt: z.number().int(),
});
export type AdminGoodsRow = z.infer<typeof adminGoodsRow>;

/** A goods as the editor reads it: every field. */
export const adminGoods = adminGoodsRow.extend({
  nameEn: z.string().nullable(),
  flowerLanguageEn: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  flowerLanguage: z.string(),
  materials: z.string(),
  packaging: z.string(),
  deliveryNotes: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  pictures: z.array(z.string()),
  specs: z.object({ name: z.string(), options: z.array(goodsSku) }).nullable(),
  addOnIds: z.array(z.string()),
  createdAt: z.number().int(),
  /** What a save sends back as `version`. */
  version: z.number().int(),
});
export type AdminGoods = z.infer<typeof adminGoods>;

export const adminGoodsSort = z.enum(['updated', 'newest', 'sales', 'stockAsc', 'priceAsc', 'priceDesc']);
export type AdminGoodsSort = z.infer<typeof adminGoodsSort>;

/** POST /api/admin/goods/list: a parent category takes in its children's goods. */
export const listAdminGoods = {
  request: z.object({
    categoryId: catalogueId.optional(),
    status: goodsStatus.optional(),
    /** Goods with fewer than this many in stock (the low-stock view). */
    stockBelow: z.number().int().min(1).max(L.STOCK_MAX).optional(),
    keyword: z.string().trim().max(60).optional(),
    /** true: add-ons only; false: no add-ons; absent: both. */
    addOn: z.boolean().optional(),
    sort: adminGoodsSort.default('updated'),
    ...paging,
  }),
  response: pageOf(adminGoodsRow),
  path: '/api/admin/goods/list' as const,
};
export type ListAdminGoodsRequest = z.input<typeof listAdminGoods.request>;
export type AdminGoodsPage = z.infer<typeof listAdminGoods.response>;

/** POST /api/admin/goods/detail/{id} */
export const adminGoodsDetail = {
  params: z.object({ id: catalogueId }),
  response: adminGoods,
  path: '/api/admin/goods/detail/:id' as const,
};

/** POST /api/admin/goods/create and /update answer the goods as the editor reads it. */
export const savedGoods = adminGoods;

/**
 * POST /api/admin/goods/stock: a goods's stock, or one option's when it has specifications (`skuId`), as a change
 * from `stockWas` (what the list showed): refused with STOCK_CHANGED when orders moved it meanwhile.
 */
export const setGoodsStock = {
  request: z.object({ id: catalogueId, skuId: catalogueId.optional(), stock, stockWas: stock }),
  response: adminGoods,
  path: '/api/admin/goods/stock' as const,
};
export type SetGoodsStockRequest = z.input<typeof setGoodsStock.request>;

/** POST /api/admin/goods/status: on or off sale. */
export const setGoodsStatus = {
  request: z.object({ id: catalogueId, status: goodsStatus }),
  response: adminGoods,
  path: '/api/admin/goods/status' as const,
};
export type SetGoodsStatusRequest = z.input<typeof setGoodsStatus.request>;
