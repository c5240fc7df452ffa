import type { AdminGoods, UpdateGoodsRequest } from '@ffe/shared/contracts/admin-goods';
import { beforeAll, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aCategory, aGoodsWithOptions, type SignedInStaff } from '../../../test/factories';
import { ordering } from '../../../test/ordering';

/** What the editor sends back for a goods it loaded: every field, its options with their ids and nothing of stock. */
const editorSave = (g: AdminGoods, over: Partial<UpdateGoodsRequest> = {}): UpdateGoodsRequest => ({
  id: g.id,
  version: g.version,
  name: g.name,
  categoryId: g.categoryId,
  status: g.status,
  packaging: g.packaging,
  pictures: g.pictures,
  specs: g.specs && {
    name: g.specs.name,
    options: g.specs.options.map(({ id, name, salePrice, marketPrice, picture }) => ({
      id,
      name,
      salePrice,
      marketPrice,
      picture,
    })),
  },
  ...over,
});

describeOnEachDatabase('console goods saves', (t) => {
  const shop = ordering(t);
  let florist: SignedInStaff;
  let admin: SignedInStaff;

  beforeAll(async () => {
    florist = await t.staff('florist');
    admin = await t.staff('admin');
    await aCategory(t.db, { id: 'cat-saves', name: '爱情鲜花' });
  });

  const as = <T = AdminGoods>(who: SignedInStaff, url: string, body: object) =>
    post<T>(t.app, `/api/admin/goods/${url}`, body, who);
  const load = async (id: string) => (await as(florist, `detail/${id}`, {})).body.data;
  const roses = async () =>
    (
      await aGoodsWithOptions(t.db, { category_id: 'cat-saves', name: '红玫瑰花束' }, '枝数', [
        { name: '11枝', sale_price: 19_900, stock: 15 },
        { name: '19枝', sale_price: 29_900, stock: 8 },
      ])
    ).goods.id;

  it('keeps every option, its id and its sales across saves, so an order for a size chosen before still goes through', async () => {
    const id = await roses();
    const first = await load(id);
    const ids = first.specs?.options.map((o) => o.id);
    let goods = first;
    for (const packaging of ['牛皮纸', '雾面纸', '韩式包装', '黑色雾面纸']) {
      const saved = await as(florist, 'update', editorSave(goods, { packaging }));
      expect(saved.status).toBe(200);
      goods = saved.body.data;
    }
    expect(goods.specs?.options.map((o) => o.id)).toEqual(ids);
    expect(goods.version).toBe(first.version + 4);
    const buyer = await shop.buyer();
    const order = await shop.placeOrder(buyer, [{ goodsId: id, skuId: ids?.[0] as string, quantity: 1 }]);
    expect(order.status).toBe(200);
  });

  it('adds a new size and retires only the removed one, whose orders are then refused by name', async () => {
    const id = await roses();
    const goods = await load(id);
    const [eleven, nineteen] = goods.specs?.options ?? [];
    const saved = await as(
      florist,
      'update',
      editorSave(goods, {
        specs: {
          name: '枝数',
          options: [
            { id: nineteen?.id, name: '19枝', salePrice: 299, marketPrice: 349 },
            { name: '33枝', salePrice: 499, marketPrice: 599, stock: 3 },
          ],
        },
      }),
    );
    expect(saved.body.data.specs?.options.map((o) => [o.id === nineteen?.id, o.name, o.stock])).toEqual([
      [true, '19枝', 8],
      [false, '33枝', 3],
    ]);
    const buyer = await shop.buyer();
    const refused = await shop.placeOrder(buyer, [{ goodsId: id, skuId: eleven?.id as string, quantity: 1 }]);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('11枝');
    const history = await t.db
      .selectFrom('goods_skus')
      .select(['name', 'removed_at'])
      .where('id', '=', eleven?.id as string)
      .executeTakeFirstOrThrow();
    expect(history).toEqual({ name: '11枝', removed_at: expect.any(Number) });
  });

  it('leaves the stock orders moved while the editor was open, when the save did not change it', async () => {
    const id = await roses();
    const opened = await load(id);
    const buyer = await shop.buyer();
    const sold = await shop.placeOrder(buyer, [
      { goodsId: id, skuId: opened.specs?.options[0]?.id as string, quantity: 2 } as never,
    ]);
    expect(sold.status).toBe(200);
    const saved = await as(florist, 'update', editorSave(opened, { packaging: '只改包装' }));
    expect(saved.status).toBe(200);
    expect(saved.body.data.specs?.options.map((o) => o.stock)).toEqual([13, 8]);
    expect(saved.body.data.stock).toBe(21);
  });

  it('changes stock from the count the editor showed, and refuses it naming the size when orders moved it meanwhile', async () => {
    const id = await roses();
    const opened = await load(id);
    const [eleven, nineteen] = opened.specs?.options ?? [];
    const buyer = await shop.buyer();
    await shop.placeOrder(buyer, [{ goodsId: id, skuId: eleven?.id as string, quantity: 2 }]);
    const options = (stock11: number) => [
      { id: eleven?.id, name: '11枝', salePrice: 199, marketPrice: 249, stock: stock11, stockWas: 15 },
      { id: nineteen?.id, name: '19枝', salePrice: 299, marketPrice: 349, stock: 20, stockWas: 8 },
    ];
    const stale = await as(
      florist,
      'update',
      editorSave(opened, { packaging: '新包装', specs: { name: '枝数', options: options(30) } }),
    );
    expect([stale.status, stale.body.errCode, stale.body.message]).toEqual([
      409,
      'STOCK_CHANGED',
      'specs.options.0.stock: stock is now 13',
    ]);
    const unchanged = await load(id);
    expect([unchanged.packaging, unchanged.version, unchanged.specs?.options.map((o) => o.stock)]).toEqual([
      opened.packaging,
      opened.version,
      [13, 8],
    ]);
    const fromNow = editorSave(opened, {
      specs: { name: '枝数', options: options(30).map((o, i) => (i === 0 ? { ...o, stockWas: 13 } : o)) },
    });
    expect((await as(florist, 'update', fromNow)).body.data.specs?.options.map((o) => o.stock)).toEqual([30, 20]);
  });

  it("refuses a save made from a version another person's save has passed, changing nothing, and takes it from the new one", async () => {
    const id = await roses();
    const adminOpened = await load(id);
    const floristOpened = await load(id);
    const [eleven, nineteen] = adminOpened.specs?.options ?? [];
    const repriced = {
      name: '枝数',
      options: [
        { id: eleven?.id, name: '11枝', salePrice: 219, marketPrice: 249 },
        { id: nineteen?.id, name: '19枝', salePrice: 299, marketPrice: 349 },
      ],
    };
    expect((await as(admin, 'update', editorSave(adminOpened, { specs: repriced }))).status).toBe(200);
    const stale = await as(florist, 'update', editorSave(floristOpened, { packaging: '花店的包装' }));
    expect([stale.status, stale.body.errCode]).toEqual([409, 'RECORD_CHANGED']);
    expect(stale.body.message).toMatch(/^version: /);
    const now = await load(id);
    expect([now.specs?.options[0]?.salePrice, now.packaging]).toEqual([219, adminOpened.packaging]);
    const again = await as(florist, 'update', { id, version: now.version, packaging: '花店的包装' });
    expect([again.body.data.specs?.options[0]?.salePrice, again.body.data.packaging]).toEqual([219, '花店的包装']);
  });

  it('raises the version on a status change, which an open editor then may not undo, but not on a stock change', async () => {
    const id = await roses();
    const opened = await load(id);
    const eleven = opened.specs?.options[0]?.id;
    const stocked = await as(florist, 'stock', { id, skuId: eleven, stock: 20, stockWas: 15 });
    expect(stocked.body.data.version).toBe(opened.version);
    const offSale = await as(admin, 'status', { id, status: 'off_sale' });
    expect(offSale.body.data.version).toBe(opened.version + 1);
    expect((await as(florist, 'update', editorSave(opened))).body.errCode).toBe('RECORD_CHANGED');
  });

  it('refuses an inline stock change from a count that has moved, naming the count now', async () => {
    const id = await roses();
    const eleven = (await load(id)).specs?.options[0]?.id;
    const stale = await as(florist, 'stock', { id, skuId: eleven, stock: 40, stockWas: 14 });
    expect([stale.status, stale.body.errCode, stale.body.message]).toEqual([
      409,
      'STOCK_CHANGED',
      'stock: stock is now 15',
    ]);
  });

  it.each([
    ['a sale price above ¥100,000', { salePrice: 100_000.01 }, 'salePrice'],
    ['a market price of ¥99,999,999,999', { marketPrice: 99_999_999_999 }, 'marketPrice'],
    ['a negative sale price', { salePrice: -10 }, 'salePrice'],
  ])('refuses %s with the field named and changes nothing', async (_what, change, field) => {
    const goods = (
      await as(florist, 'create', {
        name: '白桔梗',
        categoryId: 'cat-saves',
        salePrice: 99,
        marketPrice: 129,
        stock: 5,
        status: 'on_sale',
        pictures: ['/images/bouquet/rose-red-kraft-1.svg'],
      })
    ).body.data;
    const answer = await as(florist, 'update', { id: goods.id, version: goods.version, ...change });
    expect([answer.status, answer.body.message]).toEqual([400, expect.stringMatching(new RegExp(`^${field}: `))]);
    expect(await load(goods.id)).toEqual(goods);
  });

  it('takes the dearest price allowed, ¥100,000', async () => {
    const id = await roses();
    const goods = await load(id);
    const [eleven, nineteen] = goods.specs?.options ?? [];
    const saved = await as(
      florist,
      'update',
      editorSave(goods, {
        specs: {
          name: '枝数',
          options: [
            { id: eleven?.id, name: '11枝', salePrice: 199, marketPrice: 100_000 },
            { id: nineteen?.id, name: '19枝', salePrice: 299, marketPrice: 349 },
          ],
        },
      }),
    );
    expect(saved.body.data.specs?.options[0]?.marketPrice).toBe(100_000);
  });

  it('lets exactly one of 200 saves made at once from one version through', async () => {
    const id = await roses();
    const opened = await load(id);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => as(florist, 'update', editorSave(opened, { packaging: `包装${i}` }))),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    const winner = answers.find((a) => a.status === 200)?.body.data;
    const now = await load(id);
    expect([now.version, now.packaging]).toEqual([opened.version + 1, winner?.packaging]);
  });

  it('lets exactly one of 200 stock changes typed over one count through', async () => {
    const id = await roses();
    const eleven = (await load(id)).specs?.options[0]?.id;
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => as(florist, 'stock', { id, skuId: eleven, stock: 100 + i, stockWas: 15 })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.errCode === 'STOCK_CHANGED')).toHaveLength(199);
    const winner = answers.find((a) => a.status === 200)?.body.data;
    expect((await load(id)).specs?.options[0]?.stock).toBe(winner?.specs?.options[0]?.stock);
  });
});
