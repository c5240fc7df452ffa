/** What a banner or an entry card opens in the shop: a goods, a category's goods, a search, or any page. */
export type HomeLinkTarget =
  | { type: 'goods'; goodsId: string }
  | { type: 'category'; categoryId: string }
  | { type: 'search'; keyword: string }
  | { type: 'page'; path: string };

export const homeLinkTypes = ['goods', 'category', 'search', 'page'] as const;
export type HomeLinkType = (typeof homeLinkTypes)[number];

const SEARCH_PAGE = '/pages/goods/goods-search/goods-search';
const DETAIL_PAGE = '/pages/goods/detail/detail';

/** The shop route a link opens, in the shop's page paths (PRODUCT.md#shop-routes). */
export function shopRouteOf(target: HomeLinkTarget): string {
  switch (target.type) {
    case 'goods':
      return `${DETAIL_PAGE}?id=${encodeURIComponent(target.goodsId)}`;
    case 'category':
      return `${SEARCH_PAGE}?categoryId=${encodeURIComponent(target.categoryId)}`;
    case 'search':
      return `${SEARCH_PAGE}?keyword=${encodeURIComponent(target.keyword)}`;
    case 'page':
      return target.path;
  }
}

/** Whether a banner with these dates shows at `now` (from inclusive, until exclusive; null is open). */
export const isActiveAt = (window: { activeFrom: number | null; activeUntil: number | null }, now: number) =>
  (window.activeFrom === null || window.activeFrom <= now) && (window.activeUntil === null || now < window.activeUntil);

/** The home's goods sections: the best sellers and the newest fill themselves; a chosen one lists the goods picked. */
export const homeSectionKinds = ['hot', 'new', 'chosen'] as const;
export type HomeSectionKind = (typeof homeSectionKinds)[number];

/** The titles the self-filling sections start with; while kept, the shop shows them in the reader's language. */
export const DEFAULT_SECTION_TITLES: Readonly<Record<'hot' | 'new', string>> = { hot: '热销榜', new: '新品上市' };

/** Goods a self-filling section shows; a chosen one may list up to HOME_SECTION_MAX_GOODS. */
export const HOME_SECTION_SIZE = 6;
export const HOME_SECTION_MAX_GOODS = 20;
/** Category icons the home shows: the home's one row of five (PRODUCT.md#shop-tab-bar) (the first top-level ones until some are chosen). */
export const HOME_CATEGORY_ICONS_AUTO = 5;
export const HOME_CATEGORY_ICONS_MAX = 5;
export const HOT_WORDS_MAX = 20;
