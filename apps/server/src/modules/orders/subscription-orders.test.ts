import crypto from 'node:crypto';
import type { Order } from '@ffe/shared/contracts/order';
import { shopDate } from '@ffe/shared/domain/delivery-rules';
import { beforeAll, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { aBatch, aRecipe, aStem } from '../../../test/cooler';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aCouponTemplate, type Member } from '../../../test/factories';
import { ordering } from '../../../test/ordering';
import { refundsOf } from '../../../test/refunding';
import { aDelivery, aPurchase, subscriptionOrdering } from '../../../test/subscription-ordering';
import { orderRepository } from './order.repository';
import { orderPaidAlerts } from './order-paid-alerts';

describeOnEachDatabase(
  'The orders of a subscription',
  (t) => {
    const { shop, buyer, pay, missPayDeadline } = ordering(t);
    let member: Member;

    beforeAll(async () => {
      member = await buyer();
    });

    const orderRow = (id: string) =>
      t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const load = async (date: string, slot: string) =>
      (
        await t.db
          .selectFrom('delivery_slot_loads')
          .select('booked')
          .where('delivery_date', '=', date)
          .where('slot', '=', slot)
          .executeTakeFirst()
      )?.booked ?? 0;
    const stockOf = async (goodsId: string) =>
      (await t.db.selectFrom('goods').select('stock').where('id', '=', goodsId).executeTakeFirstOrThrow()).stock;

    it('places a delivery as a paid order by the system, in its slot, counted in the slot load, taking no stock', async () => {
      const s = subscriptionOrdering(t.db);
      const goodsId = await shop.goods({ stock: 5 });
      const input = aDelivery(member.id, goodsId, { date: shopDate(Date.now(), 4), slot: '12-15' });
      const before = await load(input.date, input.slot);
      const placed = await s.place(input);
      expect(placed).toMatchObject({ date: input.date, slot: '12-15' });
      const order = await orderRow(placed.orderId);
      expect(order).toMatchObject({
        status: 'paid',
        kind: 'goods',
        subscription_id: input.subscriptionId,
        subscription_number: 3,
        subscription_total: 12,
        goods_amount: 1_667,
        pay_amount: 1_667,
        delivery_fee: 0,
        coupon_id: null,
        pay_channel: 'wechat',
      });
      expect(order.paid_at).not.toBeNull();
      expect(await load(input.date, '12-15')).toBe(before + 1);
      expect(await stockOf(goodsId)).toBe(5);
      const events = await t.db.selectFrom('order_events').selectAll().where('order_id', '=', order.id).execute();
      expect(events.map((e) => [e.status, e.by])).toEqual([['paid', 'system']]);
      // Placed twice (a retried job), the second answers the first's order.
      expect((await s.place(input)).orderId).toBe(placed.orderId);
      await s.orders.announcePlaced(placed.orderId);
      expect(s.alerted).toEqual([placed.orderId]);
    });

    it('moves a delivery on a closed day to the next open day', async () => {
      const closed = shopDate(Date.now(), 5);
      const s = subscriptionOrdering(t.db, (r) => ({ ...r, closedDates: [...r.closedDates, closed] }));
      const input = aDelivery(member.id, await shop.goods(), { date: closed });
      const placed = await s.place(input);
      expect(placed).toMatchObject({ date: shopDate(Date.now(), 6), slot: '09-12' });
      expect((await orderRow(placed.orderId)).delivery_date).toBe(shopDate(Date.now(), 6));
    });

    it('moves a delivery whose slot is full to the next open slot, and counts it there', async () => {
      const date = shopDate(Date.now(), 7);
      const s = subscriptionOrdering(t.db, (r) => ({
        ...r,
        capacityOverrides: [...r.capacityOverrides, { date, slotId: '15-18', capacity: 1 }],
      }));
      const goodsId = await shop.goods();
      const first = await s.place(aDelivery(member.id, goodsId, { date, slot: '15-18' }));
      const second = await s.place(aDelivery(member.id, goodsId, { date, slot: '15-18' }));
      expect(first).toMatchObject({ date, slot: '15-18' });
      expect(second).toMatchObject({ date, slot: '18-21' });
      expect(await load(date, '15-18')).toBe(1);
      expect(await load(date, '18-21')).toBeGreaterThanOrEqual(1);
    });

    it("reserves the bouquet's stems, and holds them even when the cooler is short (the delivery is owed)", async () => {
      const s = subscriptionOrdering(t.db);
      const goodsId = await shop.goods({ stock: 3 });
      const stem = await aStem(t.db);
      await aRecipe(t.db, goodsId, null, [{ stemId: stem.id, quantity: 10 }]);
      await aBatch(t.db, stem.id, { quantity: 15, use_by: shopDate(Date.now(), 30) });
      const date = shopDate(Date.now(), 2);
      const held = async (orderId: string) =>
        t.db.selectFrom('cooler_reservations').selectAll().where('order_id', '=', orderId).execute();
      const one = await s.place(aDelivery(member.id, goodsId, { date }));
      const two = await s.place(aDelivery(member.id, goodsId, { date }));
      expect(two.date).toBe(date);
      for (const placed of [one, two]) {
        expect((await held(placed.orderId)).map((r) => [r.stem_id, r.quantity, r.delivery_date])).toEqual([
          [stem.id, 10, date],
        ]);
        const lines = await t.db.selectFrom('order_lines').selectAll().where('order_id', '=', placed.orderId).execute();
        expect(lines.map((l) => [l.goods_id, l.quantity, l.price, l.from_cooler])).toEqual([[goodsId, 1, 1_667, 1]]);
      }
      expect(await stockOf(goodsId)).toBe(3);
    });

    it('refuses a delivery no day of the horizon can take', async () => {
      const s = subscriptionOrdering(t.db, (r) => ({ ...r, slots: r.slots.map((slot) => ({ ...slot, capacity: 0 })) }));
      const input = aDelivery(member.id, await shop.goods());
      await expect(s.place(input)).rejects.toMatchObject({
        errCode: 'DELIVERY_SLOT_UNAVAILABLE',
      });
    });

    it('makes a purchase order that is paid through the sandbox like any order, taking and giving back no stock', async () => {
      const s = subscriptionOrdering(t.db);
      const goodsId = await shop.goods({ stock: 4 });
      const input = aPurchase(member.id, goodsId);
      const made = await s.inTransaction((trx) => s.orders.placePurchase(input, trx));
      expect(made.payCents).toBe(19_900);
      expect(await orderRow(made.orderId)).toMatchObject({
        kind: 'subscription',
        status: 'pending_payment',
        subscription_id: input.subscriptionId,
        goods_amount: 19_900,
        pay_amount: 19_900,
        idempotency_key: `subscription:${input.idempotencyKey}`,
      });
      const slot = await load(input.deliveryDate, input.deliverySlot);
      const paid = await pay(member, made.orderId);
      expect(paid.status).toBe('paid');
      expect(await stockOf(goodsId)).toBe(4);
      expect(await load(input.deliveryDate, input.deliverySlot)).toBe(slot);
      // The same key answers the same order.
      expect((await s.inTransaction((trx) => s.orders.placePurchase(input, trx))).orderId).toBe(made.orderId);

      const unpaid = await s.inTransaction((trx) => s.orders.placePurchase(aPurchase(member.id, goodsId), trx));
      expect((await missPayDeadline(member, unpaid.orderId)).status).toBe('cancelled');
      expect(await stockOf(goodsId)).toBe(4);
      expect(await load(input.deliveryDate, input.deliverySlot)).toBe(slot);
    });

    it('holds the coupon for the purchase, pays the price less its discount and uses the coupon once paid', async () => {
      const s = subscriptionOrdering(t.db);
      const template = await aCouponTemplate(t.db, { amount_off: 2_000 });
      const couponId = `coupon-${crypto.randomUUID()}`;
      const at = Date.now();
      await t.db
        .insertInto('coupons')
        .values({
          id: couponId,
          template_id: template.id,
          user_id: member.id,
          status: 'unused',
          order_id: null,
          starts_at: at - 1_000,
          expires_at: at + 86_400_000,
          claimed_at: at - 1_000,
          used_at: null,
        })
        .execute();
      const coupon = { id: couponId, name: template.name, discountCents: 2_000 };
      const input = aPurchase(member.id, await shop.goods(), { coupon });
      const made = await s.inTransaction((trx) => s.orders.placePurchase(input, trx));
      expect(made.payCents).toBe(17_900);
      expect(await orderRow(made.orderId)).toMatchObject({
        discount_amount: 2_000,
        pay_amount: 17_900,
        coupon_id: couponId,
      });
      const couponRow = () =>
        t.db.selectFrom('coupons').selectAll().where('id', '=', couponId).executeTakeFirstOrThrow();
      expect(await couponRow()).toMatchObject({ status: 'held', order_id: made.orderId });
      await pay(member, made.orderId);
      expect(await couponRow()).toMatchObject({ status: 'used', order_id: made.orderId });
      // Held by a paid order, the coupon pays for no other plan.
      const again = aPurchase(member.id, input.goodsId, { coupon });
      await expect(s.inTransaction((trx) => s.orders.placePurchase(again, trx))).rejects.toMatchObject({
        errCode: 'COUPON_NOT_USABLE',
      });
    });

    it("tells staff of a placed delivery as a new paid order, never of a plan's purchase", async () => {
      const pushed: string[] = [];
      const alerts = orderPaidAlerts({
        orderRepo: orderRepository(t.db),
        pushToPermitted: async (_permission, frame) =>
          void pushed.push(frame.type === 'order-paid' ? frame.data.orderId : ''),
      });
      const s = subscriptionOrdering(t.db);
      const goodsId = await shop.goods();
      const purchase = await s.inTransaction((trx) => s.orders.placePurchase(aPurchase(member.id, goodsId), trx));
      await pay(member, purchase.orderId);
      const delivery = await s.place(aDelivery(member.id, goodsId));
      await alerts.orderPaid(purchase.orderId);
      await alerts.orderPaid(delivery.orderId);
      expect(pushed).toEqual([delivery.orderId]);
    });

    it("answers a gift's purchase order, which has no date yet, to its buyer", async () => {
      const s = subscriptionOrdering(t.db);
      const gift = aPurchase(member.id, await shop.goods(), { deliveryDate: '', deliverySlot: '' });
      const made = await s.inTransaction((trx) => s.orders.placePurchase(gift, trx));
      const answer = await post<Order>(t.app, `/api/mall/order/detail/${made.orderId}`, {}, member);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({
        kind: 'subscription',
        payAmount: 199,
        deliveryDate: shopDate(Date.now()),
      });
    });

    it('gives back shares of a paid plan to the cent, never beyond what was paid, refunded when all is back', async () => {
      const s = subscriptionOrdering(t.db);
      const input = aPurchase(member.id, await shop.goods(), { priceCents: 5_000 });
      const made = await s.inTransaction((trx) => s.orders.placePurchase(input, trx));
      await pay(member, made.orderId);
      const refund = (cents: number) => s.inTransaction((trx) => s.orders.refundPurchase(made.orderId, cents, trx));
      await refund(1_667);
      expect(await orderRow(made.orderId)).toMatchObject({ status: 'paid', refunded_amount: 1_667 });
      await expect(refund(3_334)).rejects.toMatchObject({ errCode: 'SUBSCRIPTION_REFUND_TOO_HIGH' });
      expect((await orderRow(made.orderId)).refunded_amount).toBe(1_667);
      const last = await refund(3_333);
      expect(await orderRow(made.orderId)).toMatchObject({ status: 'refunded', refunded_amount: 5_000 });
      const recorded = await refundsOf(t.db, made.orderId);
      expect(recorded.map((r) => [r.amount, r.reason])).toEqual([
        [1_667, 'subscription-cancelled'],
        [3_333, 'subscription-cancelled'],
      ]);
      expect(recorded.map((r) => r.id)).toContain(last);
      await expect(refund(1)).rejects.toMatchObject({ errCode: 'SUBSCRIPTION_REFUND_TOO_HIGH' });
    });

    it('refunds only purchase orders', async () => {
      const s = subscriptionOrdering(t.db);
      const placed = await s.place(aDelivery(member.id, 'no-goods-needed'));
      await expect(s.inTransaction((trx) => s.orders.refundPurchase(placed.orderId, 100, trx))).rejects.toMatchObject({
        status: 404,
      });
    });
  },
  { env: { ORDER_SWEEP_MS: '50' } },
);
