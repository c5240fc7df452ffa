import type { GoodsComment } from '@ffe/shared/contracts/catalogue';
import type { Coupon } from '@ffe/shared/contracts/coupon';
import type { Portal } from '@ffe/shared/contracts/member';
import type { Order, OrderQuote } from '@ffe/shared/contracts/order';
import { type OrderStatus, orderStatuses } from '@ffe/shared/domain/order-state';
import { beforeAll, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aCouponTemplate, type Member, type SignedInStaff } from '../../../test/factories';
import { eventually, ordering } from '../../../test/ordering';

const DAY = 86_400_000;

describeOnEachDatabase(
  'The order state table',
  (t) => {
    const { buyer, anOrder, pay, detail, startPayment } = ordering(t);
    let staff: SignedInStaff;
    const asStaff = (path: string, id: string) => post<Order>(t.app, `/api/mall/staff/order/${path}/${id}`, {}, staff);

    beforeAll(async () => {
      staff = await t.staff('admin');
      // The old staff routes take no photo: the state table runs with the delivered-photo rule off.
      const { version } = (await post<{ version: number }>(t.app, '/api/admin/delivery/settings', {}, staff)).body.data;
      const off = { deliveredPhotoRequired: false, version };
      expect((await post(t.app, '/api/admin/delivery/settings/update', off, staff)).status).toBe(200);
    });

    /** A fresh order of `member`, brought to `state` by the calls a customer and staff make. */
    async function orderIn(member: Member, state: OrderStatus): Promise<Order> {
      const { order } = await anOrder(member);
      if (state === 'pending_payment') return order;
      if (state === 'cancelled')
        return (await post<Order>(t.app, `/api/mall/order/cancel/${order.id}`, {}, member)).body.data;
      await pay(member, order.id);
      if (state === 'paid') return detail(member, order.id);
      if (state === 'preparing') {
        await post(t.app, `/api/admin/order/prepare/${order.id}`, {}, staff);
        return detail(member, order.id);
      }
      if (state === 'refunded') return (await asStaff('cancel', order.id)).body.data;
      if (state === 'refunding') {
        // Asking an after-sale refund is the after-sale module's; the state is all this table needs.
        await t.db.updateTable('orders').set({ status: 'refunding' }).where('id', '=', order.id).execute();
        return detail(member, order.id);
      }
      await asStaff('dispatch', order.id);
      if (state === 'delivering') return detail(member, order.id);
      await asStaff('deliver', order.id);
      if (state === 'received') return detail(member, order.id);
      const lines = (await detail(member, order.id)).lines;
      await post(
        t.app,
        '/api/mall/order/comment',
        { orderId: order.id, comments: lines.map((l) => ({ lineId: l.id, rating: 5, content: '好' })) },
        member,
      );
      return detail(member, order.id);
    }

    const actions: Record<string, { allowedFrom: OrderStatus[]; call: (m: Member, o: Order) => Promise<number> }> = {
      'customer cancels': {
        allowedFrom: ['pending_payment'],
        call: async (m, o) => (await post(t.app, `/api/mall/order/cancel/${o.id}`, {}, m)).status,
      },
      'customer pays': {
        allowedFrom: ['pending_payment'],
        call: async (m, o) =>
          (await post(t.app, '/api/mall/pay/create', { orderId: o.id, channel: 'alipay' }, m)).status,
      },
      'customer confirms receipt': {
        allowedFrom: ['delivering'],
        call: async (m, o) => (await post(t.app, `/api/mall/order/receive/${o.id}`, {}, m)).status,
      },
      'customer comments': {
        allowedFrom: ['received'],
        call: async (m, o) =>
          (
            await post(
              t.app,
              '/api/mall/order/comment',
              { orderId: o.id, comments: o.lines.map((l) => ({ lineId: l.id, rating: 4, content: '不错' })) },
              m,
            )
          ).status,
      },
      'staff start preparing': {
        allowedFrom: ['paid'],
        call: async (_m, o) => (await post(t.app, `/api/admin/order/prepare/${o.id}`, {}, staff)).status,
      },
      'staff dispatches': {
        allowedFrom: ['paid', 'preparing'],
        call: async (_m, o) => (await asStaff('dispatch', o.id)).status,
      },
      'staff marks delivered': {
        allowedFrom: ['delivering'],
        call: async (_m, o) => (await asStaff('deliver', o.id)).status,
      },
      'staff cancels': {
        allowedFrom: ['pending_payment', 'paid', 'preparing'],
        call: async (_m, o) => (await asStaff('cancel', o.id)).status,
      },
    };
    const cases = Object.entries(actions).flatMap(([name, action]) =>
      orderStatuses.map((state) => [name, state, action.allowedFrom.includes(state) ? 200 : 409] as const),
    );

    it.each(cases)('%s: from %s answers %i', async (name, state, expected) => {
      const member = await buyer();
      const order = await orderIn(member, state);
      expect(order.status).toBe(state);
      const action = actions[name];
      if (!action) throw new Error(name);
      expect(await action.call(member, order)).toBe(expected);
    });

    it('records each step of a delivered order in its timeline', async () => {
      const member = await buyer();
      const order = await orderIn(member, 'completed');
      expect(order.timeline.map((e) => [e.status, e.by])).toEqual([
        ['pending_payment', 'customer'],
        ['paid', 'system'],
        ['delivering', 'staff'],
        ['received', 'staff'],
        ['completed', 'customer'],
      ]);
    });

    it('keeps staff calls from customers and every order from other members', async () => {
      const [ann, bob] = await Promise.all([buyer(), buyer()]);
      const { order } = await anOrder(ann);
      for (const call of ['detail', 'cancel', 'receive']) {
        expect((await post(t.app, `/api/mall/order/${call}/${order.id}`, {}, bob)).status).toBe(404);
      }
      expect((await post(t.app, '/api/mall/pay/create', { orderId: order.id, channel: 'wechat' }, bob)).status).toBe(
        404,
      );
      const paymentId = await startPayment(ann, order.id);
      expect((await post(t.app, '/api/mall/pay/status', { paymentId }, bob)).status).toBe(404);
      const list = await post<{ list: Order[] }>(t.app, '/api/mall/order/list', {}, bob);
      expect(list.body.data.list).toEqual([]);
      expect((await post(t.app, `/api/mall/staff/order/dispatch/${order.id}`, {}, ann)).status).toBe(403);
    });

    it('lists orders newest first on the tab asked for, and counts them on my account', async () => {
      const member = await buyer();
      const unpaid = await orderIn(member, 'pending_payment');
      const paid = await orderIn(member, 'paid');
      const delivering = await orderIn(member, 'delivering');

      const all = await post<{ list: Order[]; total: number }>(t.app, '/api/mall/order/list', {}, member);
      expect(all.body.data.list.map((o) => o.id)).toEqual([delivering.id, paid.id, unpaid.id]);
      const toPay = await post<{ list: Order[]; total: number }>(
        t.app,
        '/api/mall/order/list',
        { status: 'pending_payment' },
        member,
      );
      expect(toPay.body.data).toMatchObject({ total: 1, list: [{ id: unpaid.id }] });

      const portal = await post<Portal>(t.app, '/api/member/portal', {}, member);
      expect(portal.body.data.orderCounts).toEqual({
        pendingPayment: 1,
        paid: 1,
        delivering: 1,
        toReview: 0,
        afterSale: 0,
      });
    });

    it("shows a comment on the goods' comment list, anonymous ones masked", async () => {
      const member = await buyer();
      const order = await orderIn(member, 'received');
      const lineId = order.lines[0]?.id;
      const commented = await post<Order>(
        t.app,
        '/api/mall/order/comment',
        { orderId: order.id, comments: [{ lineId, rating: 5, content: '花很新鲜，女朋友很喜欢', anonymous: true }] },
        member,
      );
      expect(commented.body.data.status).toBe('completed');

      const goodsId = order.lines[0]?.goodsId;
      const comments = await post<{ list: GoodsComment[] }>(t.app, `/api/mall/comment/search/${goodsId}`, {});
      expect(comments.body.data.list[0]).toMatchObject({
        content: '花很新鲜，女朋友很喜欢',
        anonymous: true,
        rating: 5,
      });
      expect(comments.body.data.list[0]?.nickname).not.toBe(member.user.nickname);

      const commentId = comments.body.data.list[0]?.id;
      const reply = await post(t.app, `/api/mall/staff/comment/reply/${commentId}`, { reply: '感谢您的喜欢' }, staff);
      expect(reply.status).toBe(200);
      const again = await post<{ list: GoodsComment[] }>(t.app, `/api/mall/comment/search/${goodsId}`, {});
      expect(again.body.data.list[0]?.reply).toBe('感谢您的喜欢');

      const twice = await post(
        t.app,
        '/api/mall/order/comment',
        { orderId: order.id, comments: [{ lineId, rating: 1, content: '再评一次' }] },
        member,
      );
      expect(twice.status).toBe(409);
    });
  },
  // As many as a slot may hold (the settings' bound), so the table's orders never fill one and its settings save.
  { env: { DELIVERY_SLOT_CAPACITY: '999' } },
);

