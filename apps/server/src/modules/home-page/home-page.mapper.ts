import type { AdminHomeLink, AdminHomeSection, HotWord } from '@ffe/shared/contracts/admin-home';
import { type HomeLinkTarget, isActiveAt, shopRouteOf } from '@ffe/shared/domain/home-page';
import { toYuan } from '@ffe/shared/domain/money';
import type { ImageUrl } from '../platform';
import type { HomeLinkRow, HomeSectionRow, HotWordRow } from './home-page.repository';

/** The typed link a row stores in two columns. */
export function targetOf(row: Pick<HomeLinkRow, 'link_type' | 'link_target'>): HomeLinkTarget {
  switch (row.link_type) {
    case 'goods':
      return { type: 'goods', goodsId: row.link_target };
    case 'category':
      return { type: 'category', categoryId: row.link_target };
    case 'search':
      return { type: 'search', keyword: row.link_target };
    default:
      return { type: 'page', path: row.link_target };
  }
}

/** The columns a typed link is stored in, with the shop route the shop reads. */
export function linkColumns(target: HomeLinkTarget): Pick<HomeLinkRow, 'link_type' | 'link_target' | 'link'> {
  const value =
    target.type === 'goods'
      ? target.goodsId
      : target.type === 'category'
        ? target.categoryId
        : target.type === 'search'
          ? target.keyword
          : target.path;
  return { link_type: target.type, link_target: value, link: shopRouteOf(target) };
}

/** A banner's or card's dates as the contract names them. */
export const windowOf = (row: Pick<HomeLinkRow, 'active_from' | 'active_until'>) => ({
  activeFrom: row.active_from === null ? null : Number(row.active_from),
  activeUntil: row.active_until === null ? null : Number(row.active_until),
});

export function toAdminHomeLink(row: HomeLinkRow, imageUrl: ImageUrl, now: number): AdminHomeLink {
  const window = windowOf(row);
  const state = isActiveAt(window, now)
    ? 'active'
    : window.activeFrom !== null && now < window.activeFrom
      ? 'scheduled'
      : 'ended';
  return {
    id: row.id,
    slot: row.slot,
    title: row.title,
    subtitle: row.subtitle,
    titleEn: row.title_en ?? null,
    subtitleEn: row.subtitle_en ?? null,
    picture: row.image,
    pictureUrl: imageUrl(row.image),
    link: targetOf(row),
    route: row.link,
    ...window,
    state,
    sort: row.sort,
  };
}

/** What an audit entry keeps of a banner or card. */
export const linkSummary = (row: HomeLinkRow) => ({
  title: row.title,
  subtitle: row.subtitle,
  titleEn: row.title_en ?? null,
  subtitleEn: row.subtitle_en ?? null,
  picture: row.image,
  link: row.link,
  ...windowOf(row),
});

type SectionGoodsRow = { id: string; name: string; cover: string; sale_price: number; status: 'on_sale' | 'off_sale' };

export function toAdminHomeSection(
  row: HomeSectionRow,
  goods: ReadonlyMap<string, SectionGoodsRow>,
  imageUrl: ImageUrl,
): AdminHomeSection {
  return {
    id: row.id,
    title: row.title,
    titleEn: row.title_en ?? null,
    kind: row.kind,
    goods: goodsIdsOf(row).flatMap((id) => {
      const g = goods.get(id);
      return g
        ? [{ id: g.id, name: g.name, cover: imageUrl(g.cover), salePrice: toYuan(g.sale_price), status: g.status }]
        : [];
    }),
    sort: row.sort,
    version: row.version ?? 1,
  };
}

export const goodsIdsOf = (row: Pick<HomeSectionRow, 'goods_ids'>) => JSON.parse(row.goods_ids) as string[];

/** What an audit entry keeps of a section. */
export const sectionSummary = (row: HomeSectionRow) => ({
  title: row.title,
  titleEn: row.title_en ?? null,
  kind: row.kind,
  goodsIds: goodsIdsOf(row),
});

/** A hot word as the console edits it: the Chinese word and its English, if written. */
export const toHotWord = (row: HotWordRow): HotWord => ({ word: row.word, wordEn: row.word_en ?? null });
