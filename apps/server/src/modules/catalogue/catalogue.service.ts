import type {
  CategoryNode,
  CommentFilter,
  CommentPage,
  GoodsDetail,
  GoodsPage,
  GoodsSku,
  GoodsSummary,
  Hots,
  SearchGoodsQuery,
} from '@ffe/shared/contracts/catalogue';
import { CONTENT_LANGUAGES, type ContentLanguage, inLanguage } from '@ffe/shared/domain/content-language';
import { withJson } from '../../platform/envelope';
import { notFound } from '../../platform/errors';
import { TtlCache } from '../../platform/ttl-cache';
import {
  hotWordsIn,
  type ImageUrl,
  type ListedView,
  toCommentSummary,
  toGoodsComment,
  toGoodsSku,
  toGoodsSummary,
  toListedJsonHead,
  toListedSummary,
  toListedSummaryJson,
  toListedView,
} from './catalogue.mapper';
import type { CatalogueRepository, ListedGoods, SummaryRow } from './catalogue.repository';
import { catalogueSignatureWatch } from './catalogue-signature';
import { GoodsSearchIndex, type SearchIndexOptions } from './goods-search-index';

const COMMENT_AVATARS = { anonymous: '/images/avatar/anonymous.svg', missing: '/images/avatar/default.svg' };
const LATEST_COMMENTS_ON_DETAIL = 2;
/** Goods detail answers kept at most: every goods of a 10,000-goods shop in one language, or half in each. */
const DETAILS_KEPT = 10_000;

/** A search hit's list view in each language the shop is written in, with its JSON up to the live fields. */
type ListedViews = Record<ContentLanguage, { view: ListedView; jsonHead: string }>;
export interface CatalogueServiceOptions {
  imageUrl: ImageUrl;
  searchIndex: SearchIndexOptions;
  /** How long a keyword or category search answer may be reused; the cart's search by ids never is. */
  searchCacheTtlMs: number;
  /**
   * How long a goods detail may be reused: its stock and sales up to this old. It is also dropped once the catalogue's
   * signature moves (an edit, a goods sold out or back in stock), and a goods' own once its comments change.
   */
  detailCacheTtlMs: number;
  /**
   * How many of each size with a recipe the cooler can make, keyed `goodsId:skuId|''` (issue 44, decision 060): those
   * sizes' stock in the detail and the cart's answer instead of the typed number orders skip. Sizes without a recipe
   * are not listed.
   */
  madeStock?: (goodsIds: readonly string[]) => Promise<ReadonlyMap<string, number>>;
}

/** Browsing rules: what customers may see of the catalogue and in which order. */
/**
 * A goods' stock and sizes with the cooler's count in place of the typed stock of each size with a recipe; the goods'
 * own stock (its sizes' sum) moves by as much.
 */
function withMadeStock(
  goodsId: string,
  stock: number,
  sizes: GoodsSku[] | undefined,
  made: ReadonlyMap<string, number>,
): { stock: number; sizes: GoodsSku[] | undefined } {
  if (!sizes) return { stock: made.get(`${goodsId}:`) ?? stock, sizes };
  let moved = stock;
  const counted = sizes.map((size) => {
    const count = made.get(`${goodsId}:${size.id}`);
    if (count === undefined) return size;
    moved += count - size.stock;
    return { ...size, stock: count };
  });
  return { stock: moved, sizes: counted };
}

