import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { expectAsksToLogIn, post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aSubscriptionWithDeliveries, fixNow, type SubscriptionRows, shopTime } from '../../../test/subscription-rows';
import type { SubscriptionDeliveryStatus, SubscriptionTable } from '../../db/schema';

interface Figures {
  active: number;
  newThisMonth: number;
  cancelledThisMonth: number;
  recognisedThisMonth: number;
  deferred: number;
  unplaced: number;
}

interface DayCounts {
  days: Array<{ date: string; total: number; series: Array<{ seriesId: string; name: string; count: number }> }>;
}

describeOnEachDatabase('the console’s subscription figures and day counts', (t) => {
  const plans: Record<'a' | 'b' | 'c' | 'd' | 'e', SubscriptionRows | undefined> = {
    a: undefined,
    b: undefined,
    c: undefined,
    d: undefined,
    e: undefined,
  };
  const planOf = (key: keyof typeof plans) => {
    const plan = plans[key];
    if (!plan) throw new Error(`plan ${key} is made in beforeAll`);
    return plan;
  };

  let seq = 100;
  const log = (rows: SubscriptionRows, kind: string, at: string, deliveryNumber?: number) =>
    t.db
      .insertInto('subscription_changes')
      .values({
        id: crypto.randomUUID(),
        subscription_id: rows.subscription.id,
        delivery_id: deliveryNumber ? (rows.deliveries[deliveryNumber - 1]?.id ?? null) : null,
        kind,
        by: 'system',
        actor_id: null,
        detail: '{}',
        at: shopTime(at),
        seq: seq++,
      })
      .execute();
  const mark = (rows: SubscriptionRows, deliveryNumber: number, status: SubscriptionDeliveryStatus) =>
    t.db
      .updateTable('subscription_deliveries')
      .set({ status, ...(status === 'placed' ? { number: deliveryNumber } : {}) })
      .where('id', '=', rows.deliveries[deliveryNumber - 1]?.id ?? '')
      .execute();

  beforeAll(async () => {
    fixNow('2027-03-15T12:00');
    const buyer = await t.member();
    const plan = (firstDate: string, over: Partial<SubscriptionTable>) =>
      aSubscriptionWithDeliveries(t.db, buyer.id, { firstDate, ...over });
    // A: paid in February, its first delivery placed in February, its second in March, two still scheduled.
    const a = await plan('2027-03-02', { deliveries_total: 4, paid_amount: 10_000 });
    await log(a, 'paid', '2027-02-20T10:00');
    await mark(a, 1, 'placed');
    await log(a, 'placed', '2027-02-28T18:00', 1);
    await mark(a, 2, 'placed');
    await log(a, 'unplaced', '2027-03-07T18:00', 2);
    await log(a, 'placed', '2027-03-07T18:30', 2);
    // B: paid at the first instant of March, nothing placed, its first delivery no day could take.
    const b = await plan('2027-03-16', { deliveries_total: 3, paid_amount: 1_000 });
    await log(b, 'paid', '2027-03-01T00:00');
    await log(b, 'unplaced', '2027-03-14T18:00', 1);
    // C: paused, paid at the last minute of March.
    const c = await plan('2027-03-21', { deliveries_total: 2, paid_amount: 5_001, status: 'paused' });
    await log(c, 'paid', '2027-03-31T23:59');
    // D: paid in January, its first delivery placed in March, cancelled in March.
    const d = await plan('2027-03-10', { deliveries_total: 2, paid_amount: 3_000, status: 'cancelled' });
    await t.db
      .updateTable('subscriptions')
      .set({ cancelled_at: shopTime('2027-03-10T09:00') })
      .where('id', '=', d.subscription.id)
      .execute();
    await log(d, 'paid', '2027-01-05T10:00');
    await mark(d, 1, 'placed');
    await log(d, 'placed', '2027-03-08T18:00', 1);
    await mark(d, 2, 'cancelled');
    // E: cancelled a second before March, none of its deliveries made.
    const e = await plan('2027-03-05', { deliveries_total: 2, paid_amount: 2_000, status: 'cancelled' });
    await t.db
      .updateTable('subscriptions')
      .set({ cancelled_at: shopTime('2027-02-28T23:59') + 59_000 })
      .where('id', '=', e.subscription.id)
      .execute();
    await mark(e, 1, 'cancelled');
    await mark(e, 2, 'cancelled');
    Object.assign(plans, { a, b, c, d, e });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('counts the plans active now, paid and cancelled this shop month, and the money recognised and deferred', async () => {
    const florist = await t.staff('florist');
    const answer = await post<Figures>(t.app, '/api/admin/subscriptions/figures', {}, florist);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      // A and B; C is paused, D and E cancelled.
      active: 2,
      // B at the first instant of March and C at its last minute.
      newThisMonth: 2,
      // D; E a second before March.
      cancelledThisMonth: 1,
      // A's second share (¥25) and D's first (¥15), placed in March; A's first was placed in February.
      recognisedThisMonth: 40,
      // A's two left (¥50), B's three (¥10), C's two (¥50.01); cancelled deliveries are refunded, not deferred.
      deferred: 110.01,
      // B's first; A's second was placed after all.
      unplaced: 1,
    });
  });

  it('counts each day’s bouquets per series, leaving cancelled deliveries out', async () => {
    const service = await t.staff('service');
    const answer = await post<DayCounts>(
      t.app,
      '/api/admin/subscriptions/day-counts',
      { from: '2027-03-01', to: '2027-03-31' },
      service,
    );
    expect(answer.status).toBe(200);
    const [a, b, c, d] = (['a', 'b', 'c', 'd'] as const).map((k) => planOf(k).subscription.series_id);
    const day = (date: string, ...series: string[]) => ({
      date,
      total: series.length,
      series: series.map((seriesId) => ({ seriesId, name: '每周一花 · 简约', count: 1 })),
    });
    const bySeries = (days: DayCounts['days']) =>
      days.map((x) => ({ ...x, series: [...x.series].sort((p, q) => p.seriesId.localeCompare(q.seriesId)) }));
    const sorted = (...ids: string[]) => [...ids].sort();
    expect(bySeries(answer.body.data.days)).toEqual([
      day('2027-03-02', a ?? ''),
      day('2027-03-09', a ?? ''),
      day('2027-03-10', d ?? ''),
      day('2027-03-16', ...sorted(a ?? '', b ?? '')),
      day('2027-03-21', c ?? ''),
      day('2027-03-23', ...sorted(a ?? '', b ?? '')),
      day('2027-03-28', c ?? ''),
      day('2027-03-30', b ?? ''),
    ]);
  });

  it('refuses a span of more than 93 days and a start after the end, naming the field', async () => {
    const florist = await t.staff('florist');
    const long = await post(
      t.app,
      '/api/admin/subscriptions/day-counts',
      { from: '2027-01-01', to: '2027-04-30' },
      florist,
    );
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('to:');
    const backwards = await post(
      t.app,
      '/api/admin/subscriptions/day-counts',
      { from: '2027-03-02', to: '2027-03-01' },
      florist,
    );
    expect(backwards.status).toBe(400);
  });

  it('answers only staff who may read subscriptions', async () => {
    const courier = await t.staff('courier');
    expect((await post(t.app, '/api/admin/subscriptions/figures', {}, courier)).status).toBe(403);
    expectAsksToLogIn(await post(t.app, '/api/admin/subscriptions/figures', {}));
    const member = await t.member();
    expect(
      (await post(t.app, '/api/admin/subscriptions/day-counts', { from: '2027-03-01', to: '2027-03-02' }, member))
        .status,
    ).toBe(403);
  });
});
