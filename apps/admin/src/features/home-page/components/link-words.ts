import type { AdminHomeLink } from '@ffe/shared/contracts/admin-home';
import type { TFunction } from 'i18next';

/** What a link opens, in a few words: "商品 · goods-0001", "搜索 · 玫瑰". */
export function linkWords(link: AdminHomeLink['link'], t: TFunction): string {
  const target =
    link.type === 'goods'
      ? link.goodsId
      : link.type === 'category'
        ? link.categoryId
        : link.type === 'search'
          ? link.keyword
          : link.path;
  return `${t(`homePage.linkTypes.${link.type}`)} · ${target}`;
}