export function catalogueService(repo: CatalogueRepository, options: CatalogueServiceOptions) {
  const { imageUrl } = options;
  // Each hit's texts, tags and picture address in every language, worked out once per build instead of per answer.
  const listedViews = (listed: ListedGoods) =>
    Object.fromEntries(
      CONTENT_LANGUAGES.map((language) => {
        const view = toListedView(listed, imageUrl, language);
        return [language, { view, jsonHead: toListedJsonHead(view) }];
      }),
    ) as ListedViews;
  const index = new GoodsSearchIndex<ListedViews>(
    {
      loadEntries: async () =>
        (await repo.listSearchEntries()).map((entry) => ({ ...entry, shown: listedViews(entry.shown) })),
      readSignature: repo.catalogueSignature,
    },
    options.searchIndex,
  );
  const searchCache = new TtlCache<GoodsPage>(options.searchCacheTtlMs);
  const signature = catalogueSignatureWatch(repo.catalogueSignature, options.searchIndex.checkEveryMs);
  const detailCache = new TtlCache<GoodsDetail>(options.detailCacheTtlMs, {
    maxEntries: DETAILS_KEPT,
    stampOf: signature.last,
  });
  const summaryIn = (language: ContentLanguage) => (row: SummaryRow) => toGoodsSummary(row, imageUrl, language);
  const madeStockOf = async (ids: readonly string[]) =>
    ids.length > 0 && options.madeStock ? options.madeStock(ids) : new Map<string, number>();

  /**
   * Search hits as the list shows them: texts and pictures from the index, which an edit rebuilds; stock, sales,
   * prices and status read fresh, so a goods taken off sale since the index was built drops out at once.
   */
  async function onSale(hits: readonly ListedViews[], total: number, language: ContentLanguage): Promise<GoodsPage> {
    const states = hits.length === 0 ? [] : await repo.findOnSaleStates(hits.map((hit) => hit[language].view.id));
    // Neither database promises the order of a join's rows.
    states.sort((a, b) => a.position - b.position);
    const list: GoodsSummary[] = [];
    const json: string[] = [];
    for (const state of states) {
      const hit = hits[state.position];
      if (!hit) continue;
      const { view, jsonHead } = hit[language];
      list.push(toListedSummary(view, state, 'on_sale'));
      json.push(toListedSummaryJson(jsonHead, state, 'on_sale'));
    }
    return withJson({ list, total }, `{"list":[${json.join(',')}],"total":${total}}`);
  }

  /**
   * The cart's by-ids answer: each goods says whether it is an add-on (the cart refuses add-ons alone before checkout)
   * and each with specifications carries its live options, read in one more query.
   */
  async function goodsWithSkus(ids: readonly string[], language: ContentLanguage): Promise<GoodsPage> {
    const summary = summaryIn(language);
    const rows = await repo.findSummariesByIds(ids);
    const withSpecs = rows.filter((row) => row.spec_name !== null).map((row) => row.id);
    const skus = withSpecs.length > 0 ? await repo.listLiveSkus(withSpecs) : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const made = await madeStockOf(rows.map((row) => row.id));
    const list = ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const addOn = row.is_add_on === 1;
      if (row.spec_name === null)
        return [{ ...summary(row), stock: withMadeStock(id, row.stock, undefined, made).stock, addOn }];
      const options = skus.filter((s) => s.goods_id === id).map((s) => toGoodsSku(s, imageUrl, language));
      const specName = inLanguage(language, row.spec_name, row.spec_name_en);
      const counted = withMadeStock(id, row.stock, options, made);
      return [{ ...summary(row), stock: counted.stock, specName, skus: counted.sizes ?? options, addOn }];
    });
    return { list, total: list.length };
  }

  /** Goods detail read fresh, in one statement. */
  async function loadDetail(id: string, language: ContentLanguage): Promise<GoodsDetail> {
    const found = await repo.findGoodsDetail(id, LATEST_COMMENTS_ON_DETAIL);
    if (!found) throw notFound('goods', 'GOODS_NOT_FOUND');
    const { goods: row, category } = found;
    const summary = summaryIn(language);
    const addOnsById = new Map(found.addOns.map((a) => [a.id, a]));
    const sizes = row.spec_name === null ? undefined : found.skus.map((s) => toGoodsSku(s, imageUrl, language));
    const made = await madeStockOf([id]);
    const counted = withMadeStock(id, row.stock, sizes, made);
    return {
      ...summary(row),
      stock: counted.stock,
      pictures: (JSON.parse(row.pictures) as string[]).map(imageUrl),
      categoryName: category ? inLanguage(language, category.name, category.name_en) : '',
      materials: inLanguage(language, row.materials, row.materials_en),
      packaging: inLanguage(language, row.packaging, row.packaging_en),
      deliveryNotes: inLanguage(language, row.delivery_notes, row.delivery_notes_en),
      description: inLanguage(language, row.description, row.description_en),
      createTime: row.created_at,
      comments: toCommentSummary(found.commentCounts),
      latestComments: found.latestComments.map((c) => toGoodsComment(c, imageUrl, COMMENT_AVATARS, language)),
      specs:
        row.spec_name === null
          ? null
          : {
              name: inLanguage(language, row.spec_name, row.spec_name_en),
              options: counted.sizes ?? [],
            },
      // The add-ons in the goods' own order.
      addOns: (JSON.parse(row.add_on_ids) as string[]).flatMap((addOnId) => {
        const addOn = addOnsById.get(addOnId);
        return addOn ? [summary(addOn)] : [];
      }),
      ...(made.size > 0 ? { fromCooler: true as const } : {}),
    };
  }

  async function categoryTree(language: ContentLanguage = 'zh-CN'): Promise<CategoryNode[]> {
    // A hidden category (the add-ons' 加购) and its children stay out of the shop's tree.
    const rows = (await repo.listCategories()).filter((row) => row.visible === 1);
    const node = (row: (typeof rows)[number]) => ({
      id: row.id,
      name: inLanguage(language, row.name, row.name_en),
      icon: imageUrl(row.icon),
      parentId: row.parent_id,
    });
    return rows
      .filter((row) => row.parent_id === null)
      .map((root) => ({ ...node(root), children: rows.filter((row) => row.parent_id === root.id).map(node) }));
  }

  return {
    /** By ids: exactly those goods in the order asked, any status; otherwise on-sale goods matching the filter. */
    async searchGoods(query: SearchGoodsQuery, language: ContentLanguage = 'zh-CN'): Promise<GoodsPage> {
      if (query.goodsIds) return goodsWithSkus(query.goodsIds, language);
      // Keyed by language too: an answer names its goods in the language it was asked in.
      return searchCache.getOrLoad(`${language}:${JSON.stringify(query)}`, async () => {
        const { hits, total } = await index.search(query);
        return onSale(hits, total, language);
      });
    },

    /**
     * Kept for `detailCacheTtlMs` (stock counts up to one TTL old, two while a reload runs), keyed by language; edits and
     * goods selling out show at the next signature check. Nothing in it depends on who asks.
     */
    async goodsDetail(id: string, language: ContentLanguage = 'zh-CN'): Promise<GoodsDetail> {
      if (options.detailCacheTtlMs > 0) await signature.check();
      return detailCache.getOrLoad(`${language}:${id}`, () => loadDetail(id, language));
    },

    /** Their comments changed (a new one, a reply, hidden or shown): this process's detail answers are dropped. */
    forgetDetails(goodsIds: readonly string[]): void {
      for (const id of goodsIds) for (const language of CONTENT_LANGUAGES) detailCache.forget(`${language}:${id}`);
    },

    async searchComments(
      goodsId: string,
      filter: CommentFilter,
      page: number,
      pageSize: number,
      language: ContentLanguage = 'zh-CN',
    ): Promise<CommentPage> {
      if (!(await repo.findGoodsById(goodsId))) throw notFound('goods', 'GOODS_NOT_FOUND');
      const [{ rows, total }, counts] = await Promise.all([
        repo.searchComments(goodsId, filter, page, pageSize),
        repo.commentCounts(goodsId),
      ]);
      return {
        list: rows.map((c) => toGoodsComment(c, imageUrl, COMMENT_AVATARS, language)),
        total,
        summary: toCommentSummary(counts),
      };
    },

    async hots(limit: number, language: ContentLanguage = 'zh-CN'): Promise<Hots> {
      const [goods, words] = await Promise.all([repo.topSelling(limit), repo.listHotWords(limit)]);
      return { goods: goods.map(summaryIn(language)), words: hotWordsIn(language, words) };
    },

    categoryTree,
  };
}

export type CatalogueService = ReturnType<typeof catalogueService>;
