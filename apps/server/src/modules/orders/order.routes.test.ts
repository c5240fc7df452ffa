import crypto from 'node:crypto';
import type { Order, OrderQuote } from '@ffe/shared/contracts/order';
import { expect, it } from 'vitest';
import { itAsksVisitorsToLogIn, post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aCouponTemplate, type Member } from '../../../test/factories';
import { ordering, recipient } from '../../../test/ordering';

describeOnEachDatabase(
  'Order confirmation and creation',
  (t) => {
    const { shop, buyer, placeOrder, detail } = ordering(t);
    const key = () => crypto.randomUUID();

    itAsksVisitorsToLogIn(t, '/api/mall/order/', [
      'confirm',
      'create',
      'list',
      'detail/x',
      'cancel/x',
      'receive/x',
      'comment',
    ]);

    it('prices the lines as the shop sells them, with delivery and the best coupon', async () => {
      const member = await buyer();
      const rose = await shop.goods({ sale_price: 5_900, stock: 5 });
      const lily = await shop.goods({ sale_price: 2_900, stock: 5 });
      const small = await aCouponTemplate(t.db, { amount_off: 500, min_spend: 5_000 });
      const large = await aCouponTemplate(t.db, { amount_off: 1_500, min_spend: 8_000 });
      const tooHigh = await aCouponTemplate(t.db, { amount_off: 5_000, min_spend: 50_000 });
      for (const tpl of [small, large, tooHigh]) await post(t.app, `/api/mall/coupon/claim/${tpl.id}`, {}, member);

      const quote = await post<OrderQuote>(
        t.app,
        '/api/mall/order/confirm',
        {
          lines: [
            { goodsId: rose, quantity: 1 },
            { goodsId: lily, quantity: 1 },
          ],
        },
        member,
      );

      expect(quote.status).toBe(200);
      const q = quote.body.data;
      expect(q.goodsAmount).toBe(88);
      expect(q.deliveryFee).toBe(10);
      expect(q.discountAmount).toBe(15);
      expect(q.payAmount).toBe(83);
      expect(q.coupons.usable.map((c) => c.discount)).toEqual(expect.arrayContaining([5, 15]));
      expect(q.coupons.unusable).toEqual([expect.objectContaining({ reason: 'belowMinimum' })]);
      expect(q.address?.recipient).toBe(recipient.name);
      expect(q.payable).toBe(true);
      expect(q.delivery.days).toHaveLength(60);
      expect(q.delivery.slot).not.toBeNull();
    });

    it('names each line that cannot be bought as asked, and will not create the order', async () => {
      const member = await buyer();
      const offSale = await shop.goods({ status: 'off_sale' });
      const soldOut = await shop.goods({ stock: 0 });
      const short = await shop.goods({ stock: 2 });
      const lines = [
        { goodsId: offSale, quantity: 1 },
        { goodsId: soldOut, quantity: 1 },
        { goodsId: short, quantity: 3 },
      ];

      const quote = await post<OrderQuote>(t.app, '/api/mall/order/confirm', { lines }, member);
      expect(quote.body.data.lines.map((l) => l.problem)).toEqual(['offSale', 'soldOut', 'notEnoughStock']);
      expect(quote.body.data.payable).toBe(false);

      const created = await placeOrder(member, [{ goodsId: short, quantity: 3 }]);
      expect(created.status).toBe(409);
      expect(created.body.errCode).toBe('OUT_OF_STOCK');
    });

    it('refuses a bad checklist with 400 naming the field', async () => {
      const member = await buyer();
      const goodsId = await shop.goods();
      const twice = await post(
        t.app,
        '/api/mall/order/confirm',
        {
          lines: [
            { goodsId, quantity: 1 },
            { goodsId, quantity: 2 },
          ],
        },
        member,
      );
      expect(twice.status).toBe(400);
      expect(twice.body.message).toContain('lines');
      const zero = await post(t.app, '/api/mall/order/confirm', { lines: [{ goodsId, quantity: 0 }] }, member);
      expect(zero.status).toBe(400);
      expect(zero.body.message).toContain('quantity');
    });

    it('stores snapshots of the lines, recipient, slot, card message and note', async () => {
      const member = await t.member();
      const goodsId = await shop.goods({ sale_price: 19_900, stock: 3, name: '红玫瑰花束' });
      const quote = await post<OrderQuote>(
        t.app,
        '/api/mall/order/confirm',
        { lines: [{ goodsId, quantity: 1 }] },
        member,
      );
      const { date, slot } = quote.body.data.delivery;
      const created = await placeOrder(member, [{ goodsId, quantity: 1 }], {
        recipient,
        deliveryDate: date,
        deliverySlot: slot,
        cardMessage: '生日快乐',
        anonymous: true,
        note: '请下午送',
      });

      expect(created.status).toBe(200);
      const order = created.body.data;
      expect(order).toMatchObject({
        status: 'pending_payment',
        payAmount: 199,
        deliveryFee: 0,
        recipient,
        deliveryDate: date,
        deliverySlot: slot,
        cardMessage: '生日快乐',
        anonymous: true,
        note: '请下午送',
      });
      expect(order.orderNo).toMatch(/^\d{16}$/);
      expect(order.lines).toEqual([expect.objectContaining({ goodsId, name: '红玫瑰花束', price: 199, quantity: 1 })]);
      expect(order.payDeadline).toBeGreaterThan(Date.now() + 29 * 60_000);
    });

    it("stores the orderer and the card's signature, and answers them on the order and its detail", async () => {
      const member = await buyer();
      const goodsId = await shop.goods();
      const sender = { name: '王先生', phone: '13912345678' };
      const created = await placeOrder(member, [{ goodsId, quantity: 1 }], {
        cardMessage: '生日快乐',
        cardSignature: ' 爱你的小王 ',
        sender: { ...sender, name: ' 王先生 ' },
      });
      expect(created.status).toBe(200);
      expect(created.body.data).toMatchObject({ sender, cardSignature: '爱你的小王', anonymous: false });
      const row = await t.db
        .selectFrom('orders')
        .select(['sender_name', 'sender_phone', 'card_signature'])
        .where('id', '=', created.body.data.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ sender_name: '王先生', sender_phone: '13912345678', card_signature: '爱你的小王' });
      expect(await detail(member, created.body.data.id)).toMatchObject({ sender, cardSignature: '爱你的小王' });
    });

    it('names no orderer and leaves the card unsigned when the member gives neither', async () => {
      const member = await buyer();
      const goodsId = await shop.goods();
      const created = await placeOrder(member, [{ goodsId, quantity: 1 }], { anonymous: true });
      expect(created.status).toBe(200);
      expect(created.body.data).toMatchObject({ sender: null, cardSignature: '', anonymous: true });
    });

    it.each([
      ['sender.phone', { sender: { name: '王先生', phone: '1391234567' } }],
      ['sender.phone', { sender: { name: '王先生', phone: '23912345678' } }],
      ['sender.name', { sender: { name: '  ', phone: '13912345678' } }],
      ['sender.name', { sender: { name: '王'.repeat(21), phone: '13912345678' } }],
      ['sender.phone', { sender: { name: '王先生' } }],
      ['cardSignature', { cardSignature: '爱'.repeat(21) }],
      ['cardSignature', { anonymous: true, cardSignature: '小王' }],
    ])('refuses a bad %s with 400 naming it, and makes no order', async (field, extra) => {
      const member = await buyer();
      const goodsId = await shop.goods({ stock: 5 });
      const created = await placeOrder(member, [{ goodsId, quantity: 1 }], extra);
      expect(created.status).toBe(400);
      expect(created.body.errCode).toBe('INVALID_PARAM');
      expect(created.body.message).toContain(field);
      const orders = await t.db.selectFrom('orders').select('id').where('user_id', '=', member.id).execute();
      expect(orders).toEqual([]);
      const goods = await t.db.selectFrom('goods').select('stock').where('id', '=', goodsId).executeTakeFirstOrThrow();
      expect(goods.stock).toBe(5);
    });

    it("keeps the chosen invoice title on the order, and refuses another member's with 404", async () => {
      const [ann, bob] = [await buyer(), await buyer()];
      const goodsId = await shop.goods({ stock: 5 });
      const company = { kind: 'company', title: '深圳市花语科技有限公司', taxNumber: '91440300MA5F123456' };
      const anns = await post<{ id: string }>(t.app, '/api/member/invoice/add', company, ann);
      const bobs = await post<{ id: string }>(
        t.app,
        '/api/member/invoice/add',
        { kind: 'personal', title: '鲍勃' },
        bob,
      );

      const refused = await placeOrder(ann, [{ goodsId, quantity: 1 }], { invoiceTitleId: bobs.body.data.id });
      expect(refused.status).toBe(404);
      expect(refused.body.errCode).toBe('NOT_FOUND');
      expect(await t.db.selectFrom('orders').select('id').where('user_id', '=', ann.id).execute()).toEqual([]);

      const created = await placeOrder(ann, [{ goodsId, quantity: 1 }], { invoiceTitleId: anns.body.data.id });
      expect(created.status).toBe(200);
      expect(created.body.data.invoice).toEqual(company);
      // A title changed later leaves the order's copy as it was when ordering.
      await post(
        t.app,
        '/api/member/invoice/update',
        { id: anns.body.data.id, kind: 'personal', title: '张小花' },
        ann,
      );
      expect((await detail(ann, created.body.data.id)).invoice).toEqual(company);
    });

    it('asks for an address when the member has none and names no recipient', async () => {
      const member = await t.member();
      const goodsId = await shop.goods();
      const created = await placeOrder(member, [{ goodsId, quantity: 1 }]);
      expect(created.status).toBe(400);
      expect(created.body.errCode).toBe('ADDRESS_REQUIRED');
    });

    it('answers the same order for the same idempotency key, and takes stock once', async () => {
      const member = await buyer();
      const goodsId = await shop.goods({ stock: 5 });
      const body = { lines: [{ goodsId, quantity: 2 }], idempotencyKey: key(), couponId: null };
      const answers = await Promise.all([
        post<Order>(t.app, '/api/mall/order/create', body, member),
        post<Order>(t.app, '/api/mall/order/create', body, member),
      ]);
      const again = await post<Order>(t.app, '/api/mall/order/create', body, member);

      const ids = new Set([...answers, again].map((a) => a.body.data.id));
      expect(ids.size).toBe(1);
      const goods = await t.db.selectFrom('goods').select('stock').where('id', '=', goodsId).executeTakeFirstOrThrow();
      expect(goods.stock).toBe(3);
    });

    it('answers a retried create with its order even when the retry could no longer be placed', async () => {
      const member = await buyer();
      const goodsId = await shop.goods({ stock: 1 });
      const body = { lines: [{ goodsId, quantity: 1 }], idempotencyKey: key(), couponId: null };
      const first = await post<Order>(t.app, '/api/mall/order/create', body, member);
      const retry = await post<Order>(t.app, '/api/mall/order/create', body, member);
      expect(retry.status).toBe(200);
      expect(retry.body.data.id).toBe(first.body.data.id);
    });

    it('never oversells: 200 concurrent orders for a goods with stock 20 give exactly 20 orders', async () => {
      const buyers = await Promise.all(Array.from({ length: 10 }, () => buyer()));
      const goodsId = await shop.goods({ stock: 20 });
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          placeOrder(buyers[i % buyers.length] as Member, [{ goodsId, quantity: 1 }]),
        ),
      );

      expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
      expect(answers.filter((a) => a.status !== 200).every((a) => a.body.errCode === 'OUT_OF_STOCK')).toBe(true);
      const goods = await t.db.selectFrom('goods').select('stock').where('id', '=', goodsId).executeTakeFirstOrThrow();
      expect(goods.stock).toBe(0);
      const orders = await t.db
        .selectFrom('order_lines')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('goods_id', '=', goodsId)
        .executeTakeFirstOrThrow();
      expect(Number(orders.n)).toBe(20);
    });

    it('refuses a full delivery slot and one past the choice', async () => {
      const member = await buyer();
      const goodsId = await shop.goods();
      const quote = await post<OrderQuote>(
        t.app,
        '/api/mall/order/confirm',
        { lines: [{ goodsId, quantity: 1 }] },
        member,
      );
      const lastDay = quote.body.data.delivery.days.at(-1);
      if (!lastDay) throw new Error('no days');
      await t.db
        .insertInto('delivery_slot_loads')
        .values({ delivery_date: lastDay.date, slot: '18-21', booked: 1_000_000 })
        .execute();

      const full = await placeOrder(member, [{ goodsId, quantity: 1 }], {
        deliveryDate: lastDay.date,
        deliverySlot: '18-21',
      });
      expect(full.status).toBe(409);
      expect(full.body.errCode).toBe('DELIVERY_SLOT_FULL');

      const tooFar = await placeOrder(member, [{ goodsId, quantity: 1 }], { deliveryDate: '2099-01-01' });
      expect(tooFar.status).toBe(409);
      expect(tooFar.body.errCode).toBe('DELIVERY_SLOT_UNAVAILABLE');
    });
  },
  { env: { DELIVERY_SLOT_CAPACITY: '100000' } },
);

describeOnEachDatabase(
  'Delivery slot capacity',
  (t) => {
    const { shop, buyer, placeOrder } = ordering(t);

    it('takes exactly as many orders into a slot as its capacity, however many arrive at once', async () => {
      const member = await buyer();
      const goodsId = await shop.goods({ stock: 100 });
      const quote = await post<OrderQuote>(
        t.app,
        '/api/mall/order/confirm',
        { lines: [{ goodsId, quantity: 1 }] },
        member,
      );
      const { date, slot } = quote.body.data.delivery;

      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          placeOrder(member, [{ goodsId, quantity: 1 }], { deliveryDate: date, deliverySlot: slot }),
        ),
      );

      expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
      expect(answers.filter((a) => a.status === 409).every((a) => a.body.errCode === 'DELIVERY_SLOT_FULL')).toBe(true);
      const after = await post<OrderQuote>(
        t.app,
        '/api/mall/order/confirm',
        { lines: [{ goodsId, quantity: 1 }] },
        member,
      );
      const day = after.body.data.delivery.days.find((d) => d.date === date);
      expect(day?.slots.find((s) => s.id === slot)?.unavailable).toBe('full');
    });
  },
  { env: { DELIVERY_SLOT_CAPACITY: '3' } },
);
