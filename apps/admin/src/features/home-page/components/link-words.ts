import type { AdminHomeLink } from '@ffe/shared/contracts/admin-home';
import type { TFunction } from 'i18next';
import type { LinkTargetNames } from './use-link-target-names';

/**
 * What a link opens, in a few words: "商品 · 红玫瑰", "分类 · 玫瑰花束", "搜索 · 玫瑰". A goods or category not named
 * (yet, or no more) shows its id.
 */
export function linkWords(link: AdminHomeLink['link'], t: TFunction, names: LinkTargetNames): string {
  const target =
    link.type === 'goods'
      ? (names.goods.get(link.goodsId) ?? link.goodsId)
      : link.type === 'category'
        ? (names.categories.get(link.categoryId) ?? link.categoryId)
        : link.type === 'search'
          ? link.keyword
          : link.path;
  return `${t(`homePage.linkTypes.${link.type}`)} · ${target}`;
}
