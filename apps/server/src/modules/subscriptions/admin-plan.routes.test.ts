import type { AdminBouquet, AdminPlan, AdminSeries } from '@ffe/shared/contracts/admin-subscriptions';
import { addDays, shopDateOf, weekdayOf } from '@ffe/shared/domain/subscription-schedule';
import { beforeAll, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { auditOf } from '../../../test/back-office';
import { aRecipe, aStem } from '../../../test/cooler';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aCategory, aGoods } from '../../../test/factories';
import { aSeriesWithPlan, buyingSubscriptions } from '../../../test/subscriptions';

const monday = (date: string) => addDays(date, 1 - weekdayOf(date));

describeOnEachDatabase('the console’s subscription series, plans and week’s bouquets', (t) => {
  const buying = buyingSubscriptions(t);
  let admin: { token: string };
  let goodsId: string;
  beforeAll(async () => {
    admin = await t.staff('admin');
    goodsId = (await aGoods(t.db, { category_id: (await aCategory(t.db)).id })).id;
  });
  const call = <T>(url: string, body: object, who = admin) =>
    post<T>(t.app, `/api/admin/subscriptions/${url}`, body, who);
  const seriesInput = () => ({
    name: '每周一花 · 测试',
    nameEn: 'Weekly Flowers · Test',
    description: '',
    descriptionEn: null,
    cover: '',
    goodsId,
    skuId: null,
    sort: 1,
    active: true,
  });
  const planInput = (seriesId: string) => ({
    seriesId,
    deliveries: 12,
    everyWeeks: 1,
    weekdays: [5, 6],
    price: 459,
    leadDays: 2,
    cutoff: '18:00',
    giftable: true,
    active: true,
    sort: 0,
  });

  it('creates a series and a plan and lists them, each with an audit entry', async () => {
    const series = await call<AdminSeries>('series/create', seriesInput());
    expect(series.status).toBe(200);
    const plan = await call<AdminPlan>('plan/create', planInput(series.body.data.id));
    expect(plan.body.data).toMatchObject({ deliveries: 12, price: 459, weekdays: [5, 6], version: 1, sold: 0 });
    const list = (await call<{ list: AdminSeries[] }>('series/list', {})).body.data.list;
    expect(list.find((s) => s.id === series.body.data.id)?.plans.map((p) => p.id)).toEqual([plan.body.data.id]);
    expect((await auditOf(t.db, plan.body.data.id)).map((e) => e.action)).toEqual(['subscription-plan.create']);
  });

  it('refuses a plan outside its bounds, naming the field', async () => {
    const series = (await call<AdminSeries>('series/create', seriesInput())).body.data;
    for (const [field, value] of [
      ['deliveries', 53],
      ['leadDays', 15],
      ['weekdays', [8]],
      ['cutoff', '24:00'],
      ['everyWeeks', 3],
    ] as const) {
      const answer = await call('plan/create', { ...planInput(series.id), [field]: value });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(field);
    }
  });

  it('refuses a series whose goods does not exist, naming the field', async () => {
    const answer = await call('series/create', { ...seriesInput(), goodsId: 'goods-none' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^goodsId: /);
  });

  it('answers a stale plan save with 409 RECORD_CHANGED and keeps the first save', async () => {
    const series = (await call<AdminSeries>('series/create', seriesInput())).body.data;
    const plan = (await call<AdminPlan>('plan/create', planInput(series.id))).body.data;
    const first = await call<AdminPlan>('plan/update', {
      ...planInput(series.id),
      id: plan.id,
      version: 1,
      price: 499,
    });
    expect(first.body.data).toMatchObject({ price: 499, version: 2 });
    const stale = await call('plan/update', { ...planInput(series.id), id: plan.id, version: 1, price: 399 });
    expect(stale.status).toBe(409);
    expect(stale.body.errCode).toBe('RECORD_CHANGED');
    expect(stale.body.message).toContain('1 → 2');
    const row = await t.db
      .selectFrom('subscription_plans')
      .selectAll()
      .where('id', '=', plan.id)
      .executeTakeFirstOrThrow();
    expect(row.price).toBe(49_900);
  });

  it('counts the series’ deliveries due in each week', async () => {
    const { plan, series } = await aSeriesWithPlan(t.db);
    const { bought } = await buying.aPaidSubscription(plan);
    const [first] = await t.db
      .selectFrom('subscription_deliveries')
      .select('date')
      .where('subscription_id', '=', bought.subscriptionId)
      .orderBy('date')
      .execute();
    const week = monday(first?.date ?? '');
    const list = (
      await call<{ list: AdminBouquet[] }>('bouquet/list', { seriesId: series.id, fromWeek: week, weeks: 5 })
    ).body.data.list;
    expect(list.map((b) => b.due)).toEqual([1, 1, 1, 1, 0]);
  });

  it('keeps series and plans to subscriptions.manage and the week’s bouquet to catalogue.manage', async () => {
    const service = await t.staff('service');
    const courier = await t.staff('courier');
    // Customer service reads the series to filter subscriptions by; only an admin changes them.
    expect((await call('series/list', {}, service)).status).toBe(200);
    expect((await call('series/list', {}, courier)).status).toBe(403);
    expect((await call('series/create', {}, service)).status).toBe(403);
    const { series } = await aSeriesWithPlan(t.db);
    const week = monday(shopDateOf(Date.now()));
    expect((await call('bouquet/list', { seriesId: series.id, fromWeek: week }, service)).status).toBe(403);
  });

  it('lists each week’s bouquet, falling back to the series’ goods, with its recipe’s stems and the deliveries due', async () => {
    const { series, goods } = await aSeriesWithPlan(t.db);
    const rose = await aStem(t.db, { name: '红玫瑰' });
    await aRecipe(t.db, goods.id, null, [{ stemId: rose.id, quantity: 11 }]);
    const week = addDays(monday(shopDateOf(Date.now())), 7);
    const list = async () =>
      (await call<{ list: AdminBouquet[] }>('bouquet/list', { seriesId: series.id, fromWeek: week, weeks: 2 })).body
        .data.list;
    expect((await list())[0]).toMatchObject({
      id: null,
      week,
      goodsId: goods.id,
      title: goods.name,
      stems: [{ name: '红玫瑰', quantity: 11 }],
      due: 0,
      version: null,
    });

    const other = await aGoods(t.db, { category_id: goods.category_id });
    const save = (version: number | null, title: string) =>
      call<AdminBouquet>('bouquet/save', {
        seriesId: series.id,
        week,
        title,
        titleEn: 'Peonies',
        photo: 'weekly/peony.jpg',
        goodsId: other.id,
        skuId: null,
        version,
      });
    expect((await save(null, '芍药')).body.data).toMatchObject({
      title: '芍药',
      goodsId: other.id,
      version: 1,
      stems: [],
    });
    expect((await save(null, '牡丹')).body.errCode).toBe('RECORD_CHANGED');
    const [saved, fallback] = await list();
    expect(saved).toMatchObject({ title: '芍药', titleEn: 'Peonies', version: 1 });
    expect(fallback).toMatchObject({ id: null, week: addDays(week, 7), goodsId: goods.id });
  });
});
