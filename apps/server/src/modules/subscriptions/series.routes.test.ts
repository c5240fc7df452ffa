import type { SubscriptionSeries } from '@ffe/shared/contracts/subscription';
import { expect, it } from 'vitest';
import { type ApiDocument, operationsOf } from '../../../test/api-document';
import { post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aSeriesWithPlan } from '../../../test/subscriptions';

describeOnEachDatabase('the shop’s subscription series', (t) => {
  const list = async (language: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mall/subscription/series/list',
      payload: {},
      headers: { 'accept-language': language },
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: { list: SubscriptionSeries[] } }).data.list;
  };

  it('lists the series on sale in English for an English reader, with their plans’ first dates and bouquets', async () => {
    const { series, plan, goods } = await aSeriesWithPlan(t.db);
    const shown = (await list('en')).find((s) => s.id === series.id);
    expect(shown).toMatchObject({
      name: 'Weekly Flowers · Simple',
      description: 'A seasonal bouquet every week',
      fromPerDelivery: 39.9,
      thisWeek: { title: 'Weekly flowers', goodsId: goods.id },
      plans: [{ id: plan.id, price: 159.6, perDelivery: 39.9, deliveries: 4, giftable: true }],
    });
    expect(shown?.plans[0]?.firstDates).toHaveLength(6);
    expect((await list('zh-CN')).find((s) => s.id === series.id)?.name).toBe('每周一花 · 简约');
  });

  it('leaves out of the first dates a day the shop is closed', async () => {
    const { series, plan } = await aSeriesWithPlan(t.db);
    const before = (await list('zh-CN')).find((s) => s.id === series.id)?.plans[0]?.firstDates ?? [];
    const admin = await t.staff('admin');
    const closing = await post(t.app, '/api/admin/delivery/settings/update', { closedDates: [before[0]] }, admin);
    expect(closing.status).toBe(200);
    const after = (await list('zh-CN')).find((s) => s.id === series.id)?.plans.find((p) => p.id === plan.id);
    expect(after?.firstDates).toEqual([...before.slice(1), after?.firstDates[5]]);
    expect(after?.firstDates).not.toContain(before[0]);
    await post(t.app, '/api/admin/delivery/settings/update', { closedDates: [] }, admin);
  });

  it('leaves out a series without an active plan, and its detail answers 404', async () => {
    const { series } = await aSeriesWithPlan(t.db, { plan: { active: 0 } });
    expect((await list('zh-CN')).some((s) => s.id === series.id)).toBe(false);
    const detail = await t.app.inject({ method: 'POST', url: `/api/mall/subscription/series/detail/${series.id}` });
    expect(detail.statusCode).toBe(404);
  });

  it('are listed in the API document with the calls to buy, give and manage plans, each asking for who may call it', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as ApiDocument;
    const asks = (path: string) => operationsOf(doc).find((op) => op.path === path)?.operation.security ?? null;
    expect(asks('/api/mall/subscription/series/list')).toBeNull();
    expect(asks('/api/mall/subscription/series/detail/{id}')).toBeNull();
    expect(asks('/api/mall/subscription/gift/detail')).toBeNull();
    for (const path of ['quote', 'create', 'gift/claim']) expect(asks(`/api/mall/subscription/${path}`)).not.toBeNull();
    for (const path of ['series/list', 'series/create', 'series/update', 'plan/create', 'plan/update'])
      expect(asks(`/api/admin/subscriptions/${path}`)).not.toBeNull();
    for (const path of ['bouquet/list', 'bouquet/save'])
      expect(asks(`/api/admin/subscriptions/${path}`)).not.toBeNull();
  });
});
