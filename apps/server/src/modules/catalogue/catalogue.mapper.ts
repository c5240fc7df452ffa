import type { CommentSummary, GoodsComment, GoodsSku, GoodsSummary } from '@ffe/shared/contracts/catalogue';
import { type ContentLanguage, inLanguage } from '@ffe/shared/domain/content-language';
import { maskName } from '@ffe/shared/domain/masking';
import { toYuan } from '@ffe/shared/domain/money';
import type { ListedGoods, LiveState, ShownCommentRow, ShownSkuRow, SummaryRow } from './catalogue.repository';

/** Turns stored picture paths into URLs on the image host. */
export type ImageUrl = (path: string) => string;

/** The list view of a goods row, its texts in the reader's language when written in it (decision 028). */
export function toGoodsSummary(row: SummaryRow, imageUrl: ImageUrl, language: ContentLanguage = 'zh-CN'): GoodsSummary {
  return toListedSummary(toListedView(row, imageUrl, language), row, row.status);
}

/** What a list view shows that only an edit changes, in one language: worked out once per search index build. */
export type ListedView = Omit<GoodsSummary, LiveColumnOfSummary>;
type LiveColumnOfSummary = 'salePrice' | 'marketPrice' | 'stock' | 'sales' | 'status';

export function toListedView(listed: ListedGoods, imageUrl: ImageUrl, language: ContentLanguage): ListedView {
  return {
    id: listed.id,
    name: inLanguage(language, listed.name, listed.name_en),
    cover: imageUrl(listed.cover),
    categoryId: listed.category_id,
    tags: JSON.parse(listed.tags) as string[],
    flowerLanguage: inLanguage(language, listed.flower_language, listed.flower_language_en),
    hasSpecs: listed.spec_name !== null,
  };
}

/**
 * A list view's JSON up to its live fields (an open object, ending in a comma): rendered once per index build, so a
 * search answer is joined from ready text instead of stringified hit by hit. Key order is no part of the contract.
 */
export function toListedJsonHead(view: ListedView): string {
  return `${JSON.stringify(view).slice(0, -1)},`;
}

/** The JSON of `toListedSummary(view, live, status)`, from the view's head; the two are checked to read the same. */
export function toListedSummaryJson(head: string, live: Counts, status: LiveState['status']): string {
  return `${head}"salePrice":${toYuan(live.sale_price)},"marketPrice":${toYuan(live.market_price)},"stock":${live.stock},"sales":${live.sales},"status":${JSON.stringify(status)}}`;
}

/** What orders change of a goods' list view but its status: search reads it of goods still on sale only. */
type Counts = Omit<LiveState, 'status'>;

/** A list view: its texts and picture as worked out before, its stock, sales, prices and status read fresh. */
export function toListedSummary(view: ListedView, live: Counts, status: LiveState['status']): GoodsSummary {
  // Field by field: spreading `view` made V8 clone the object, slower than the query (decision 039).
  return {
    id: view.id,
    name: view.name,
    salePrice: toYuan(live.sale_price),
    marketPrice: toYuan(live.market_price),
    cover: view.cover,
    stock: live.stock,
    sales: live.sales,
    status,
    categoryId: view.categoryId,
    tags: view.tags,
    flowerLanguage: view.flowerLanguage,
    hasSpecs: view.hasSpecs,
  };
}

/** An option as the shop shows it, named in the reader's language when written in it; no picture means the cover. */
export function toGoodsSku(
  row: Omit<ShownSkuRow, 'name_en'> & { name_en?: string | null },
  imageUrl: ImageUrl,
  language: ContentLanguage = 'zh-CN',
): GoodsSku {
  return {
    id: row.id,
    name: inLanguage(language, row.name, row.name_en),
    salePrice: toYuan(row.sale_price),
    marketPrice: toYuan(row.market_price),
    stock: row.stock,
    sales: row.sales,
    picture: row.picture === null ? null : imageUrl(row.picture),
  };
}

/** The pictures a comment shows for an anonymous author and for one who never chose a picture. */
export interface CommentAvatars {
  anonymous: string;
  missing: string;
}

/** A comment as customers see it: anonymous authors keep only a masked name; the option in the reader's language. */
export function toGoodsComment(
  row: ShownCommentRow,
  imageUrl: ImageUrl,
  avatars: CommentAvatars,
  language: ContentLanguage = 'zh-CN',
): GoodsComment {
  const anonymous = row.anonymous === 1;
  return {
    id: row.id,
    goodsId: row.goods_id,
    nickname: anonymous ? maskName(row.nickname) : row.nickname,
    avatar: imageUrl(anonymous ? avatars.anonymous : row.avatar || avatars.missing),
    anonymous,
    rating: row.rating,
    content: row.content,
    pictures: (JSON.parse(row.pictures) as string[]).map(imageUrl),
    reply: row.reply,
    createTime: row.created_at,
    specName: row.spec_name,
    skuName: row.sku_name === null ? null : inLanguage(language, row.sku_name, row.sku_name_en),
  };
}

/** Good rate is the share of 4- and 5-star comments, rounded to a whole percent; 100 with no comments. */
export function toCommentSummary(counts: {
  total: number;
  good: number;
  neutral: number;
  bad: number;
  withPictures: number;
}): CommentSummary {
  return {
    total: counts.total,
    goodRate: counts.total === 0 ? 100 : Math.round((counts.good / counts.total) * 100),
    withPictures: counts.withPictures,
    good: counts.good,
    neutral: counts.neutral,
    bad: counts.bad,
  };
}

/** The hot words a reader of `language` sees, each once (two Chinese words may share one English word). */
export function hotWordsIn(language: ContentLanguage, rows: readonly { word: string; word_en?: string | null }[]) {
  return [...new Set(rows.map((row) => inLanguage(language, row.word, row.word_en)))];
}
