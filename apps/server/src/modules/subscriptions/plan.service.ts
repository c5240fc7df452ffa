import crypto from 'node:crypto';
import type {
  AdminBouquet,
  AdminSeries,
  adminCreatePlan,
  adminCreateSeries,
  adminListBouquets,
  adminSaveBouquet,
  adminUpdatePlan,
  adminUpdateSeries,
} from '@ffe/shared/contracts/admin-subscriptions';
import type { SubscriptionSeries } from '@ffe/shared/contracts/subscription';
import { type ContentLanguage, inLanguage } from '@ffe/shared/domain/content-language';
import type { DeliveryRules } from '@ffe/shared/domain/delivery-rules';
import { toCents } from '@ffe/shared/domain/money';
import { addDays, firstDatesOffered, shopDateOf, weekdayOf } from '@ffe/shared/domain/subscription-schedule';
import { fieldProblem } from '@ffe/shared/field-problems';
import type { z } from 'zod';
import type { Db } from '../../db/connect';
import type { AuditActor } from '../../platform/authenticate';
import { invalidParam, notFound, staleRecord } from '../../platform/errors';
import type { AuditRepository } from '../platform';
import { coverOf, type GoodsNames, toAdminBouquet, toAdminPlan, toAdminSeries, toShopPlan } from './plan.mapper';
import type { PlanRepository, PlanRow, SeriesRow } from './plan.repository';

type SeriesInput = z.output<typeof adminCreateSeries.request>;
type SeriesUpdate = z.output<typeof adminUpdateSeries.request>;
type PlanInput = z.output<typeof adminCreatePlan.request>;
type PlanUpdate = z.output<typeof adminUpdatePlan.request>;
type BouquetsInput = z.output<typeof adminListBouquets.request>;
type BouquetInput = z.output<typeof adminSaveBouquet.request>;

export interface PlanServiceDeps {
  repo: PlanRepository;
  audit: AuditRepository;
  /** The stems one bouquet of a goods size takes, from the cooler's recipe. */
  recipeStemsOf(goodsId: string, skuId: string | null): Promise<Array<{ name: string; quantity: number }>>;
  delivery: { current(): Promise<DeliveryRules> };
  imageUrl: (path: string) => string;
  now?: () => number;
}

/** How many first dates the shop offers a plan. */
const FIRST_DATES = 6;

/** The Monday of the date's week. */
export const mondayOf = (date: string) => addDays(date, 1 - weekdayOf(date));

/** The first dates a plan offers at `now`, leaving out the days the shop is closed. */
export function openFirstDates(
  plan: { weekdays: readonly number[]; leadDays: number; cutoff: string },
  rules: Pick<DeliveryRules, 'closedDates'>,
  now: number,
  count = FIRST_DATES,
) {
  const closed = new Set(rules.closedDates);
  return firstDatesOffered(plan, now, count + closed.size)
    .filter((d) => !closed.has(d))
    .slice(0, count);
}

const planFields = (input: PlanInput) => ({
  series_id: input.seriesId,
  deliveries: input.deliveries,
  every_weeks: input.everyWeeks,
  weekdays: JSON.stringify([...input.weekdays].sort()),
  price: toCents(input.price),
  lead_days: input.leadDays,
  cutoff: input.cutoff,
  giftable: input.giftable ? 1 : 0,
  active: input.active ? 1 : 0,
  sort: input.sort,
});

const seriesFields = (input: SeriesInput) => ({
  name: input.name,
  name_en: input.nameEn,
  description: input.description,
  description_en: input.descriptionEn,
  cover: input.cover,
  goods_id: input.goodsId,
  sku_id: input.skuId,
  sort: input.sort,
  active: input.active ? 1 : 0,
});

