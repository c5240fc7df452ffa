import { DELIVERY_SLOTS } from '@ffe/shared/constants';
import type { UpdateDeliverySettingsRequest } from '@ffe/shared/contracts/delivery-settings';
import type { SubscriptionDetail, SubscriptionSummary } from '@ffe/shared/contracts/subscription';
import { afterEach, expect, it, vi } from 'vitest';
import { itAsksVisitorsToLogIn, post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import type { Member } from '../../../test/factories';
import { recipient } from '../../../test/ordering';
import { aSubscriptionWithDeliveries, deliveryRows, fixNow, shopTime } from '../../../test/subscription-rows';

const base = '/api/mall/subscription/';
// Weekly on Thursdays from Christmas Eve: 12 deliveries across the year end, the last on 2027-03-11.
const FIRST = '2026-12-24';

describeOnEachDatabase('the customer’s subscriptions', (t) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The shop's delivery settings as the console saves them, with `change`. */
  const settle = async (change: Partial<UpdateDeliverySettingsRequest>) => {
    const admin = await t.staff('admin');
    const standard: UpdateDeliverySettingsRequest = {
      slots: DELIVERY_SLOTS.map((slot) => ({ ...slot, capacity: 100 })),
      capacityOverrides: [],
      cutoff: '16:00',
      leadMinutes: 120,
      horizonDays: 60,
      closedDates: [],
      zones: [],
      surcharges: [],
    };
    expect((await post(t.app, '/api/admin/delivery/settings/update', { ...standard, ...change }, admin)).status).toBe(
      200,
    );
  };
  const call = <T = SubscriptionDetail>(path: string, body: object, who: Member) =>
    post<T>(t.app, `${base}${path}`, body, who);
  const detail = async (who: Member, id: string) => (await call(`detail/${id}`, {}, who)).body.data;
  const changesOf = (id: string) =>
    t.db.selectFrom('subscription_changes').selectAll().where('subscription_id', '=', id).orderBy('seq').execute();
  /** A member with a weekly plan of 12, at the year end's fixed moment unless told. */
  async function aPlan(at = '2026-12-21T10:00', over = {}) {
    fixNow(at);
    const buyer = await t.member();
    const rows = await aSubscriptionWithDeliveries(t.db, buyer.id, { firstDate: FIRST, ...over });
    return { buyer, id: rows.subscription.id, d: rows.deliveries };
  }

  itAsksVisitorsToLogIn(t, base, [
    ['list', {}],
    ['detail/x', {}],
    ['skip', { id: 'x', deliveryId: 'y' }],
    ['cancel', { id: 'x' }],
  ]);

  it('lists a gift to its buyer and to who claimed it, and answers anyone else 404', async () => {
    fixNow('2026-12-21T10:00');
    const [buyer, friend, stranger] = [await t.member(), await t.member(), await t.member()];
    const { subscription } = await aSubscriptionWithDeliveries(t.db, buyer.id, {
      firstDate: FIRST,
      owner_id: friend.id,
      gift: 1,
    });
    const listOf = async (who: Member) => (await call<{ list: SubscriptionSummary[] }>('list', {}, who)).body.data.list;
    expect(await listOf(buyer)).toMatchObject([{ id: subscription.id, isBuyer: true, isOwner: false, gift: true }]);
    expect(await listOf(friend)).toMatchObject([
      { id: subscription.id, isBuyer: false, isOwner: true, nextDate: FIRST },
    ]);
    expect(await listOf(stranger)).toEqual([]);
    expect((await call(`detail/${subscription.id}`, {}, stranger)).status).toBe(404);
    const skip = { id: subscription.id, deliveryId: `${subscription.id}-d1` };
    expect((await call('skip', skip, stranger)).status).toBe(404);
    expect((await call('cancel', { id: subscription.id }, stranger)).status).toBe(404);
    // Money is the buyer's: the recipient sees none; only who receives may change, only who paid may cancel.
    expect(await detail(friend, subscription.id)).toMatchObject({ paid: 0, refundIfCancelled: 0 });
    expect(await detail(buyer, subscription.id)).toMatchObject({ paid: 199, refundIfCancelled: 199 });
    expect((await call('skip', skip, buyer)).status).toBe(403);
    expect((await call('cancel', { id: subscription.id }, friend)).status).toBe(403);
    expect(await changesOf(subscription.id)).toEqual([]);
  });

  it('skips a delivery before its cut-off to one week after the last, across the year end, logged in order', async () => {
    const { buyer, id, d } = await aPlan('2026-12-22T17:59');
    const skipped = await call('skip', { id, deliveryId: d[0]?.id }, buyer);
    expect(skipped.status).toBe(200);
    const first = skipped.body.data.deliveries.find((x) => x.id === d[0]?.id);
    expect(first).toMatchObject({ date: '2027-03-18', status: 'scheduled' });
    expect(skipped.body.data.nextDate).toBe('2026-12-31');
    expect(skipped.body.data.changes).toMatchObject([
      { kind: 'skipped', by: 'customer', detail: '12月24日 → 3月18日' },
    ]);
    const again = await call('skip', { id, deliveryId: d[1]?.id }, buyer);
    expect(again.body.data.deliveries.at(-1)).toMatchObject({ id: d[1]?.id, date: '2027-03-25' });
    const rows = await deliveryRows(t.db, id);
    // The plan got two deliveries longer; each keeps its own share, so the total paid stays whole.
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(19_900);
    expect(rows.find((r) => r.id === d[0]?.id)?.amount).toBe(d[0]?.amount);
    expect((await changesOf(id)).map((c) => [c.seq, c.kind])).toEqual([
      [1, 'skipped'],
      [2, 'skipped'],
    ]);
    const english = await t.app.inject({
      method: 'POST',
      url: `${base}detail/${id}`,
      headers: { authorization: buyer.token, 'accept-language': 'en' },
    });
    expect(english.json().data.changes[0].detail).toBe('Dec 24 → Mar 18');
  });

  it('skips five deliveries at once each to its own week after the last, numbered in the log one by one', async () => {
    const { buyer, id, d } = await aPlan();
    const answers = await Promise.all(d.slice(0, 5).map((x) => call('skip', { id, deliveryId: x.id }, buyer)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const dates = (await deliveryRows(t.db, id)).map((r) => r.date).sort();
    expect(dates.slice(-5)).toEqual(['2027-03-18', '2027-03-25', '2027-04-01', '2027-04-08', '2027-04-15']);
    expect(new Set(dates).size).toBe(12);
    expect((await changesOf(id)).map((c) => c.seq)).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses to skip, move or change a delivery from its placing moment on, and changes nothing', async () => {
    const { buyer, id, d } = await aPlan('2026-12-22T18:00');
    const before = await deliveryRows(t.db, id);
    const target = { id, deliveryId: d[0]?.id };
    for (const [path, body] of [
      ['skip', target],
      ['move', { ...target, date: '2026-12-26' }],
      ['change', { ...target, scope: 'one', recipient: { ...recipient, name: '王先生' } }],
    ] as const) {
      const refused = await call(path, body, buyer);
      expect(refused.status).toBe(409);
      expect(refused.body.errCode).toBe('DELIVERY_LOCKED');
      expect(refused.body.message).toMatch(/^deliveryId: /);
    }
    expect(await deliveryRows(t.db, id)).toEqual(before);
    expect(await changesOf(id)).toEqual([]);
    const shown = (await detail(buyer, id)).deliveries;
    expect(shown[0]).toMatchObject({ changeable: false, changeableUntil: shopTime('2026-12-22T18:00') });
    expect(shown[1]).toMatchObject({ changeable: true, changeableUntil: shopTime('2026-12-29T18:00') });
  });

  it('moves a delivery over a month end to an open date and another slot, refusing dates the rules exclude', async () => {
    const { buyer, id, d } = await aPlan();
    const sixth = { id, deliveryId: d[5]?.id };
    expect(d[5]?.date).toBe('2027-01-28');
    await settle({ closedDates: ['2027-02-02'] });
    for (const [date, problem] of [
      ['2026-12-22', /^date: before/],
      ['2027-03-22', /^date: beyond/],
      ['2027-02-02', /^date: a closed day/],
      ['2027-02-04', /^date: another delivery/],
    ] as const) {
      const refused = await call('move', { ...sixth, date }, buyer);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        errCode: 'DELIVERY_SLOT_UNAVAILABLE',
        message: expect.stringMatching(problem),
      });
    }
    expect((await call('move', { ...sixth, date: '2027-02-01', slot: 'nope' }, buyer)).body.message).toMatch(/^slot: /);
    const moved = await call('move', { ...sixth, date: '2027-02-01', slot: '15-18' }, buyer);
    expect(moved.status).toBe(200);
    expect(moved.body.data.deliveries.find((x) => x.id === d[5]?.id)).toMatchObject({
      date: '2027-02-01',
      slot: '15-18',
      changeableUntil: shopTime('2027-01-30T18:00'),
    });
    expect(moved.body.data.changes).toMatchObject([{ kind: 'moved', date: '2027-02-01', detail: '1月28日 → 2月1日' }]);
    await settle({});
  });

  it('gives one delivery a saved address of the member, refusing another member’s and a district outside the zones', async () => {
    const { buyer, id, d } = await aPlan();
    const other = await t.member();
    const saved = async (who: Member, district: string) =>
      (
        await post<{ id: string }>(
          t.app,
          '/api/member/address/add',
          { ...recipient, recipient: '周先生', district },
          who,
        )
      ).body.data.id;
    const theirs = await saved(other, '静安区');
    expect((await call('change', { id, scope: 'one', deliveryId: d[2]?.id, addressId: theirs }, buyer)).status).toBe(
      404,
    );
    const mine = await saved(buyer, '静安区');
    const changed = await call('change', { id, scope: 'one', deliveryId: d[2]?.id, addressId: mine }, buyer);
    expect(changed.status).toBe(200);
    const third = changed.body.data.deliveries.find((x) => x.id === d[2]?.id);
    expect(third).toMatchObject({ ownRecipient: true, recipient: { name: '周先生', district: '静安区' } });
    expect(changed.body.data.recipient.district).toBe(recipient.district);
    expect(changed.body.data.changes).toMatchObject([{ kind: 'recipient', date: '2027-01-07', detail: '静安区' }]);

    const xuhui = { province: '上海市', city: '上海市', district: '徐汇区', fee: 15, freeFrom: 200, minOrder: 50 };
    await settle({ zones: [xuhui] });
    const outside = await call('change', { id, scope: 'one', deliveryId: d[3]?.id, addressId: mine }, buyer);
    expect(outside.status).toBe(409);
    expect(outside.body).toMatchObject({ errCode: 'DELIVERY_AREA_NOT_SERVED', message: 'addressId: 暂不配送：静安区' });
    await settle({});
  });

  it('changes the recipient of all deliveries still open, and the ones past their cut-off keep theirs', async () => {
    const { buyer, id, d } = await aPlan('2026-12-23T09:00');
    const own = JSON.stringify({ ...recipient, name: '旧的人' });
    await t.db
      .updateTable('subscription_deliveries')
      .set({ recipient: own })
      .where('id', 'in', [d[0]?.id ?? '', d[1]?.id ?? ''])
      .execute();
    const changed = await call(
      'change',
      { id, scope: 'all', recipient: { ...recipient, name: '新的人', district: '长宁区' } },
      buyer,
    );
    expect(changed.status).toBe(200);
    const [first, second, third] = changed.body.data.deliveries;
    expect(first).toMatchObject({ ownRecipient: true, recipient: { name: '旧的人' }, changeable: false });
    expect(second).toMatchObject({ ownRecipient: false, recipient: { name: '新的人', district: '长宁区' } });
    expect(third?.recipient.name).toBe('新的人');
    expect(changed.body.data.recipient.name).toBe('新的人');
    expect(changed.body.data.changes).toMatchObject([{ kind: 'recipient', date: '2026-12-31', detail: '长宁区' }]);
  });

  it('pauses until a date, laying the open deliveries again on the weekday, and resumes from the first open one', async () => {
    const { buyer, id } = await aPlan();
    expect((await call('pause', { id, until: '2026-12-21' }, buyer)).status).toBe(400);
    expect((await call('pause', { id, until: '2027-03-22' }, buyer)).body.message).toMatch(/^until: beyond/);
    const paused = await call('pause', { id, until: '2027-01-20' }, buyer);
    expect(paused.status).toBe(200);
    expect(paused.body.data).toMatchObject({ status: 'paused', pausedUntil: '2027-01-20', nextDate: '2027-01-21' });
    expect(paused.body.data.deliveries.map((x) => x.date).slice(0, 3)).toEqual([
      '2027-01-21',
      '2027-01-28',
      '2027-02-04',
    ]);
    expect(paused.body.data.deliveries.at(-1)?.date).toBe('2027-04-08');
    expect((await call('pause', { id, until: '2027-01-27' }, buyer)).body.errCode).toBe('ORDER_STATUS_CONFLICT');
    const resumed = await call('resume', { id }, buyer);
    expect(resumed.body.data).toMatchObject({ status: 'active', pausedUntil: null, nextDate: FIRST });
    expect(resumed.body.data.changes.map((c) => [c.kind, c.detail])).toEqual([
      ['paused', '1月20日'],
      ['resumed', '12月24日'],
    ]);
    expect((await call('resume', { id }, buyer)).body.errCode).toBe('ORDER_STATUS_CONFLICT');
  });

  it('locks a delivery over a month end at its placing moment: skippable a minute before, locked from then on', async () => {
    // The 1st of February is placed two days before, on the 30th of January at 18:00.
    const early = await aPlan('2027-01-30T17:59', { status: 'active' });
    const feb = { id: early.id, deliveryId: early.d[0]?.id };
    await t.db
      .updateTable('subscription_deliveries')
      .set({ date: '2027-02-01' })
      .where('id', '=', feb.deliveryId ?? '')
      .execute();
    expect((await call('skip', feb, early.buyer)).status).toBe(200);
    const late = await aPlan('2027-01-30T18:00');
    const locked = { id: late.id, deliveryId: late.d[0]?.id };
    await t.db
      .updateTable('subscription_deliveries')
      .set({ date: '2027-02-01' })
      .where('id', '=', locked.deliveryId ?? '')
      .execute();
    expect((await call('skip', locked, late.buyer)).body.errCode).toBe('DELIVERY_LOCKED');
  });

  it('shows the buyer of a gift not yet claimed its claim link and that all of it would come back', async () => {
    const { buyer, id } = await aPlan('2026-12-21T10:00', {
      status: 'awaiting_claim',
      owner_id: null,
      gift: 1,
      weekday: null,
    });
    const shown = await detail(buyer, id);
    expect(shown).toMatchObject({ status: 'awaiting_claim', deliveries: [], refundIfCancelled: 199, isOwner: false });
    expect(shown.claimUrl).toMatch(/\/pages\/subscription\/claim\/claim\?token=/);
    expect((await call('pause', { id, until: '2027-01-20' }, buyer)).status).toBe(403);
  });

  it('reads a paused plan whose date has come as active again', async () => {
    const { buyer, id } = await aPlan('2027-01-04T08:00', { status: 'paused', paused_until: '2027-01-04' });
    expect(await detail(buyer, id)).toMatchObject({ status: 'active', pausedUntil: null });
    expect((await call('resume', { id }, buyer)).body.errCode).toBe('ORDER_STATUS_CONFLICT');
  });
});
