import type { GoodsStemDates } from '@ffe/shared/contracts/cooler-shop';
import type { Order, OrderChangeOptions, OrderQuote } from '@ffe/shared/contracts/order';
import { shopDate } from '@ffe/shared/domain/delivery-rules';
import { expect, it } from 'vitest';
import { post } from '../../../test/app';
import { aBatch, aRecipe, aStem } from '../../../test/cooler';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aGoodsWithOptions, type Member } from '../../../test/factories';
import { ordering } from '../../../test/ordering';
import { monthDay } from './stem-reservations.service';

const dayAhead = (n: number) => shopDate(Date.now(), n);

describeOnEachDatabase(
  'The shop promises only what the cooler can make',
  (t) => {
    const { shop, buyer, placeOrder, pay, detail, missPayDeadline } = ordering(t);

    /** A bouquet of 19 roses sold without sizes, its typed stock `stock`, and the cooler's roses. */
    async function nineteenRoses(stock = 0) {
      const rose = await aStem(t.db);
      const goodsId = await shop.goods({ stock, sale_price: 52_000 });
      await aRecipe(t.db, goodsId, null, [{ stemId: rose.id, quantity: 19 }]);
      return { rose, goodsId };
    }

    const held = (stemId: string) =>
      t.db.selectFrom('cooler_reservations').selectAll().where('stem_id', '=', stemId).execute();
    const heldBy = (orderId: string) =>
      t.db.selectFrom('cooler_reservations').selectAll().where('order_id', '=', orderId).execute();
    const stockOf = async (goodsId: string) =>
      (await t.db.selectFrom('goods').select('stock').where('id', '=', goodsId).executeTakeFirstOrThrow()).stock;
    const quote = async (member: Member, body: object) =>
      post<OrderQuote>(t.app, '/api/mall/order/confirm', body, member);

    it('gives the last 19 roses to exactly as many of 200 concurrent orders as they make bouquets', async () => {
      const k = 4;
      const { rose, goodsId } = await nineteenRoses();
      await aBatch(t.db, rose.id, { quantity: 19 * k, use_by: dayAhead(30) });
      const buyers = await Promise.all(Array.from({ length: 200 }, () => buyer()));
      const date = dayAhead(2);

      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          placeOrder(buyers[i] as Member, [{ goodsId, quantity: 1 }], { deliveryDate: date }),
        ),
      );

      expect(answers.filter((a) => a.status === 200)).toHaveLength(k);
      const refused = answers.filter((a) => a.status !== 200);
      expect(refused.every((a) => a.status === 409 && a.body.errCode === 'STEMS_SHORT')).toBe(true);
      const rows = await held(rose.id);
      expect(rows).toHaveLength(k);
      expect(rows.reduce((sum, r) => sum + r.quantity, 0)).toBe(19 * k);
      expect(rows.every((r) => r.delivery_date === date)).toBe(true);
      // The typed stock (0) was never read nor taken: the size is promised from the cooler only.
      expect(await stockOf(goodsId)).toBe(0);
    });

    it('moves a size whose roses expire to the day an ordered batch arrives, and says so', async () => {
      const member = await buyer();
      const { rose, goodsId } = await nineteenRoses();
      await aBatch(t.db, rose.id, { quantity: 19, use_by: dayAhead(2) });
      await aBatch(t.db, rose.id, {
        status: 'ordered',
        ordered_quantity: 19,
        expected_on: dayAhead(4),
        received_on: null,
        quantity: 19,
        left_quantity: 0,
        use_by: dayAhead(10),
      });
      const lines = [{ goodsId, quantity: 1 }];

      const before = (await quote(member, { lines })).body.data;
      const day = (n: number) => before.delivery.days.find((d) => d.date === dayAhead(n));
      expect(day(1)?.unavailable).toBeNull();
      expect(day(2)?.unavailable).toBeNull();
      expect(day(3)).toMatchObject({ unavailable: 'stems', nextDate: dayAhead(4) });
      expect(day(4)?.unavailable).toBeNull();
      expect(before.lines[0]?.problem).toBeNull();

      const tooEarly = await placeOrder(member, lines, { deliveryDate: dayAhead(3) });
      expect(tooEarly.status).toBe(409);
      expect(tooEarly.body.errCode).toBe('STEMS_SHORT');
      expect(tooEarly.body.message).toContain(`最早 ${monthDay(dayAhead(4))} 可送`);

      expect((await placeOrder(member, lines, { deliveryDate: dayAhead(2) })).status).toBe(200);
      const after = (await quote(member, { lines })).body.data;
      const later = (n: number) => after.delivery.days.find((d) => d.date === dayAhead(n));
      // The roses that last to day 2 are taken: days 1 to 3 cannot be made, the ordered batch serves day 4 on.
      expect(later(1)).toMatchObject({ unavailable: 'stems', nextDate: dayAhead(4) });
      expect(later(2)).toMatchObject({ unavailable: 'stems', nextDate: dayAhead(4) });
      expect(later(4)?.unavailable).toBeNull();
      // Left to choose, the shop picks the first day the cooler can make.
      expect(after.delivery.date).toBe(dayAhead(4));
    });

    it('refuses an order the cooler cannot make on any day with STEMS_SHORT, not a missing slot', async () => {
      const member = await buyer();
      const { goodsId } = await nineteenRoses(50);
      const answer = await placeOrder(member, [{ goodsId, quantity: 1 }]);
      expect(answer.status).toBe(409);
      expect(answer.body.errCode).toBe('STEMS_SHORT');
      expect(await stockOf(goodsId)).toBe(50);
    });

    it('lets a cancelled unpaid order give its stems back, and the typed stock only of lines without a recipe', async () => {
      const member = await buyer();
      const { rose, goodsId } = await nineteenRoses(7);
      await aBatch(t.db, rose.id, { quantity: 38, use_by: dayAhead(30) });
      const plain = await shop.goods({ stock: 5 });
      const placed = await placeOrder(
        member,
        [
          { goodsId, quantity: 2 },
          { goodsId: plain, quantity: 1 },
        ],
        { deliveryDate: dayAhead(2) },
      );
      expect(placed.status).toBe(200);
      expect(await heldBy(placed.body.data.id)).toEqual([
        expect.objectContaining({ stem_id: rose.id, quantity: 38, delivery_date: dayAhead(2) }),
      ]);
      expect(await stockOf(goodsId)).toBe(7);
      expect(await stockOf(plain)).toBe(4);

      const cancelled = await post<Order>(t.app, `/api/mall/order/cancel/${placed.body.data.id}`, {}, member);
      expect(cancelled.status).toBe(200);
      expect(await heldBy(placed.body.data.id)).toEqual([]);
      expect(await stockOf(goodsId)).toBe(7);
      expect(await stockOf(plain)).toBe(5);
      // The roses are free again for the next customer.
      expect((await placeOrder(member, [{ goodsId, quantity: 2 }], { deliveryDate: dayAhead(2) })).status).toBe(200);
    });

    it('lets an unpaid order swept past its deadline give its stems back', async () => {
      const member = await buyer();
      const { rose, goodsId } = await nineteenRoses(3);
      await aBatch(t.db, rose.id, { quantity: 19, use_by: dayAhead(30) });
      const placed = await placeOrder(member, [{ goodsId, quantity: 1 }], { deliveryDate: dayAhead(2) });
      expect(placed.status).toBe(200);
      await missPayDeadline(member, placed.body.data.id);
      expect(await heldBy(placed.body.data.id)).toEqual([]);
      expect(await stockOf(goodsId)).toBe(3);
    });

    it('lets a paid order cancelled before making give its stems back', async () => {
      const member = await buyer();
      const { rose, goodsId } = await nineteenRoses(3);
      await aBatch(t.db, rose.id, { quantity: 19, use_by: dayAhead(30) });
      const placed = await placeOrder(member, [{ goodsId, quantity: 1 }], { deliveryDate: dayAhead(2) });
      await pay(member, placed.body.data.id);
      const cancelled = await post<Order>(t.app, `/api/mall/order/cancelPaid/${placed.body.data.id}`, {}, member);
      expect(cancelled.status).toBe(200);
      expect(await heldBy(placed.body.data.id)).toEqual([]);
      expect(await stockOf(goodsId)).toBe(3);
    });

    it('lets a paid order the shop refunds before making give its stems back, and no typed stock', async () => {
      const member = await buyer();
      const admin = await t.staff('admin');
      const { rose, goodsId } = await nineteenRoses(3);
      await aBatch(t.db, rose.id, { quantity: 19, use_by: dayAhead(30) });
      const placed = await placeOrder(member, [{ goodsId, quantity: 1 }], { deliveryDate: dayAhead(2) });
      await pay(member, placed.body.data.id);
      const refunded = await post(
        t.app,
        `/api/admin/order/refund/${placed.body.data.id}`,
        { reason: '花材缺货' },
        admin,
      );
      expect(refunded.status).toBe(200);
      expect(await heldBy(placed.body.data.id)).toEqual([]);
      expect(await stockOf(goodsId)).toBe(3);
    });

    it('holds the stems on the new day when the delivery date changes, and refuses a day they cannot be made', async () => {
      const member = await buyer();
      const { rose, goodsId } = await nineteenRoses();
      await aBatch(t.db, rose.id, { quantity: 19, use_by: dayAhead(4) });
      const placed = await placeOrder(member, [{ goodsId, quantity: 1 }], {
        deliveryDate: dayAhead(2),
        deliverySlot: '09-12',
      });
      expect(placed.status).toBe(200);
      const id = placed.body.data.id;
      await pay(member, id);
      const change = (date: string) =>
        post<Order>(t.app, `/api/mall/order/change/${id}`, { deliveryDate: date, deliverySlot: '15-18' }, member);

      const options = await post<OrderChangeOptions>(t.app, `/api/mall/order/changeOptions/${id}`, {}, member);
      const option = (n: number) => options.body.data.days.find((d) => d.date === dayAhead(n));
      expect(option(4)?.unavailable).toBeNull();
      expect(option(5)).toMatchObject({ unavailable: 'stems', nextDate: null });

      const moved = await change(dayAhead(3));
      expect(moved.status).toBe(200);
      expect(await heldBy(id)).toEqual([expect.objectContaining({ delivery_date: dayAhead(3), quantity: 19 })]);

      const past = await change(dayAhead(6));
      expect(past.status).toBe(409);
      expect(past.body.errCode).toBe('STEMS_SHORT');
      expect(await heldBy(id)).toEqual([expect.objectContaining({ delivery_date: dayAhead(3) })]);
      expect((await detail(member, id)).deliveryDate).toBe(dayAhead(3));
    });

    it('tells the goods page from which day each size with a recipe can be made', async () => {
      const rose = await aStem(t.db);
      await aBatch(t.db, rose.id, {
        status: 'ordered',
        ordered_quantity: 19,
        expected_on: dayAhead(3),
        received_on: null,
        quantity: 19,
        left_quantity: 0,
        use_by: dayAhead(10),
      });
      await aBatch(t.db, rose.id, { quantity: 11, use_by: dayAhead(10) });
      const { goods, skus } = await aGoodsWithOptions(t.db, { category_id: await shop.categoryId() }, '枝数', [
        { name: '11枝', sale_price: 32_000, stock: 0 },
        { name: '19枝', sale_price: 52_000, stock: 0 },
        { name: '33枝', sale_price: 80_000, stock: 2 },
      ]);
      const [s11, s19] = skus.map((s) => s.id) as [string, string];
      await aRecipe(t.db, goods.id, s11, [{ stemId: rose.id, quantity: 11 }]);
      await aRecipe(t.db, goods.id, s19, [{ stemId: rose.id, quantity: 19 }]);

      const answer = await post<GoodsStemDates>(t.app, `/api/mall/goodsInfo/stemDates/${goods.id}`);
      expect(answer.status).toBe(200);
      expect(answer.body.data.sizes).toHaveLength(2);
      expect(answer.body.data.sizes).toEqual(
        expect.arrayContaining([
          { skuId: s11, earliest: dayAhead(0) },
          { skuId: s19, earliest: dayAhead(3) },
        ]),
      );
      const plain = await post<GoodsStemDates>(t.app, `/api/mall/goodsInfo/stemDates/${await shop.goods()}`);
      expect(plain.body.data.sizes).toEqual([]);
    });

    it('promises a size with a recipe from the cooler and a size without from its typed stock', async () => {
      const member = await buyer();
      const rose = await aStem(t.db);
      await aBatch(t.db, rose.id, { quantity: 19, use_by: dayAhead(30) });
      const { goods, skus } = await aGoodsWithOptions(t.db, { category_id: await shop.categoryId() }, '枝数', [
        { name: '19枝', sale_price: 52_000, stock: 0 },
        { name: '33枝', sale_price: 80_000, stock: 2 },
      ]);
      const [s19, s33] = skus.map((s) => s.id) as [string, string];
      await aRecipe(t.db, goods.id, s19, [{ stemId: rose.id, quantity: 19 }]);

      const placed = await placeOrder(
        member,
        [
          { goodsId: goods.id, skuId: s19, quantity: 1 },
          { goodsId: goods.id, skuId: s33, quantity: 1 },
        ],
        { deliveryDate: dayAhead(2) },
      );
      expect(placed.status).toBe(200);
      const sizes = await t.db
        .selectFrom('goods_skus')
        .select(['id', 'stock'])
        .where('goods_id', '=', goods.id)
        .execute();
      expect(Object.fromEntries(sizes.map((s) => [s.id, s.stock]))).toEqual({ [s19]: 0, [s33]: 1 });
      const lines = await t.db
        .selectFrom('order_lines')
        .select(['sku_id', 'from_cooler'])
        .where('order_id', '=', placed.body.data.id)
        .execute();
      expect(Object.fromEntries(lines.map((l) => [l.sku_id, l.from_cooler]))).toEqual({ [s19]: 1, [s33]: 0 });
    });
  },
  { env: { DELIVERY_SLOT_CAPACITY: '100000', ORDER_SWEEP_MS: '50' } },
);