describeOnEachDatabase(
  'Coupons on orders',
  (t) => {
    const { buyer, shop, placeOrder, pay } = ordering(t);

    async function memberWithCoupon() {
      const member = await buyer();
      const template = await aCouponTemplate(t.db, { amount_off: 2_000, min_spend: 5_000 });
      const claimed = await post<Coupon>(t.app, `/api/mall/coupon/claim/${template.id}`, {}, member);
      return { member, coupon: claimed.body.data };
    }

    it('holds the coupon for an unpaid order, releases it on cancel, and uses it once', async () => {
      const { member, coupon } = await memberWithCoupon();
      const goodsId = await shop.goods({ sale_price: 9_900, stock: 10 });
      const lines = [{ goodsId, quantity: 1 }];

      const first = await placeOrder(member, lines, { couponId: coupon.id });
      expect(first.body.data).toMatchObject({
        discountAmount: 20,
        deliveryFee: 0,
        payAmount: 79,
        couponName: coupon.name,
      });
      const held = await placeOrder(member, lines, { couponId: coupon.id });
      expect(held.status).toBe(409);
      expect(held.body.errCode).toBe('COUPON_NOT_USABLE');

      await post(t.app, `/api/mall/order/cancel/${first.body.data.id}`, {}, member);
      const second = await placeOrder(member, lines, { couponId: coupon.id });
      expect(second.status).toBe(200);
      await pay(member, second.body.data.id);

      const used = await post<{ list: Coupon[] }>(t.app, '/api/mall/coupon/mine', { state: 'used' }, member);
      expect(used.body.data.list.map((c) => c.id)).toEqual([coupon.id]);
      const third = await placeOrder(member, lines, { couponId: coupon.id });
      expect(third.status).toBe(409);
    });

    it('lets two racing orders hold one coupon only once', async () => {
      const { member, coupon } = await memberWithCoupon();
      const goodsId = await shop.goods({ sale_price: 9_900, stock: 10 });
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => placeOrder(member, [{ goodsId, quantity: 1 }], { couponId: coupon.id })),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    });

    it("answers 404 for another member's coupon", async () => {
      const { coupon } = await memberWithCoupon();
      const other = await buyer();
      const goodsId = await shop.goods({ sale_price: 9_900 });
      const quote = await post<OrderQuote>(
        t.app,
        '/api/mall/order/confirm',
        { lines: [{ goodsId, quantity: 1 }], couponId: coupon.id },
        other,
      );
      expect(quote.status).toBe(404);
    });
  },
  { env: { DELIVERY_SLOT_CAPACITY: '100000' } },
);

