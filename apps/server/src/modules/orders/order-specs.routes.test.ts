import crypto from 'node:crypto';
import type { AfterSale } from '@ffe/shared/contracts/after-sale';
import type { GoodsDetail } from '@ffe/shared/contracts/catalogue';
import type { Order, OrderQuote } from '@ffe/shared/contracts/order';
import { beforeEach, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aGoodsWithOptions, anAddOn, type Member } from '../../../test/factories';
import { ordering } from '../../../test/ordering';
import { pictureAddress } from '../../../test/pictures';
import { uploadPicture } from '../../../test/uploading';

type Line = { goodsId: string; skuId?: string; quantity: number };

describeOnEachDatabase(
  'Orders of goods sold in options, with add-ons',
  (t) => {
    const { shop, buyer, pay, detail } = ordering(t);
    let roses: string;
    let sku: { s11: string; s19: string; s33: string; s99: string; s52: string };
    let vase: string;
    let card: string;

    beforeEach(async () => {
      vase = (await anAddOn(t.db, { name: '玻璃花瓶', sale_price: 3_900, stock: 50 })).id;
      card = (await anAddOn(t.db, { name: '手写贺卡', sale_price: 600 })).id;
      const { goods, skus } = await aGoodsWithOptions(
        t.db,
        { category_id: await shop.categoryId(), name: '香槟玫瑰花束', add_on_ids: JSON.stringify([vase, card]) },
        '枝数',
        [
          { name: '11枝', sale_price: 22_900, stock: 10 },
          { name: '19枝', sale_price: 32_900, stock: 5 },
          { name: '33枝', sale_price: 49_900, stock: 20, picture: '/images/bouquet/rose-champagne-kraft-3.svg' },
          { name: '99枝', sale_price: 119_900, stock: 0 },
          { name: '52枝', sale_price: 59_900, stock: 9, removed: true },
        ],
      );
      roses = goods.id;
      const [s11, s19, s33, s99, s52] = skus.map((s) => s.id) as [string, string, string, string, string];
      sku = { s11, s19, s33, s99, s52 };
    });

    const confirm = (member: Member, lines: Line[]) =>
      post<OrderQuote>(t.app, '/api/mall/order/confirm', { lines }, member);
    const create = (member: Member, lines: Line[]) =>
      post<Order>(
        t.app,
        '/api/mall/order/create',
        { lines, idempotencyKey: crypto.randomUUID(), couponId: null },
        member,
      );
    const stockOf = async (skuId: string) =>
      await t.db.selectFrom('goods_skus').select(['stock', 'sales']).where('id', '=', skuId).executeTakeFirstOrThrow();
    const goodsOf = async (goodsId: string) =>
      await t.db.selectFrom('goods').select(['stock', 'sales']).where('id', '=', goodsId).executeTakeFirstOrThrow();
    /** The goods' stock is the sum of its live options' (decision 020). */
    async function expectTotalsKept() {
      const live = await t.db
        .selectFrom('goods_skus')
        .select('stock')
        .where('goods_id', '=', roses)
        .where('removed_at', 'is', null)
        .execute();
      expect((await goodsOf(roses)).stock).toBe(live.reduce((sum, s) => sum + s.stock, 0));
    }

    it('prices each line by its option, with the add-ons the flowers offer', async () => {
      const member = await buyer();
      const { status, body } = await confirm(member, [
        { goodsId: roses, skuId: sku.s33, quantity: 2 },
        { goodsId: roses, skuId: sku.s11, quantity: 1 },
        { goodsId: vase, quantity: 1 },
      ]);
      expect(status).toBe(200);
      const q = body.data;
      expect(q.lines).toEqual([
        expect.objectContaining({
          goodsId: roses,
          skuId: sku.s33,
          name: '香槟玫瑰花束',
          specName: '枝数',
          skuName: '33枝',
          addOn: false,
          cover: pictureAddress('/images/bouquet/rose-champagne-kraft-3.svg'),
          price: 499,
          amount: 998,
          stock: 20,
          problem: null,
        }),
        expect.objectContaining({ skuId: sku.s11, skuName: '11枝', price: 229, stock: 10, problem: null }),
        expect.objectContaining({ goodsId: vase, skuId: null, specName: null, addOn: true, price: 39, problem: null }),
      ]);
      expect(q.goodsAmount).toBe(998 + 229 + 39);
      expect(q.payable).toBe(true);
      expect(q.addOns.map((a) => a.id)).toEqual([vase, card]);
    });

    it('names a sold-out, short or removed option as the line problem', async () => {
      const member = await buyer();
      const { body } = await confirm(member, [
        { goodsId: roses, skuId: sku.s99, quantity: 1 },
        { goodsId: roses, skuId: sku.s19, quantity: 6 },
        { goodsId: roses, skuId: sku.s52, quantity: 1 },
      ]);
      expect(body.data.lines.map((l) => l.problem)).toEqual(['soldOut', 'notEnoughStock', 'offSale']);
      expect(body.data.payable).toBe(false);
      const removed = await create(member, [{ goodsId: roses, skuId: sku.s52, quantity: 1 }]);
      expect(removed.status).toBe(409);
      expect(removed.body.errCode).toBe('GOODS_OFF_SALE');
      const short = await create(member, [{ goodsId: roses, skuId: sku.s19, quantity: 6 }]);
      expect(short.status).toBe(409);
      expect(short.body.errCode).toBe('OUT_OF_STOCK');
      expect(short.body.message).toContain('香槟玫瑰花束 · 19枝');
    });

    it('refuses a missing, needless, foreign or repeated option with 400 or 404, changing nothing', async () => {
      const member = await buyer();
      const plain = await shop.goods();
      const missing = await create(member, [{ goodsId: roses, quantity: 1 }]);
      expect(missing.status).toBe(400);
      expect(missing.body.message).toContain('lines.0.skuId');
      const needless = await confirm(member, [
        { goodsId: roses, skuId: sku.s11, quantity: 1 },
        { goodsId: plain, skuId: sku.s11, quantity: 1 },
      ]);
      expect(needless.status).toBe(400);
      expect(needless.body.message).toContain('lines.1.skuId');
      const other = await aGoodsWithOptions(t.db, { category_id: await shop.categoryId() }, '尺寸', [
        { name: '小', sale_price: 10_000, stock: 3 },
      ]);
      const foreign = await create(member, [{ goodsId: roses, skuId: other.skus[0]?.id as string, quantity: 1 }]);
      expect(foreign.status).toBe(404);
      expect(foreign.body.errCode).toBe('SKU_NOT_FOUND');
      const unknown = await confirm(member, [{ goodsId: roses, skuId: 'no-such-option', quantity: 1 }]);
      expect(unknown.body.errCode).toBe('SKU_NOT_FOUND');
      const twice = await confirm(member, [
        { goodsId: roses, skuId: sku.s11, quantity: 1 },
        { goodsId: roses, skuId: sku.s11, quantity: 2 },
      ]);
      expect(twice.status).toBe(400);
      expect(twice.body.message).toContain('lines');
      expect(await stockOf(sku.s11)).toEqual({ stock: 10, sales: 0 });
      expect(await t.db.selectFrom('orders').select('id').where('user_id', '=', member.id).execute()).toEqual([]);
    });

    it('sells add-ons only with flowers: not payable alone, and 409 ADD_ON_ALONE on create', async () => {
      const member = await buyer();
      const quote = await confirm(member, [{ goodsId: vase, quantity: 1 }]);
      expect(quote.body.data.lines[0]?.problem).toBe('addOnAlone');
      expect(quote.body.data.payable).toBe(false);
      const created = await create(member, [
        { goodsId: vase, quantity: 1 },
        { goodsId: card, quantity: 1 },
      ]);
      expect(created.status).toBe(409);
      expect(created.body.errCode).toBe('ADD_ON_ALONE');
      expect((await goodsOf(vase)).stock).toBe(50);
    });

    it('takes stock per option on create, counts sales per option on pay, and gives it back on cancel', async () => {
      const member = await buyer();
      const created = await create(member, [
        { goodsId: roses, skuId: sku.s33, quantity: 2 },
        { goodsId: roses, skuId: sku.s11, quantity: 1 },
        { goodsId: vase, quantity: 1 },
      ]);
      expect(created.status).toBe(200);
      expect(created.body.data.lines).toEqual([
        expect.objectContaining({ skuId: sku.s33, specName: '枝数', skuName: '33枝', price: 499, addOn: false }),
        expect.objectContaining({ skuId: sku.s11, skuName: '11枝', price: 229 }),
        expect.objectContaining({ goodsId: vase, skuId: null, addOn: true, price: 39 }),
      ]);
      expect((await stockOf(sku.s33)).stock).toBe(18);
      expect((await stockOf(sku.s11)).stock).toBe(9);
      expect((await stockOf(sku.s19)).stock).toBe(5);
      expect((await goodsOf(vase)).stock).toBe(49);
      await expectTotalsKept();

      // A later rename of the option never changes the order.
      await t.db.updateTable('goods_skus').set({ name: '33枝·改' }).where('id', '=', sku.s33).execute();
      expect((await detail(member, created.body.data.id)).lines[0]?.skuName).toBe('33枝');

      const cancelled = await post<Order>(t.app, `/api/mall/order/cancel/${created.body.data.id}`, {}, member);
      expect(cancelled.body.data.status).toBe('cancelled');
      expect((await stockOf(sku.s33)).stock).toBe(20);
      expect((await stockOf(sku.s11)).stock).toBe(10);
      expect((await goodsOf(vase)).stock).toBe(50);
      await expectTotalsKept();

      const second = await create(member, [{ goodsId: roses, skuId: sku.s19, quantity: 2 }]);
      await pay(member, second.body.data.id);
      expect(await stockOf(sku.s19)).toEqual({ stock: 3, sales: 2 });
      expect((await goodsOf(roses)).sales).toBe(2);
      const staff = await t.staff('admin');
      const refunded = await post<Order>(t.app, `/api/mall/staff/order/cancel/${second.body.data.id}`, {}, staff);
      expect(refunded.body.data.status).toBe('refunded');
      expect((await stockOf(sku.s19)).stock).toBe(5);
      await expectTotalsKept();
    });

    it('gives stock back to a removed option without counting it in the goods total', async () => {
      const member = await buyer();
      const created = await create(member, [{ goodsId: roses, skuId: sku.s19, quantity: 1 }]);
      const before = (await goodsOf(roses)).stock;
      await t.db.updateTable('goods_skus').set({ removed_at: Date.now() }).where('id', '=', sku.s19).execute();
      await t.db
        .updateTable('goods')
        .set({ stock: before - 4 })
        .where('id', '=', roses)
        .execute();
      await post(t.app, `/api/mall/order/cancel/${created.body.data.id}`, {}, member);
      expect((await stockOf(sku.s19)).stock).toBe(5);
      await expectTotalsKept();
    });

    it('keeps the goods total the sum of its options when it gained options after an order of it', async () => {
      const member = await buyer();
      const plain = await shop.goods({ stock: 4 });
      const created = await create(member, [{ goodsId: plain, quantity: 1 }]);
      expect((await goodsOf(plain)).stock).toBe(3);
      const now = Date.now();
      await t.db.updateTable('goods').set({ spec_name: '尺寸', stock: 6 }).where('id', '=', plain).execute();
      await t.db
        .insertInto('goods_skus')
        .values({
          id: `${plain}-s1`,
          goods_id: plain,
          name: '小',
          sale_price: 10_000,
          market_price: 12_000,
          stock: 6,
          sales: 0,
          picture: null,
          sort: 1,
          removed_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await post(t.app, `/api/mall/order/cancel/${created.body.data.id}`, {}, member);
      expect((await goodsOf(plain)).stock).toBe(6);
    });

    it('comments per option, never on add-on lines, and completes once the flowers are commented', async () => {
      const member = await buyer();
      const created = await create(member, [
        { goodsId: roses, skuId: sku.s33, quantity: 1 },
        { goodsId: vase, quantity: 1 },
      ]);
      const id = created.body.data.id;
      await pay(member, id);
      const staff = await t.staff('admin');
      expect((await post(t.app, `/api/mall/staff/order/dispatch/${id}`, {}, staff)).status).toBe(200);
      // Delivered with its photo at the door, as the shop asks by default.
      const photo = await uploadPicture(t.app, staff);
      expect((await post(t.app, `/api/admin/order/deliver/${id}`, { photo: photo.url }, staff)).status).toBe(200);
      const [flowers, addOn] = (await detail(member, id)).lines as [Order['lines'][number], Order['lines'][number]];
      const comment = (lineId: string) => ({ lineId, rating: 5, content: '花很新鲜' });

      const refused = await post(
        t.app,
        '/api/mall/order/comment',
        { orderId: id, comments: [comment(flowers.id), comment(addOn.id)] },
        member,
      );
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain('comments.1.lineId');

      const done = await post<Order>(
        t.app,
        '/api/mall/order/comment',
        { orderId: id, comments: [comment(flowers.id)] },
        member,
      );
      expect(done.status).toBe(200);
      expect(done.body.data.status).toBe('completed');
      const shown = await post<GoodsDetail>(t.app, `/api/mall/goodsInfo/detail/${roses}`);
      expect(shown.body.data.latestComments[0]).toMatchObject({ specName: '枝数', skuName: '33枝' });
    });

    it('names the lines of an after-sale request, and refuses a line of another order', async () => {
      const member = await buyer();
      const created = await create(member, [
        { goodsId: roses, skuId: sku.s33, quantity: 1 },
        { goodsId: vase, quantity: 1 },
      ]);
      const paid = await pay(member, created.body.data.id);
      const other = await create(member, [{ goodsId: roses, skuId: sku.s11, quantity: 1 }]);
      const base = { orderId: paid.id, kind: 'refund_only', reason: 'damaged', amount: paid.payAmount };
      const foreign = await post(
        t.app,
        '/api/mall/after-sale/apply',
        { ...base, lineIds: [paid.lines[0]?.id, other.body.data.lines[0]?.id] },
        member,
      );
      expect(foreign.status).toBe(400);
      expect(foreign.body.message).toContain('lineIds.1');
      expect((await detail(member, paid.id)).status).toBe('paid');

      const applied = await post<AfterSale>(
        t.app,
        '/api/mall/after-sale/apply',
        { ...base, lineIds: [paid.lines[0]?.id] },
        member,
      );
      expect(applied.status).toBe(200);
      expect(applied.body.data.lines).toEqual([
        { id: paid.lines[0]?.id, name: '香槟玫瑰花束', specName: '枝数', skuName: '33枝', quantity: 1, amount: 499 },
      ]);
      const staff = await t.staff('admin');
      const decided = await post<AfterSale>(
        t.app,
        `/api/mall/staff/after-sale/decide/${applied.body.data.id}`,
        { approve: true },
        staff,
      );
      expect(decided.body.data.lines).toHaveLength(1);
      // Before dispatch the whole order is refunded: the option's stock comes back.
      expect((await stockOf(sku.s33)).stock).toBe(20);
      await expectTotalsKept();
    });

    it('never oversells an option: 200 buyers of an option with stock 20 give 20 orders, siblings untouched', async () => {
      const buyers = await Promise.all(Array.from({ length: 10 }, () => buyer()));
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          create(buyers[i % buyers.length] as Member, [{ goodsId: roses, skuId: sku.s33, quantity: 1 }]),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
      expect(answers.filter((a) => a.status !== 200).every((a) => a.body.errCode === 'OUT_OF_STOCK')).toBe(true);
      expect((await stockOf(sku.s33)).stock).toBe(0);
      expect((await stockOf(sku.s11)).stock).toBe(10);
      expect((await stockOf(sku.s19)).stock).toBe(5);
      await expectTotalsKept();
      const lines = await t.db.selectFrom('order_lines').select('id').where('sku_id', '=', sku.s33).execute();
      expect(lines).toHaveLength(20);
    });

    it('keeps two orders of two sizes of one goods from deadlocking', async () => {
      const buyers = await Promise.all(Array.from({ length: 4 }, () => buyer()));
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          create(
            buyers[i % buyers.length] as Member,
            i % 2 === 0
              ? [
                  { goodsId: roses, skuId: sku.s11, quantity: 1 },
                  { goodsId: roses, skuId: sku.s33, quantity: 1 },
                ]
              : [
                  { goodsId: roses, skuId: sku.s33, quantity: 1 },
                  { goodsId: roses, skuId: sku.s11, quantity: 1 },
                ],
          ),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
      expect(answers.filter((a) => a.status !== 200).every((a) => a.body.errCode === 'OUT_OF_STOCK')).toBe(true);
      expect((await stockOf(sku.s11)).stock).toBe(0);
      expect((await stockOf(sku.s33)).stock).toBe(10);
      await expectTotalsKept();
    });
  },
  { env: { DELIVERY_SLOT_CAPACITY: '100000' } },
);
