import type { GoodsSort } from '@ffe/shared/contracts/catalogue';
import { PATHS, pathTo } from '../../../lib/paths';

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
  return search ? `${PATHS.goodsSearch}?${search}` : PATHS.goodsSearch;
}

export const goodsDetailPath = (id: string) => pathTo('goodsDetail', { id });

export const commentListPath = (id: string) => pathTo('searchComment', { id });