/** Series of plans and the week's bouquets (issue 45, decision 061): the console's editing and the shop's offer. */
export function planService(deps: PlanServiceDeps) {
  const { repo, audit } = deps;
  const now = deps.now ?? (() => Date.now());

  /** Refuses a goods (or size) that does not exist, naming the field. */
  async function checkGoods(goodsId: string, skuId: string | null, trx: Db) {
    const [goods] = await repo.goodsOf([goodsId], trx);
    if (!goods) throw invalidParam(`goodsId: ${fieldProblem('NOT_FOUND')}`);
    if (skuId !== null && !(await repo.findSku(goodsId, skuId, trx)))
      throw invalidParam(`skuId: ${fieldProblem('NOT_FOUND')}`);
  }

  async function goodsById(ids: readonly string[], trx?: Db) {
    return new Map<string, GoodsNames>((await repo.goodsOf([...new Set(ids)], trx)).map((g) => [g.id, g]));
  }

  async function adminSeries(rows: readonly SeriesRow[], trx?: Db): Promise<AdminSeries[]> {
    const ids = rows.map((r) => r.id);
    const plans = await repo.plansOf(ids, trx);
    const [sold, running, goods] = await Promise.all([
      repo.soldOf(
        plans.map((p) => p.id),
        trx,
      ),
      repo.runningOf(ids, trx),
      goodsById(
        rows.map((r) => r.goods_id),
        trx,
      ),
    ]);
    const soldBy = new Map(sold.map((s) => [s.plan_id, Number(s.count)]));
    const runningBy = new Map(running.map((s) => [s.series_id, Number(s.count)]));
    return rows.map((row) =>
      toAdminSeries(
        row,
        goods.get(row.goods_id),
        plans.filter((p) => p.series_id === row.id).map((p) => toAdminPlan(p, soldBy.get(p.id) ?? 0)),
        runningBy.get(row.id) ?? 0,
      ),
    );
  }

  async function oneSeries(id: string, trx: Db) {
    const row = await repo.findSeries(id, trx);
    if (!row) throw notFound('series');
    const [answer] = await adminSeries([row], trx);
    return answer as AdminSeries;
  }

  async function onePlan(id: string, trx: Db) {
    const row = await repo.findPlan(id, trx);
    if (!row) throw notFound('plan');
    const [sold] = await repo.soldOf([id], trx);
    return toAdminPlan(row, Number(sold?.count ?? 0));
  }

  /** The week's bouquets of series for weeks, as the shop shows them (saved, else the series' goods). */
  async function shopBouquets(series: readonly SeriesRow[], weeks: readonly string[], language: ContentLanguage) {
    const saved = await repo.bouquetsOf(
      series.map((s) => s.id),
      weeks,
    );
    const goods = await goodsById([...series.map((s) => s.goods_id), ...saved.map((b) => b.goods_id)]);
    return (s: SeriesRow, week: string) => {
      const b = toAdminBouquet(
        s,
        week,
        saved.find((x) => x.series_id === s.id && x.week === week),
        goods.get(s.goods_id),
        { stems: [], due: 0 },
      );
      return {
        week,
        title: inLanguage(language, b.title, b.titleEn),
        photo: b.photo ? deps.imageUrl(b.photo) : '',
        goodsId: b.goodsId,
      };
    };
  }

  /** The series on sale with their active plans, in the reader's language. */
  async function onSale(language: ContentLanguage, only?: string): Promise<SubscriptionSeries[]> {
    const at = now();
    const series = (await repo.allSeries()).filter((s) => s.active === 1 && (only === undefined || s.id === only));
    const plans = (await repo.plansOf(series.map((s) => s.id))).filter((p) => p.active === 1);
    const offered = series.filter((s) => plans.some((p) => p.series_id === s.id));
    const rules = await deps.delivery.current();
    const thisWeek = mondayOf(shopDateOf(at));
    const nextWeek = addDays(thisWeek, 7);
    const [bouquetOf, goods] = await Promise.all([
      shopBouquets(offered, [thisWeek, nextWeek], language),
      goodsById(offered.map((s) => s.goods_id)),
    ]);
    const shopPlan = (p: PlanRow) =>
      toShopPlan(
        p,
        openFirstDates({ weekdays: JSON.parse(p.weekdays), leadDays: p.lead_days, cutoff: p.cutoff }, rules, at),
      );
    return offered.map((s) => {
      const own = plans.filter((p) => p.series_id === s.id).map(shopPlan);
      const cover = s.cover || coverOf(goods.get(s.goods_id));
      return {
        id: s.id,
        name: inLanguage(language, s.name, s.name_en),
        description: inLanguage(language, s.description, s.description_en),
        cover: cover ? deps.imageUrl(cover) : '',
        fromPerDelivery: Math.min(...own.map((p) => p.perDelivery)),
        thisWeek: bouquetOf(s, thisWeek),
        nextWeek: bouquetOf(s, nextWeek),
        plans: own,
      };
    });
  }

  /** Each week from `fromWeek`'s Monday: its bouquet, the recipe's stems and the deliveries due that week. */
  async function listBouquets(input: BouquetsInput): Promise<{ list: AdminBouquet[] }> {
    const series = await repo.findSeries(input.seriesId);
    if (!series) throw notFound('series');
    const first = mondayOf(input.fromWeek);
    const weeks = Array.from({ length: input.weeks }, (_, i) => addDays(first, i * 7));
    const saved = await repo.bouquetsOf([series.id], weeks);
    const goods = await goodsById([series.goods_id, ...saved.map((b) => b.goods_id)]);
    const due = await repo.dueOn(series.id, first, addDays(first, input.weeks * 7 - 1));
    const list: AdminBouquet[] = [];
    for (const week of weeks) {
      const bouquet = saved.find((b) => b.week === week);
      const goodsId = bouquet?.goods_id ?? series.goods_id;
      const skuId = bouquet ? bouquet.sku_id : series.sku_id;
      const end = addDays(week, 6);
      list.push(
        toAdminBouquet(series, week, bouquet, goods.get(goodsId), {
          stems: (await deps.recipeStemsOf(goodsId, skuId)).map(({ name, quantity }) => ({ name, quantity })),
          due: due.filter((d) => d.date >= week && d.date <= end).reduce((sum, d) => sum + Number(d.count), 0),
        }),
      );
    }
    return { list };
  }

  return {
    listSeries: async () => ({ list: await adminSeries(await repo.allSeries()) }),

    createSeries: (actor: AuditActor, input: SeriesInput) =>
      repo.transaction(async (trx) => {
        await checkGoods(input.goodsId, input.skuId, trx);
        const at = now();
        const id = `series-${crypto.randomUUID()}`;
        await repo.insertSeries({ id, ...seriesFields(input), version: 1, created_at: at, updated_at: at }, trx);
        await audit.record(trx, {
          actor,
          area: 'subscriptions',
          action: 'subscription-series.create',
          record: { type: 'subscription-series', id },
          after: input,
        });
        return oneSeries(id, trx);
      }),

    updateSeries: (actor: AuditActor, input: SeriesUpdate) =>
      repo.transaction(async (trx) => {
        const before = await repo.findSeries(input.id, trx);
        if (!before) throw notFound('series');
        if (before.version !== input.version) throw staleRecord('series', input.version, before.version);
        await checkGoods(input.goodsId, input.skuId, trx);
        const changed = await repo.updateSeries(
          input.id,
          input.version,
          { ...seriesFields(input), updated_at: now() },
          trx,
        );
        if (!changed) throw staleRecord('series', input.version, input.version + 1);
        await audit.record(trx, {
          actor,
          area: 'subscriptions',
          action: 'subscription-series.update',
          record: { type: 'subscription-series', id: input.id },
          before,
          after: input,
        });
        return oneSeries(input.id, trx);
      }),

    createPlan: (actor: AuditActor, input: PlanInput) =>
      repo.transaction(async (trx) => {
        if (!(await repo.findSeries(input.seriesId, trx))) throw invalidParam(`seriesId: ${fieldProblem('NOT_FOUND')}`);
        const at = now();
        const id = `plan-${crypto.randomUUID()}`;
        await repo.insertPlan({ id, ...planFields(input), version: 1, created_at: at, updated_at: at }, trx);
        await audit.record(trx, {
          actor,
          area: 'subscriptions',
          action: 'subscription-plan.create',
          record: { type: 'subscription-plan', id },
          after: input,
        });
        return onePlan(id, trx);
      }),

    /** Edits apply to new purchases only: a subscription keeps the terms it was bought on. */
    updatePlan: (actor: AuditActor, input: PlanUpdate) =>
      repo.transaction(async (trx) => {
        const before = await repo.findPlan(input.id, trx);
        if (!before) throw notFound('plan');
        if (before.version !== input.version) throw staleRecord('plan', input.version, before.version);
        if (before.series_id !== input.seriesId) throw invalidParam(`seriesId: ${fieldProblem('NOT_ALLOWED')}`);
        const changed = await repo.updatePlan(
          input.id,
          input.version,
          { ...planFields(input), updated_at: now() },
          trx,
        );
        if (!changed) throw staleRecord('plan', input.version, input.version + 1);
        await audit.record(trx, {
          actor,
          area: 'subscriptions',
          action: 'subscription-plan.update',
          record: { type: 'subscription-plan', id: input.id },
          before,
          after: input,
        });
        return onePlan(input.id, trx);
      }),

    listBouquets,

    /** Saves one week's bouquet made from `version` (null: none saved yet); stale is RECORD_CHANGED. */
    async saveBouquet(actor: AuditActor, input: BouquetInput): Promise<AdminBouquet> {
      await repo.transaction(async (trx) => {
        const series = await repo.findSeries(input.seriesId, trx);
        if (!series) throw invalidParam(`seriesId: ${fieldProblem('NOT_FOUND')}`);
        await checkGoods(input.goodsId, input.skuId, trx);
        const [before] = await repo.bouquetsOf([series.id], [input.week], trx);
        const stale = () => staleRecord('bouquet', input.version ?? 0, before?.version ?? 0);
        if ((before?.version ?? null) !== input.version) throw stale();
        const fields = {
          title: input.title,
          title_en: input.titleEn,
          photo: input.photo,
          goods_id: input.goodsId,
          sku_id: input.skuId,
          updated_at: now(),
          updated_by: actor.id,
        };
        const id = before?.id ?? `bouquet-${crypto.randomUUID()}`;
        const saved = before
          ? await repo.updateBouquet(before.id, before.version, fields, trx)
          : await repo.insertBouquet({ id, series_id: series.id, week: input.week, version: 1, ...fields }, trx);
        if (!saved) throw stale();
        await audit.record(trx, {
          actor,
          area: 'subscriptions',
          action: 'subscription-bouquet.save',
          record: { type: 'subscription-bouquet', id },
          ...(before ? { before } : {}),
          after: input,
        });
      });
      // Read after the transaction: the cooler's recipe is read on its own connection.
      const [saved] = (await listBouquets({ seriesId: input.seriesId, fromWeek: input.week, weeks: 1 })).list;
      return saved as AdminBouquet;
    },

    seriesList: async (language: ContentLanguage) => ({ list: await onSale(language) }),

    /** One series on sale with the slots a delivery may take; 404 when it is not on sale. */
    async seriesDetail(id: string, language: ContentLanguage) {
      const [series] = await onSale(language, id);
      if (!series) throw notFound('series');
      const rules = await deps.delivery.current();
      return { ...series, slots: slotsOf(rules) };
    },

    /** A plan that is on sale, with its series; 404 otherwise. */
    async planOnSale(planId: string, trx?: Db) {
      const plan = await repo.findPlan(planId, trx);
      const series = plan && (await repo.findSeries(plan.series_id, trx));
      if (!plan || !series || plan.active !== 1 || series.active !== 1) throw notFound('plan');
      const [goods] = await repo.goodsOf([series.goods_id], trx);
      return { plan, series, goods };
    },
  };
}

/** The delivery slots as the shop lists them: "09:00-12:00". */
export const slotsOf = (rules: Pick<DeliveryRules, 'slots'>) =>
  rules.slots.map((s) => ({ id: s.id, label: `${s.start}-${s.end}` }));

export type PlanService = ReturnType<typeof planService>;
