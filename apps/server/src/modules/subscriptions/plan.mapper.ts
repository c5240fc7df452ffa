import type { AdminBouquet, AdminPlan, AdminSeries } from '@ffe/shared/contracts/admin-subscriptions';
import type { SubscriptionPlan } from '@ffe/shared/contracts/subscription';
import { toYuan } from '@ffe/shared/domain/money';
import type { BouquetRow, PlanRow, SeriesRow } from './plan.repository';

/** A goods as series and bouquets name it. */
export interface GoodsNames {
  id: string;
  name: string;
  name_en?: string | null;
  pictures: string;
}

export const weekdaysOf = (plan: Pick<PlanRow, 'weekdays'>): number[] => JSON.parse(plan.weekdays) as number[];

/** The goods' first picture path, or ''. */
export const coverOf = (goods: Pick<GoodsNames, 'pictures'> | undefined) =>
  (JSON.parse(goods?.pictures ?? '[]') as string[])[0] ?? '';

export function toAdminPlan(row: PlanRow, sold: number): AdminPlan {
  return {
    id: row.id,
    seriesId: row.series_id,
    deliveries: row.deliveries,
    everyWeeks: row.every_weeks === 2 ? 2 : 1,
    weekdays: weekdaysOf(row),
    price: toYuan(row.price),
    leadDays: row.lead_days,
    cutoff: row.cutoff,
    giftable: row.giftable === 1,
    active: row.active === 1,
    sort: row.sort,
    version: row.version,
    sold,
  };
}

export function toAdminSeries(
  row: SeriesRow,
  goods: GoodsNames | undefined,
  plans: AdminPlan[],
  activeSubscriptions: number,
): AdminSeries {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.name_en,
    description: row.description,
    descriptionEn: row.description_en,
    cover: row.cover,
    goodsId: row.goods_id,
    skuId: row.sku_id,
    sort: row.sort,
    active: row.active === 1,
    version: row.version,
    goodsName: goods?.name ?? '',
    plans,
    activeSubscriptions,
  };
}

/** A week's bouquet as the console edits it: the saved one, else the series' goods (id and version null). */
export function toAdminBouquet(
  series: SeriesRow,
  week: string,
  saved: BouquetRow | undefined,
  goods: GoodsNames | undefined,
  extra: { stems: AdminBouquet['stems']; due: number },
): AdminBouquet {
  return {
    id: saved?.id ?? null,
    seriesId: series.id,
    week,
    title: saved?.title ?? goods?.name ?? series.name,
    titleEn: saved ? saved.title_en : (goods?.name_en ?? null),
    photo: saved?.photo || series.cover || coverOf(goods),
    goodsId: saved?.goods_id ?? series.goods_id,
    skuId: saved ? saved.sku_id : series.sku_id,
    goodsName: goods?.name ?? '',
    stems: extra.stems,
    due: extra.due,
    version: saved?.version ?? null,
  };
}

/** A plan as the shop offers it, with its first dates; the per-delivery price is rounded down to the cent. */
export function toShopPlan(row: PlanRow, firstDates: string[]): SubscriptionPlan {
  return {
    id: row.id,
    seriesId: row.series_id,
    deliveries: row.deliveries,
    everyWeeks: row.every_weeks,
    weekdays: weekdaysOf(row),
    price: toYuan(row.price),
    perDelivery: toYuan(Math.floor(row.price / row.deliveries)),
    leadDays: row.lead_days,
    cutoff: row.cutoff,
    giftable: row.giftable === 1,
    firstDates,
  };
}
