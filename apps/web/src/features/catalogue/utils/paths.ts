import type { GoodsSort } from '@ffe/shared/contracts/catalogue';

export const SEARCH_PATH = '/pages/goods/search/search';
export const CART_PATH = '/pages/tabbar/cart/cart';
export const CATEGORY_PATH = '/pages/tabbar/category/category';

/** The goods listing keeps its filter in the query so going back returns to the same list. */
export interface ListingQuery {
  keyword?: string | undefined;
  categoryId?: string | undefined;
  sort?: GoodsSort | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}

/** Only the parts that are set end up in the query, so equal filters give equal addresses. */
export function listingSearch(query: ListingQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.categoryId) params.set('categoryId', query.categoryId);
  if (query.sort && query.sort !== 'default') params.set('sort', query.sort);
  if (query.minPrice !== undefined) params.set('minPrice', String(query.minPrice));
  if (query.maxPrice !== undefined) params.set('maxPrice', String(query.maxPrice));
  return params;
}

export function goodsListingPath(query: ListingQuery): string {
  const search = listingSearch(query).toString();
  return `/pages/goods/goods-search/goods-search${search ? `?${search}` : ''}`;
}

export const goodsDetailPath = (id: string) => `/pages/goods/detail/detail?${new URLSearchParams({ id })}`;

export const commentListPath = (id: string) =>
  `/pages/goods/search-comment/search-comment?${new URLSearchParams({ id })}`;
