import type { AdminOrder, BulkOutcome } from '@ffe/shared/contracts/admin-orders';
import type { Order } from '@ffe/shared/contracts/order';
import { shopDate } from '@ffe/shared/domain/delivery-rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { aBatch, aStem } from '../../../test/cooler';
import { describeOnEachDatabase } from '../../../test/each-database';
import type { Member, SignedInStaff } from '../../../test/factories';
import { ordering } from '../../../test/ordering';
import { costOfUnits, stemMakingService } from './stem-making.service';

const DAY = 86_400_000;
/** The shop's date `n` days from today. */
const dayAhead = (n: number) => shopDate(Date.now() + n * DAY);

describe('the cost of units taken from a batch', () => {
  it('adds up to exactly what the batch cost however its units are taken', () => {
    const batch = { quantity: 7, cost: 1000 };
    const takes = [1, 2, 1, 3];
    let taken = 0;
    let sum = 0;
    for (const units of takes) {
      sum += costOfUnits(batch, taken, units);
      taken += units;
    }
    expect(sum).toBe(1000);
    expect(costOfUnits(batch, 0, 1)).toBe(142);
    expect(costOfUnits({ quantity: 20, cost: 3333 }, 0, 7)).toBe(1166);
  });
});

describeOnEachDatabase('Making orders from the cooler', (t) => {
  const { shop, buyer, placeOrder, pay } = ordering(t);
  let admin: SignedInStaff;
  let florist: SignedInStaff;
  let service: SignedInStaff;
  /** Each order's buyer, for the after-sale they ask for. */
  const buyers = new Map<string, Member>();

  beforeAll(async () => {
    admin = await t.staff('admin', { displayName: '店长' });
    florist = await t.staff('florist', { displayName: '花艺师小林' });
    service = await t.staff('service', { displayName: '客服小周' });
  });

  const call = <T>(who: { token: string }, path: string, body: object = {}) =>
    post<T>(t.app, `/api/admin/order/${path}`, body, who);

  /** A paid order of one goods (¥129) for tomorrow, holding `units` of each stem as placing it would have. */
  async function paidOrderHolding(units: ReadonlyArray<{ stemId: string; quantity: number }>): Promise<Order> {
    const member = await buyer();
    const goodsId = await shop.goods({ stock: 50, sale_price: 12_900 });
    const answer = await placeOrder(member, [{ goodsId, quantity: 1 }], {
      deliveryDate: dayAhead(1),
      deliverySlot: '15-18',
    });
    expect(answer.status).toBe(200);
    const order = answer.body.data;
    buyers.set(order.id, member);
    await pay(member, order.id);
    if (units.length > 0) {
      await t.db
        .insertInto('cooler_reservations')
        .values(
          units.map((u) => ({
            order_id: order.id,
            stem_id: u.stemId,
            delivery_date: dayAhead(1),
            quantity: u.quantity,
          })),
        )
        .execute();
    }
    return order;
  }

  const movesOf = (orderId: string) =>
    t.db
      .selectFrom('cooler_moves')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('at')
      .orderBy('kind', 'desc')
      .execute();

  const leftOf = async (batchId: string) =>
    Number(
      (
        await t.db
          .selectFrom('cooler_batches')
          .select('left_quantity')
          .where('id', '=', batchId)
          .executeTakeFirstOrThrow()
      ).left_quantity,
    );

  const reservationsOf = (orderId: string) =>
    t.db.selectFrom('cooler_reservations').selectAll().where('order_id', '=', orderId).execute();

  /** What the goods of the order brought in and kept, in cents, as the margin counts it. */
  async function goodsPaidOf(orderId: string) {
    const o = await t.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    const kept = o.pay_amount - o.refunded_amount;
    return Math.max(0, Math.min(o.goods_amount - o.discount_amount, kept - o.delivery_fee - o.surcharge));
  }

  it('takes the stems from the oldest batches first, across two batches, at their cost to the cent', async () => {
    const rose = await aStem(t.db);
    const gone = await aBatch(t.db, rose.id, { quantity: 10, cost: 5000, use_by: dayAhead(-1) });
    const newer = await aBatch(t.db, rose.id, { quantity: 20, cost: 3333, use_by: dayAhead(4) });
    const oldest = await aBatch(t.db, rose.id, { quantity: 5, cost: 1000, use_by: dayAhead(1) });
    const leaf = await aStem(t.db, { unit: 'stem' });
    // One use-by: the one that came first is used first.
    const later = await aBatch(t.db, leaf.id, {
      quantity: 10,
      cost: 900,
      use_by: dayAhead(3),
      received_on: dayAhead(-1),
    });
    const earlier = await aBatch(t.db, leaf.id, {
      quantity: 10,
      cost: 700,
      use_by: dayAhead(3),
      received_on: dayAhead(-3),
    });
    const order = await paidOrderHolding([
      { stemId: rose.id, quantity: 12 },
      { stemId: leaf.id, quantity: 3 },
    ]);

    const prepared = await call<AdminOrder>(florist, `prepare/${order.id}`);
    expect(prepared.status).toBe(200);
    expect(prepared.body.data.status).toBe('preparing');

    const moves = await movesOf(order.id);
    const used = moves.map((m) => [m.kind, m.batch_id, m.quantity, m.cost]);
    expect(used).toEqual(
      expect.arrayContaining([
        ['use', oldest.id, 5, 1000],
        ['use', newer.id, 7, 1166],
        ['use', earlier.id, 3, 210],
      ]),
    );
    expect(moves).toHaveLength(3);
    expect(moves.every((m) => m.actor_id === florist.id)).toBe(true);
    expect([await leftOf(oldest.id), await leftOf(newer.id), await leftOf(gone.id)]).toEqual([0, 13, 10]);
    expect([await leftOf(earlier.id), await leftOf(later.id)]).toEqual([7, 10]);
    expect(await reservationsOf(order.id)).toEqual([]);

    // The making's trace: the batches its stems came from.
    const trace = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('record_id', '=', order.id)
      .where('action', '=', 'cooler.use')
      .execute();
    expect(trace).toHaveLength(1);
    expect(JSON.parse(trace[0]?.after ?? '{}').batches).toHaveLength(3);

    // The admin sees what it cost and earned; the florist and service do not.
    const seen = (await call<AdminOrder>(admin, `detail/${order.id}`)).body.data;
    expect(seen.stemCost).toBe(2376);
    expect(seen.margin).toBe((await goodsPaidOf(order.id)) - 2376);
    expect(seen.margin).toBe(12_900 - 2376);
    for (const who of [florist, service]) {
      const theirs = (await call<AdminOrder>(who, `detail/${order.id}`)).body.data;
      expect(theirs.stemCost).toBeUndefined();
      expect(theirs.margin).toBeUndefined();
    }
  });

  it('shows no cost for an order that used no stems', async () => {
    const order = await paidOrderHolding([]);
    expect((await call(florist, `prepare/${order.id}`)).status).toBe(200);
    expect(await movesOf(order.id)).toEqual([]);
    const seen = (await call<AdminOrder>(admin, `detail/${order.id}`)).body.data;
    expect(seen.stemCost).toBeNull();
    expect(seen.margin).toBeNull();
  });

  it('takes the stems once when an order brought back is made and sent out again', async () => {
    const rose = await aStem(t.db);
    const batch = await aBatch(t.db, rose.id, { quantity: 30, cost: 6000, use_by: dayAhead(3) });
    const order = await paidOrderHolding([{ stemId: rose.id, quantity: 9 }]);
    const courier = { courierName: '骑手老王', courierPhone: '13700000001' };
    expect((await call(florist, `prepare/${order.id}`)).status).toBe(200);
    expect((await call(florist, `dispatch/${order.id}`, courier)).status).toBe(200);
    expect((await call(admin, `bring-back/${order.id}`, { outcome: 'not-home' })).status).toBe(200);
    expect((await call(florist, `dispatch/${order.id}`, courier)).status).toBe(200);
    // And made twice by the service itself: the second finds it made.
    const making = stemMakingService(t.db);
    expect(await t.db.transaction().execute((trx) => making.make(order.id, florist.id, Date.now(), trx))).toBeNull();
    expect((await movesOf(order.id)).map((m) => [m.kind, m.quantity, m.cost])).toEqual([['use', 9, 1800]]);
    expect(await leftOf(batch.id)).toBe(21);
  });

  it('gives the last stems to one of two orders made at once and refuses the other', async () => {
    const rose = await aStem(t.db);
    const batch = await aBatch(t.db, rose.id, { quantity: 10, cost: 2000, use_by: dayAhead(3) });
    const first = await paidOrderHolding([{ stemId: rose.id, quantity: 6 }]);
    const second = await paidOrderHolding([{ stemId: rose.id, quantity: 6 }]);
    const answers = await Promise.all([first, second].map((o) => call(florist, `prepare/${o.id}`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.errCode).toBe('STEMS_SHORT');
    expect(await leftOf(batch.id)).toBe(4);
    const used = await t.db
      .selectFrom('cooler_moves')
      .select(['order_id', 'quantity'])
      .where('batch_id', '=', batch.id)
      .execute();
    expect(used.map((m) => m.quantity)).toEqual([6]);
  });

  it('takes the stems of an order sent out without being marked in the making', async () => {
    const rose = await aStem(t.db);
    const batch = await aBatch(t.db, rose.id, { quantity: 5, cost: 1000, use_by: dayAhead(3) });
    const order = await paidOrderHolding([{ stemId: rose.id, quantity: 7 }]);
    const dispatched = await call(florist, `dispatch/${order.id}`, {
      courierName: '骑手',
      courierPhone: '13700000002',
    });
    // The bouquet has left the shop: what the cooler had is taken, the shortfall is in the trace.
    expect(dispatched.status).toBe(200);
    expect((await movesOf(order.id)).map((m) => m.quantity)).toEqual([5]);
    expect(await leftOf(batch.id)).toBe(0);
    const trace = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('record_id', '=', order.id)
      .where('action', '=', 'cooler.use')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(trace.after ?? '{}').short).toEqual([expect.objectContaining({ stemId: rose.id, missing: 2 })]);
  });

  it('refuses to make an order the cooler is short for, naming the stem, unless the florist makes it anyway', async () => {
    const rose = await aStem(t.db, { name: '短缺玫瑰' });
    const batch = await aBatch(t.db, rose.id, { quantity: 4, cost: 800, use_by: dayAhead(2) });
    // A wilted batch's units are past their use-by: not counted.
    await aBatch(t.db, rose.id, { quantity: 10, cost: 2000, use_by: dayAhead(-2) });
    const order = await paidOrderHolding([{ stemId: rose.id, quantity: 10 }]);

    const refused = await call(florist, `prepare/${order.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.errCode).toBe('STEMS_SHORT');
    expect(refused.body.message).toContain('短缺玫瑰');
    expect(refused.body.message).toContain('6');
    // Nothing moved: the order waits, the batch and its reservations are as they were.
    expect(
      (await t.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirst())?.status,
    ).toBe('paid');
    expect(await leftOf(batch.id)).toBe(4);
    expect(await movesOf(order.id)).toEqual([]);
    expect(await reservationsOf(order.id)).toHaveLength(1);

    const bulk = await call<BulkOutcome>(florist, 'bulk-prepare', { ids: [order.id] });
    expect(bulk.body.data.failed).toEqual([expect.objectContaining({ id: order.id, errCode: 'STEMS_SHORT' })]);

    const anyway = await call<AdminOrder>(florist, `prepare/${order.id}`, { makeAnyway: true });
    expect(anyway.status).toBe(200);
    expect(anyway.body.data.status).toBe('preparing');
    expect((await movesOf(order.id)).map((m) => [m.kind, m.quantity, m.cost])).toEqual([['use', 4, 800]]);
    expect(await leftOf(batch.id)).toBe(0);
    expect(await reservationsOf(order.id)).toEqual([]);
  });

  it('writes off the stems of a made order refunded without them coming back', async () => {
    const rose = await aStem(t.db);
    const batch = await aBatch(t.db, rose.id, { quantity: 20, cost: 4000, use_by: dayAhead(3) });
    const order = await paidOrderHolding([{ stemId: rose.id, quantity: 6 }]);
    expect((await call(florist, `prepare/${order.id}`)).status).toBe(200);

    const refunded = await call<AdminOrder>(admin, `refund/${order.id}`, { reason: '客户取消' });
    expect(refunded.status).toBe(200);
    expect(refunded.body.data.status).toBe('refunded');
    const moves = (await movesOf(order.id)).map((m) => [m.kind, m.quantity, m.cost, m.reason]);
    expect(moves).toEqual(
      expect.arrayContaining([
        ['use', 6, 1200, null],
        ['return', -6, -1200, null],
        ['write_off', 6, 1200, 'cancelled_after_making'],
      ]),
    );
    expect(moves).toHaveLength(3);
    // The units stay out of the batch: they were thrown away.
    expect(await leftOf(batch.id)).toBe(14);
    const seen = (await call<AdminOrder>(admin, `detail/${order.id}`)).body.data;
    expect(seen.stemCost).toBe(1200);
    expect(seen.margin).toBe(-1200);

    // Undone already: nothing more to write off.
    const making = stemMakingService(t.db);
    const again = await t.db
      .transaction()
      .execute((trx) => making.unmake(order.id, { returned: true, actorId: admin.id, at: Date.now() }, trx));
    expect(again).toBeNull();
    expect(await movesOf(order.id)).toHaveLength(3);
  });

  it('puts the stems of a made order refunded back into their batches when staff say they came back', async () => {
    const rose = await aStem(t.db);
    const first = await aBatch(t.db, rose.id, { quantity: 3, cost: 900, use_by: dayAhead(2) });
    const second = await aBatch(t.db, rose.id, { quantity: 10, cost: 2000, use_by: dayAhead(4) });
    const order = await paidOrderHolding([{ stemId: rose.id, quantity: 5 }]);
    expect((await call(florist, `prepare/${order.id}`)).status).toBe(200);
    expect([await leftOf(first.id), await leftOf(second.id)]).toEqual([0, 8]);

    const refunded = await call(admin, `refund/${order.id}`, { reason: '客户取消', stemsReturned: true });
    expect(refunded.status).toBe(200);
    expect([await leftOf(first.id), await leftOf(second.id)]).toEqual([3, 10]);
    const moves = (await movesOf(order.id)).map((m) => [m.kind, m.batch_id, m.quantity, m.cost]);
    expect(moves).toEqual(
      expect.arrayContaining([
        ['return', first.id, -3, -900],
        ['return', second.id, -2, -400],
      ]),
    );
    expect(moves.filter((m) => m[0] === 'write_off')).toEqual([]);
    const seen = (await call<AdminOrder>(admin, `detail/${order.id}`)).body.data;
    expect(seen.stemCost).toBe(0);
    expect(seen.margin).toBe(0);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('record_id', '=', order.id)
      .where('action', '=', 'refund')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after ?? '{}').stemsReturned).toBe(true);
  });

  it.each([
    [false, 8],
    [true, 10],
  ])('refunds a made order through an after-sale the admin approves (stems back: %s)', async (stemsReturned, left) => {
    const rose = await aStem(t.db);
    const batch = await aBatch(t.db, rose.id, { quantity: 10, cost: 1500, use_by: dayAhead(3) });
    const order = await paidOrderHolding([{ stemId: rose.id, quantity: 2 }]);
    expect((await call(florist, `prepare/${order.id}`)).status).toBe(200);
    const member = buyers.get(order.id) as Member;
    const asked = await post<{ id: string }>(
      t.app,
      '/api/mall/after-sale/apply',
      { orderId: order.id, kind: 'refund_only', reason: 'not_wanted', amount: order.payAmount },
      member,
    );
    expect(asked.status).toBe(200);
    const queue = await post<{ list: Array<{ id: string; orderMade?: boolean }> }>(
      t.app,
      '/api/admin/after-sale/list',
      { status: 'requested', page: 1, pageSize: 100 },
      admin,
    );
    expect(queue.body.data.list.find((r) => r.id === asked.body.data.id)?.orderMade).toBe(true);
    const approved = await post(
      t.app,
      `/api/admin/after-sale/approve/${asked.body.data.id}`,
      { note: '同意', ...(stemsReturned ? { stemsReturned } : {}) },
      admin,
    );
    expect(approved.status).toBe(200);
    expect(await leftOf(batch.id)).toBe(left);
    const kinds = (await movesOf(order.id)).map((m) => m.kind).sort();
    expect(kinds).toEqual(stemsReturned ? ['return', 'use'] : ['return', 'use', 'write_off']);
    const seen = (await call<AdminOrder>(admin, `detail/${order.id}`)).body.data;
    expect(seen.stemCost).toBe(stemsReturned ? 0 : 300);
  });

  it('refunds an order not yet made without touching the cooler', async () => {
    const rose = await aStem(t.db);
    const batch = await aBatch(t.db, rose.id, { quantity: 10, cost: 2000, use_by: dayAhead(3) });
    const order = await paidOrderHolding([{ stemId: rose.id, quantity: 4 }]);
    expect((await call(admin, `refund/${order.id}`, { reason: '客户取消', stemsReturned: true })).status).toBe(200);
    expect(await movesOf(order.id)).toEqual([]);
    expect(await leftOf(batch.id)).toBe(10);
  });

  it('refuses a refund whose stems-returned answer is not yes or no', async () => {
    const order = await paidOrderHolding([]);
    const answer = await call(admin, `refund/${order.id}`, { reason: '客户取消', stemsReturned: 'maybe' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('stemsReturned');
  });
});
