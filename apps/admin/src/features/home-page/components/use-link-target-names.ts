import type { AdminHomeLink } from '@ffe/shared/contracts/admin-home';
import { useQuery } from '@tanstack/react-query';
import { homeCategoriesQuery } from '../api/get-home-categories';
import { goodsSearchQuery } from '../api/search-goods';

/** Names by id of the goods and categories links open. */
export interface LinkTargetNames {
  goods: ReadonlyMap<string, string>;
  categories: ReadonlyMap<string, string>;
}

/** The names of the goods and categories these links open, asked only when some link opens one. */
export function useLinkTargetNames(links: readonly AdminHomeLink[]): LinkTargetNames {
  const goodsIds = [...new Set(links.flatMap(({ link }) => (link.type === 'goods' ? [link.goodsId] : [])))];
  const opensCategory = links.some(({ link }) => link.type === 'category');
  const goods = useQuery({ ...goodsSearchQuery({ goodsIds }), enabled: goodsIds.length > 0 });
  const categories = useQuery({ ...homeCategoriesQuery(), enabled: opensCategory });
  return {
    goods: new Map(goods.data?.list.map((g) => [g.id, g.name])),
    categories: new Map(categories.data?.choices.map((c) => [c.id, c.name])),
  };
}
