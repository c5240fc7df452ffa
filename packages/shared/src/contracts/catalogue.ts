import { z } from 'zod';
import { CART_MAX_LINES, SEARCH_KEYWORD_MAX_LENGTH } from '../constants';
import { homeSectionKinds } from '../domain/home-page';
import { pageOf, paging } from './envelope';

/** A goods or category id as it appears in paths and bodies. */
export const catalogueId = z.string().min(1).max(64);

/** A yuan amount as the API carries it: at most 2 decimals. */
export const yuan = z.number().nonnegative().multipleOf(0.01);

export const goodsStatus = z.enum(['on_sale', 'off_sale']);

/** What a list of goods shows of each one. */
export const goodsSummary = z.object({
  id: z.string(),
  name: z.string(),
  salePrice: z.number(),
  marketPrice: z.number(),
  cover: z.string(),
  stock: z.number().int(),
  sales: z.number().int(),
  status: goodsStatus,
  categoryId: z.string(),
  tags: z.array(z.string()),
  flowerLanguage: z.string(),
  /** Sold in options (规格): the price is the cheapest option's, shown 「¥199起」; stock is the options' sum. */
  hasSpecs: z.boolean(),
});
export type GoodsSummary = z.infer<typeof goodsSummary>;

/** One option (规格) of a goods with specifications; `picture` null: use the goods' cover. */
export const goodsSku = z.object({
  id: z.string(),
  name: z.string(),
  salePrice: z.number(),
  marketPrice: z.number(),
  stock: z.number().int(),
  sales: z.number().int(),
  picture: z.string().nullable(),
});
export type GoodsSku = z.infer<typeof goodsSku>;

/**
 * A goods as a search by ids (the cart's) answers it: its dimension's name (枝数) and live options when it has
 * specifications, and `addOn` (sold only with flowers) on every goods.
 */
export const searchedGoods = goodsSummary.extend({
  specName: z.string().optional(),
  skus: z.array(goodsSku).optional(),
  addOn: z.boolean().optional(),
});
export type SearchedGoods = z.infer<typeof searchedGoods>;

export const goodsSort = z.enum(['default', 'sales', 'priceAsc', 'priceDesc', 'new']);
export type GoodsSort = z.infer<typeof goodsSort>;

/** POST /api/mall/goodsInfo/search */
export const searchGoods = {
  request: z
    .object({
      goodsIds: z.array(catalogueId).min(1).max(CART_MAX_LINES).optional(),
      keyword: z.string().trim().max(SEARCH_KEYWORD_MAX_LENGTH).optional(),
      categoryId: catalogueId.optional(),
      minPrice: yuan.optional(),
      maxPrice: yuan.optional(),
      sort: goodsSort.default('default'),
      ...paging,
    })
    .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
      message: 'minPrice must not be above maxPrice',
      path: ['minPrice'],
    }),
  /** `specName` and `skus` only in the answer to `goodsIds`, on each goods with specifications; `addOn` on each. */
  response: pageOf(searchedGoods),
  path: '/api/mall/goodsInfo/search' as const,
};
export type SearchGoodsRequest = z.input<typeof searchGoods.request>;
export type SearchGoodsQuery = z.output<typeof searchGoods.request>;
export type GoodsPage = z.infer<typeof searchGoods.response>;

export const commentSummary = z.object({
  total: z.number().int(),
  /** Share of comments rated 4 or 5, as a whole percentage. */
  goodRate: z.number().int(),
  withPictures: z.number().int(),
  /** Comments rated 4–5 (好评), 3 (中评) and 1–2 (差评): each filter's count before it is chosen. */
  good: z.number().int(),
  neutral: z.number().int(),
  bad: z.number().int(),
});
export type CommentSummary = z.infer<typeof commentSummary>;

export const goodsComment = z.object({
  id: z.string(),
  goodsId: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  anonymous: z.boolean(),
  rating: z.number().int().min(1).max(5),
  content: z.string(),
  pictures: z.array(z.string()),
  reply: z.string().nullable(),
  createTime: z.number().int(),
  /** The option bought (枝数, 33枝), copied from the order line; null without specifications. */
  specName: z.string().nullable(),
  skuName: z.string().nullable(),
});
export type GoodsComment = z.infer<typeof goodsComment>;

/** POST /api/mall/goodsInfo/detail/{id} */
export const goodsDetail = {
  params: z.object({ id: catalogueId }),
  response: goodsSummary.extend({
    pictures: z.array(z.string()),
    categoryName: z.string(),
    materials: z.string(),
    packaging: z.string(),
    deliveryNotes: z.string(),
    description: z.string(),
    createTime: z.number().int(),
    comments: commentSummary,
    latestComments: z.array(goodsComment),
    /** The dimension and its live options in order; null: no specifications. */
    specs: z.object({ name: z.string(), options: z.array(goodsSku) }).nullable(),
    /** The on-sale add-ons it offers, in its order (sold-out ones with stock 0). */
    addOns: z.array(goodsSummary),
    /**
     * Present (true) when a size is made from a recipe (issue 44): its `stock` is what the cooler can make, and the
     * page asks `goodsStemDates` from which day.
     */
    fromCooler: z.literal(true).optional(),
  }),
  path: '/api/mall/goodsInfo/detail/:id' as const,
};
export type GoodsSpecs = NonNullable<z.infer<typeof goodsDetail.response>['specs']>;
export type GoodsDetail = z.infer<typeof goodsDetail.response>;

export const commentFilter = z.enum(['all', 'good', 'neutral', 'bad', 'pictures']);
export type CommentFilter = z.infer<typeof commentFilter>;

/** POST /api/mall/comment/search/{id} */
export const searchComments = {
  params: z.object({ id: catalogueId }),
  request: z.object({ filter: commentFilter.default('all'), ...paging }),
  response: pageOf(goodsComment).extend({ summary: commentSummary }),
  path: '/api/mall/comment/search/:id' as const,
};
export type SearchCommentsRequest = z.input<typeof searchComments.request>;
export type CommentPage = z.infer<typeof searchComments.response>;

/** POST /api/mall/goodsInfo/hots */
export const hots = {
  request: z.object({ limit: z.number().int().min(1).max(50).default(10) }),
  response: z.object({ goods: z.array(goodsSummary), words: z.array(z.string()) }),
  path: '/api/mall/goodsInfo/hots' as const,
};
export type Hots = z.infer<typeof hots.response>;

export const category = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string(),
  parentId: z.string().nullable(),
});
export const categoryNode = category.extend({ children: z.array(category) });
export type CategoryNode = z.infer<typeof categoryNode>;

/** POST /api/mall/category/tree: two levels. */
export const categoryTree = {
  request: z.object({}),
  response: z.object({ list: z.array(categoryNode) }),
  path: '/api/mall/category/tree' as const,
};

const homeLink = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  /** An in-app route, e.g. /pages/goods/detail/detail?id=… */
  link: z.string(),
});
export type HomeLink = z.infer<typeof homeLink>;

/** POST /api/mall/home: everything the home page shows above the product grid. */
export const home = {
  request: z.object({}),
  response: z.object({
    banners: z.array(homeLink),
    entries: z.array(homeLink),
    categoryIcons: z.array(category),
    promotions: z.array(homeLink),
    sections: z.array(
      z.object({ id: z.string(), title: z.string(), kind: z.enum(homeSectionKinds), goods: z.array(goodsSummary) }),
    ),
  }),
  path: '/api/mall/home' as const,
};
export type Home = z.infer<typeof home.response>;
