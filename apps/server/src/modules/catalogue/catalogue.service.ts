import type {
  CategoryNode,
  CommentFilter,
  CommentPage,
  GoodsDetail,
  GoodsPage,
  Hots,
  SearchGoodsQuery,
} from '@ffe/shared/contracts/catalogue';
import { notFound } from '../../platform/errors';
import { TtlCache } from '../../platform/ttl-cache';
import { type ImageUrl, toCommentSummary, toGoodsComment, toGoodsSummary } from './catalogue.mapper';
import type { CatalogueRepository, GoodsRow } from './catalogue.repository';
import { GoodsSearchIndex, type SearchIndexOptions } from './goods-search-index';

const ANONYMOUS_AVATAR = '/images/avatar/anonymous.svg';
const LATEST_COMMENTS_ON_DETAIL = 2;

export interface CatalogueServiceOptions {
  imageUrl: ImageUrl;
  searchIndex: SearchIndexOptions;
  /** How long a keyword or category search answer may be reused; the cart's search by ids never is. */
  searchCacheTtlMs: number;
}

/** Browsing rules: what customers may see of the catalogue and in which order. */
export function catalogueService(repo: CatalogueRepository, options: CatalogueServiceOptions) {
  const { imageUrl } = options;
  const index = new GoodsSearchIndex(
    { loadEntries: repo.listSearchEntries, readSignature: repo.catalogueSignature },
    options.searchIndex,
  );
  const searchCache = new TtlCache<GoodsPage>(options.searchCacheTtlMs);
  const summary = (row: GoodsRow) => toGoodsSummary(row, imageUrl);

  /** Fresh rows of the named goods, in the order named; unknown ids are left out. */
  async function goodsInOrder(ids: readonly string[]) {
    if (ids.length === 0) return [];
    const byId = new Map((await repo.findGoodsByIds(ids)).map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [summary(row)] : [];
    });
  }

  async function categoryTree(): Promise<CategoryNode[]> {
    const rows = await repo.listCategories();
    const node = (row: (typeof rows)[number]) => ({
      id: row.id,
      name: row.name,
      icon: imageUrl(row.icon),
      parentId: row.parent_id,
    });
    return rows
      .filter((row) => row.parent_id === null)
      .map((root) => ({ ...node(root), children: rows.filter((row) => row.parent_id === root.id).map(node) }));
  }

  return {
    /** By ids: exactly those goods in the order asked, any status; otherwise on-sale goods matching the filter. */
    async searchGoods(query: SearchGoodsQuery): Promise<GoodsPage> {
      if (query.goodsIds) {
        const list = await goodsInOrder(query.goodsIds);
        return { list, total: list.length };
      }
      return searchCache.getOrLoad(JSON.stringify(query), async () => {
        const { ids, total } = await index.search(query);
        // Rows are read fresh: one taken off sale since the index was built drops out at once.
        const list = (await goodsInOrder(ids)).filter((goods) => goods.status === 'on_sale');
        return { list, total };
      });
    },

    async goodsDetail(id: string): Promise<GoodsDetail> {
      const row = await repo.findGoodsById(id);
      if (!row) throw notFound('goods', 'GOODS_NOT_FOUND');
      const [category, counts, latest] = await Promise.all([
        repo.findCategoryById(row.category_id),
        repo.commentCounts(id),
        repo.searchComments(id, 'all', 1, LATEST_COMMENTS_ON_DETAIL),
      ]);
      return {
        ...summary(row),
        pictures: (JSON.parse(row.pictures) as string[]).map(imageUrl),
        categoryName: category?.name ?? '',
        materials: row.materials,
        packaging: row.packaging,
        deliveryNotes: row.delivery_notes,
        description: row.description,
        createTime: row.created_at,
        comments: toCommentSummary(counts),
        latestComments: latest.rows.map((c) => toGoodsComment(c, imageUrl, ANONYMOUS_AVATAR)),
      };
    },

    async searchComments(goodsId: string, filter: CommentFilter, page: number, pageSize: number): Promise<CommentPage> {
      if (!(await repo.findGoodsById(goodsId))) throw notFound('goods', 'GOODS_NOT_FOUND');
      const [{ rows, total }, counts] = await Promise.all([
        repo.searchComments(goodsId, filter, page, pageSize),
        repo.commentCounts(goodsId),
      ]);
      return {
        list: rows.map((c) => toGoodsComment(c, imageUrl, ANONYMOUS_AVATAR)),
        total,
        summary: toCommentSummary(counts),
      };
    },

    async hots(limit: number): Promise<Hots> {
      const [goods, words] = await Promise.all([repo.topSelling(limit), repo.listHotWords(limit)]);
      return { goods: goods.map(summary), words: words.map((w) => w.word) };
    },

    categoryTree,
  };
}

export type CatalogueService = ReturnType<typeof catalogueService>;
