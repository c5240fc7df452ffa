import type { AdminPlan, AdminSeries } from '@ffe/shared/contracts/admin-subscriptions';
import type { TFunction } from 'i18next';
import { type FieldShown, fieldChanges, shownNothing, shownText } from '../../../../components/record-changes';

/** What the series form edits. */
export type SeriesValues = Pick<
  AdminSeries,
  'name' | 'nameEn' | 'description' | 'descriptionEn' | 'cover' | 'goodsId' | 'skuId' | 'sort' | 'active'
>;

/** What the plan form edits. */
export type PlanValues = Pick<
  AdminPlan,
  'deliveries' | 'everyWeeks' | 'weekdays' | 'price' | 'leadDays' | 'cutoff' | 'giftable' | 'active' | 'sort'
>;

export const seriesValuesOf = (s: AdminSeries): SeriesValues => ({
  name: s.name,
  nameEn: s.nameEn,
  description: s.description,
  descriptionEn: s.descriptionEn,
  cover: s.cover,
  goodsId: s.goodsId,
  skuId: s.skuId,
  sort: s.sort,
  active: s.active,
});

export const planValuesOf = (p: AdminPlan): PlanValues => ({
  deliveries: p.deliveries,
  everyWeeks: p.everyWeeks,
  weekdays: p.weekdays,
  price: p.price,
  leadDays: p.leadDays,
  cutoff: p.cutoff,
  giftable: p.giftable,
  active: p.active,
  sort: p.sort,
});

const SERIES_FIELDS: readonly FieldShown<SeriesValues>[] = [
  ['name', 'subscriptions.plans.name', shownText],
  ['nameEn', 'english.name', shownText],
  ['description', 'subscriptions.plans.description', shownText],
  ['descriptionEn', 'english.description', shownText],
  ['cover', 'subscriptions.plans.cover', shownNothing],
  ['goodsId', 'subscriptions.plans.goods', shownNothing],
  ['skuId', 'subscriptions.plans.size', shownNothing],
  ['sort', 'subscriptions.plans.sort', shownText],
  ['active', 'subscriptions.plans.active', shownText],
];

const PLAN_FIELDS: readonly FieldShown<PlanValues>[] = [
  ['deliveries', 'subscriptions.plans.deliveries', shownText],
  ['everyWeeks', 'subscriptions.plans.every', shownText],
  ['weekdays', 'subscriptions.plans.weekdays', shownText],
  ['price', 'subscriptions.plans.price', shownText],
  ['leadDays', 'subscriptions.plans.leadDays', shownText],
  ['cutoff', 'subscriptions.plans.cutoff', shownText],
  ['giftable', 'subscriptions.plans.giftable', shownText],
  ['active', 'subscriptions.plans.active', shownText],
  ['sort', 'subscriptions.plans.sort', shownText],
];

/** What another person's save of the series changed. */
export const seriesChanges = (base: SeriesValues, theirs: SeriesValues, mine: SeriesValues, t: TFunction) =>
  fieldChanges(SERIES_FIELDS, base, theirs, mine, t);

/** What another person's save of the plan changed. */
export const planChanges = (base: PlanValues, theirs: PlanValues, mine: PlanValues, t: TFunction) =>
  fieldChanges(PLAN_FIELDS, base, theirs, mine, t);
