import { DELIVERY_SLOTS } from '@ffe/shared/constants';
import type { AdminOrder } from '@ffe/shared/contracts/admin-orders';
import type { Coupon } from '@ffe/shared/contracts/coupon';
import type { UpdateDeliverySettingsRequest } from '@ffe/shared/contracts/delivery-settings';
import type { Order, OrderChangeOptions } from '@ffe/shared/contracts/order';
import { shopDate } from '@ffe/shared/domain/delivery-rules';
import { beforeEach, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aCouponTemplate, type Member, type SignedInStaff } from '../../../test/factories';
import { ordering, recipient } from '../../../test/ordering';

/** The settings each test starts from; a test changes only what it is about. */
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

/** The buyers' address is in Xuhui (see `recipient`). */
const xuhui = { province: '上海市', city: '上海市', district: '徐汇区', fee: 10, freeFrom: 99, minOrder: 0 };

const dayAhead = (n: number) => shopDate(Date.now(), n);

describeOnEachDatabase('A paid order the florist has not started', (t) => {
  const { shop, buyer, placeOrder, pay, detail } = ordering(t);
  let admin: SignedInStaff;
  let florist: SignedInStaff;

  const settle = async (change: Partial<UpdateDeliverySettingsRequest>) => {
    const answer = await post(t.app, '/api/admin/delivery/settings/update', { ...standard, ...change }, admin);
    expect(answer.status).toBe(200);
  };

  beforeEach(async () => {
    admin = await t.staff('admin');
    florist = await t.staff('florist');
    await settle({});
  });

  const cancelPaid = (member: Member, id: string) => post<Order>(t.app, `/api/mall/order/cancelPaid/${id}`, {}, member);
  const change = (member: Member, id: string, body: object) =>
    post<Order>(t.app, `/api/mall/order/change/${id}`, body, member);
  const prepare = (id: string) => post<AdminOrder>(t.app, `/api/admin/order/prepare/${id}`, {}, florist);

  /** A paid order of one goods (¥129, stock 10) for the day after tomorrow, 09:00–12:00, unless `extra` says otherwise. */
  async function paidOrder(member: Member, extra: object = {}) {
    const goodsId = await shop.goods({ stock: 10, sale_price: 12_900 });
    const placed = await placeOrder(member, [{ goodsId, quantity: 1 }], {
      deliveryDate: dayAhead(2),
      deliverySlot: '09-12',
      ...extra,
    });
    expect(placed.status).toBe(200);
    await pay(member, placed.body.data.id);
    return { order: placed.body.data, goodsId };
  }

  const stockOf = async (goodsId: string) =>
    (await t.db.selectFrom('goods').select('stock').where('id', '=', goodsId).executeTakeFirstOrThrow()).stock;
  const bookedIn = async (date: string, slot: string) =>
    (
      await t.db
        .selectFrom('delivery_slot_loads')
        .select('booked')
        .where('delivery_date', '=', date)
        .where('slot', '=', slot)
        .executeTakeFirst()
    )?.booked ?? 0;
  const refundsOf = (orderId: string) =>
    t.db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).execute();
  const rowOf = (orderId: string) =>
    t.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();

  it('cancels with the whole amount refunded at once, and gives back the stock, the slot and the coupon', async () => {
    const member = await buyer();
    const template = await aCouponTemplate(t.db, { amount_off: 2_000, min_spend: 5_000 });
    const coupon = (await post<Coupon>(t.app, `/api/mall/coupon/claim/${template.id}`, {}, member)).body.data;
    const date = dayAhead(4);
    const { order, goodsId } = await paidOrder(member, { couponId: coupon.id, deliveryDate: date });
    expect(await stockOf(goodsId)).toBe(9);
    expect(await bookedIn(date, '09-12')).toBe(1);

    const cancelled = await cancelPaid(member, order.id);

    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'refunded', payAmount: 109, refundedAmount: 109 });
    expect(cancelled.body.data.timeline.at(-1)).toMatchObject({ status: 'refunded', by: 'customer' });
    const refunds = await refundsOf(order.id);
    expect(refunds).toEqual([
      expect.objectContaining({ amount: 10_900, reason: 'order-cancelled', status: 'succeeded' }),
    ]);
    expect(await stockOf(goodsId)).toBe(10);
    expect(await bookedIn(date, '09-12')).toBe(0);
    const unused = await post<{ list: Coupon[] }>(t.app, '/api/mall/coupon/mine', { state: 'unused' }, member);
    expect(unused.body.data.list.map((c) => c.id)).toEqual([coupon.id]);
  });

  it('refuses to cancel or change once the florist started, refunding and changing nothing', async () => {
    const member = await buyer();
    const { order } = await paidOrder(member);
    expect((await prepare(order.id)).status).toBe(200);

    const cancelled = await cancelPaid(member, order.id);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.errCode).toBe('ORDER_ALREADY_PREPARING');
    const changed = await change(member, order.id, { cardMessage: '晚点到也没关系' });
    expect(changed.status).toBe(409);
    expect(changed.body.errCode).toBe('ORDER_ALREADY_PREPARING');
    expect(await refundsOf(order.id)).toEqual([]);
    expect(await detail(member, order.id)).toMatchObject({ status: 'preparing', refundedAmount: 0, cardMessage: '' });
  });

  it('does not cancel an unpaid order this way', async () => {
    const member = await buyer();
    const goodsId = await shop.goods();
    const placed = await placeOrder(member, [{ goodsId, quantity: 1 }]);
    const answer = await cancelPaid(member, placed.body.data.id);
    expect(answer.status).toBe(409);
    expect(answer.body.errCode).toBe('ORDER_STATUS_CONFLICT');
  });

  it("never reaches another member's order", async () => {
    const [ann, bob] = await Promise.all([buyer(), buyer()]);
    const { order } = await paidOrder(ann);

    expect((await cancelPaid(bob, order.id)).status).toBe(404);
    expect((await change(bob, order.id, { cardMessage: '是我' })).status).toBe(404);
    expect((await post(t.app, `/api/mall/order/changeOptions/${order.id}`, {}, bob)).status).toBe(404);
    const bobs = (await post<{ list: Array<{ id: string }> }>(t.app, '/api/member/address/list', {}, bob)).body.data;
    const withBobsAddress = await change(ann, order.id, { addressId: bobs.list[0]?.id });
    expect(withBobsAddress.status).toBe(404);
    expect(await detail(ann, order.id)).toMatchObject({ status: 'paid', cardMessage: '', recipient });
    expect(await refundsOf(order.id)).toEqual([]);
  });

  it('lets exactly one of a cancel and the florist starting win, with at most one refund', async () => {
    for (let round = 0; round < 4; round++) {
      const member = await buyer();
      const { order } = await paidOrder(member);
      const [cancelled, prepared] = await Promise.all([cancelPaid(member, order.id), prepare(order.id)]);
      expect([cancelled.status, prepared.status].sort()).toEqual([200, 409]);
      if (cancelled.status === 409) expect(cancelled.body.errCode).toBe('ORDER_ALREADY_PREPARING');
      const row = await rowOf(order.id);
      expect(row.status).toBe(cancelled.status === 200 ? 'refunded' : 'preparing');
      expect(await refundsOf(order.id)).toHaveLength(cancelled.status === 200 ? 1 : 0);
    }
  });

  it('cancels once when asked twice at once: one refund', async () => {
    const member = await buyer();
    const { order, goodsId } = await paidOrder(member);
    const answers = await Promise.all([cancelPaid(member, order.id), cancelPaid(member, order.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect((await rowOf(order.id)).refunded_amount).toBe(12_900);
    expect(await stockOf(goodsId)).toBe(10);
  });

  it('changes the recipient, address, slot and card message, moving the booking, and says so in the timeline', async () => {
    const member = await buyer();
    const from = dayAhead(2);
    const to = dayAhead(3);
    const { order } = await paidOrder(member);
    const [fromBefore, toBefore] = [await bookedIn(from, '09-12'), await bookedIn(to, '15-18')];
    const added = await post<{ id: string }>(
      t.app,
      '/api/member/address/add',
      { ...recipient, recipient: '王先生', phone: '13900002222', detail: '天钥桥路1号' },
      member,
    );
    expect(added.status).toBe(200);
    type Listed = { list: Array<{ id: string; recipient: string }> };
    const addresses = (await post<Listed>(t.app, '/api/member/address/list', {}, member)).body.data;
    const wang = addresses.list.find((a) => a.recipient === '王先生');

    const options = await post<OrderChangeOptions>(t.app, `/api/mall/order/changeOptions/${order.id}`, {}, member);
    expect(options.status).toBe(200);
    expect(options.body.data.days.find((d) => d.date === to)?.slots.map((s) => s.id)).toContain('15-18');

    const changed = await change(member, order.id, {
      addressId: wang?.id,
      deliveryDate: to,
      deliverySlot: '15-18',
      cardMessage: '生日快乐',
    });

    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      status: 'paid',
      recipient: { name: '王先生', phone: '13900002222', detail: '天钥桥路1号' },
      deliveryDate: to,
      deliverySlot: '15-18',
      cardMessage: '生日快乐',
      payAmount: 129,
    });
    expect(await bookedIn(from, '09-12')).toBe(fromBefore - 1);
    expect(await bookedIn(to, '15-18')).toBe(toBefore + 1);
    const step = changed.body.data.timeline.at(-1);
    expect(step).toMatchObject({ status: 'paid', by: 'customer' });
    expect(step?.changes?.map((c) => c.field)).toEqual(['recipient', 'address', 'delivery', 'cardMessage']);
    expect(step?.changes?.find((c) => c.field === 'delivery')).toEqual({
      field: 'delivery',
      from: `${from} 09-12`,
      to: `${to} 15-18`,
    });

    // The console reads the new values and the step.
    const console = await post<AdminOrder>(t.app, `/api/admin/order/detail/${order.id}`, {}, admin);
    expect(console.body.data).toMatchObject({ deliveryDate: to, deliverySlot: '15-18', cardMessage: '生日快乐' });
    expect(console.body.data.timeline.at(-1)?.changes).toHaveLength(4);
    const listed = await post<{ list: Array<{ id: string }> }>(
      t.app,
      '/api/admin/order/list',
      { deliveryDate: to, slot: '15-18' },
      admin,
    );
    expect(listed.body.data.list.map((o) => o.id)).toContain(order.id);

    // Asking again for what it already says adds no step.
    const again = await change(member, order.id, { cardMessage: '生日快乐' });
    expect(again.body.data.timeline).toHaveLength(changed.body.data.timeline.length);
  });

  it('refuses bad input naming the field, changing nothing', async () => {
    const member = await buyer();
    const { order } = await paidOrder(member);
    const cases: Array<[object, string]> = [
      [{ recipient: { ...recipient, phone: '123' } }, 'recipient.phone'],
      [{ deliveryDate: dayAhead(3) }, 'deliverySlot'],
      [{ deliveryDate: 'tomorrow', deliverySlot: '09-12' }, 'deliveryDate'],
      [{ cardMessage: 'x'.repeat(201) }, 'cardMessage'],
      [{}, 'cardMessage'],
    ];
    for (const [body, field] of cases) {
      const answer = await change(member, order.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toContain(field);
    }
    expect(await detail(member, order.id)).toMatchObject({ recipient, cardMessage: '', deliveryDate: dayAhead(2) });
  });

  it('answers 409 for a full slot and keeps the order in its own', async () => {
    const to = dayAhead(6);
    await settle({ capacityOverrides: [{ date: to, slotId: '15-18', capacity: 1 }] });
    const [ann, bob] = await Promise.all([buyer(), buyer()]);
    await paidOrder(bob, { deliveryDate: to, deliverySlot: '15-18' });
    const { order } = await paidOrder(ann);
    const ownBefore = await bookedIn(dayAhead(2), '09-12');

    const answer = await change(ann, order.id, { deliveryDate: to, deliverySlot: '15-18', cardMessage: '你好' });

    expect(answer.status).toBe(409);
    expect(answer.body.errCode).toBe('DELIVERY_SLOT_FULL');
    expect(await detail(ann, order.id)).toMatchObject({
      deliveryDate: dayAhead(2),
      deliverySlot: '09-12',
      cardMessage: '',
    });
    expect(await bookedIn(dayAhead(2), '09-12')).toBe(ownBefore);
    expect(await bookedIn(to, '15-18')).toBe(1);
  });

  it('gives the last place of a slot to one of two orders moving into it at once', async () => {
    const to = dayAhead(5);
    await settle({ capacityOverrides: [{ date: to, slotId: '18-21', capacity: 1 }] });
    const [ann, bob] = await Promise.all([buyer(), buyer()]);
    const [a, b] = await Promise.all([paidOrder(ann), paidOrder(bob)]);
    const answers = await Promise.all([
      change(ann, a.order.id, { deliveryDate: to, deliverySlot: '18-21' }),
      change(bob, b.order.id, { deliveryDate: to, deliverySlot: '18-21' }),
    ]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    expect(await bookedIn(to, '18-21')).toBe(1);
  });

  it('moves only to an address in a delivery zone at the fee that was paid', async () => {
    const member = await buyer();
    const { order } = await paidOrder(member);
    await settle({
      zones: [xuhui, { ...xuhui, district: '黄浦区', fee: 20, freeFrom: 500 }, { ...xuhui, district: '静安区' }],
    });

    const outside = await change(member, order.id, { recipient: { ...recipient, district: '浦东新区' } });
    expect(outside.status).toBe(409);
    expect(outside.body.errCode).toBe('DELIVERY_AREA_NOT_SERVED');
    expect(outside.body.message).toContain('浦东新区');
    const dearer = await change(member, order.id, { recipient: { ...recipient, district: '黄浦区' } });
    expect(dearer.status).toBe(409);
    expect(dearer.body.errCode).toBe('ORDER_CHANGE_PRICE_DIFFERS');
    expect(dearer.body.message).toContain('address');

    const sameFee = await change(member, order.id, { recipient: { ...recipient, district: '静安区' } });
    expect(sameFee.status).toBe(200);
    expect(sameFee.body.data.recipient.district).toBe('静安区');
  });

  it('lets the florist start while a change is made: a change lands before the start or not at all', async () => {
    for (let round = 0; round < 3; round++) {
      const member = await buyer();
      const { order } = await paidOrder(member);
      const [changed, prepared] = await Promise.all([
        change(member, order.id, { cardMessage: `第${round}次` }),
        prepare(order.id),
      ]);
      expect(prepared.status).toBe(200);
      const after = await detail(member, order.id);
      expect(after.status).toBe('preparing');
      if (changed.status === 200) {
        expect(after.cardMessage).toBe(`第${round}次`);
        expect(after.timeline.map((s) => s.status).slice(-2)).toEqual(['paid', 'preparing']);
      } else {
        expect(changed.body.errCode).toBe('ORDER_ALREADY_PREPARING');
        expect(after.cardMessage).toBe('');
      }
    }
  });
});