describeOnEachDatabase(
  'The order scheduler',
  (t) => {
    const { buyer, anOrder, pay, detail, missPayDeadline } = ordering(t);

    it('cancels an unpaid order after its deadline and gives its stock back', async () => {
      const member = await buyer();
      const { order, goodsId } = await anOrder(member, 3);
      const swept = await missPayDeadline(member, order.id);
      expect(swept.timeline.at(-1)).toMatchObject({ status: 'cancelled', by: 'system' });
      const goods = await t.db.selectFrom('goods').select('stock').where('id', '=', goodsId).executeTakeFirstOrThrow();
      expect(goods.stock).toBe(50);
    });

    it('confirms receipt and completes orders by themselves after 7 days', async () => {
      const staff = await t.staff('admin');
      const member = await buyer();
      const { order } = await anOrder(member);
      await pay(member, order.id);
      await post(t.app, `/api/mall/staff/order/dispatch/${order.id}`, {}, staff);
      await t.db
        .updateTable('orders')
        .set({ dispatched_at: Date.now() - 7 * DAY - 1 })
        .where('id', '=', order.id)
        .execute();
      await eventually(
        () => detail(member, order.id),
        (o) => o.status === 'received',
      );
      await t.db
        .updateTable('orders')
        .set({ received_at: Date.now() - 7 * DAY - 1 })
        .where('id', '=', order.id)
        .execute();
      const done = await eventually(
        () => detail(member, order.id),
        (o) => o.status === 'completed',
      );
      expect(done.timeline.slice(-2).map((e) => e.by)).toEqual(['system', 'system']);
    });
  },
  { env: { ORDER_SWEEP_MS: '50' } },
);
