import type { GoodsDetail, GoodsPage } from '@ffe/shared/contracts/catalogue';
import { shopDate } from '@ffe/shared/domain/delivery-rules';
import { expect, it } from 'vitest';
import { post } from '../../../test/app';
import { aBatch, aRecipe, aStem } from '../../../test/cooler';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aGoodsWithOptions } from '../../../test/factories';
import { ordering } from '../../../test/ordering';

const dayAhead = (n: number) => shopDate(Date.now(), n);

describeOnEachDatabase('The shop’s stock of a size made from a recipe is what the cooler can make', (t) => {
  const { shop } = ordering(t);

  it('answers, in the goods detail and the cart’s search, the cooler’s count for recipe sizes and the typed one for others', async () => {
    const rose = await aStem(t.db);
    const lily = await aStem(t.db);
    await aBatch(t.db, rose.id, { quantity: 30, use_by: dayAhead(10) });
    const { goods, skus } = await aGoodsWithOptions(t.db, { category_id: await shop.categoryId() }, '枝数', [
      { name: '11枝', sale_price: 32_000, stock: 0 },
      { name: '19枝', sale_price: 52_000, stock: 5 },
      { name: '33枝', sale_price: 80_000, stock: 2 },
    ]);
    const [s11, s19, s33] = skus.map((s) => s.id) as [string, string, string];
    await aRecipe(t.db, goods.id, s11, [{ stemId: rose.id, quantity: 11 }]);
    // No lily in the cooler on any day: the size cannot be had whatever its typed stock says.
    await aRecipe(t.db, goods.id, s19, [{ stemId: lily.id, quantity: 19 }]);

    const detail = await post<GoodsDetail>(t.app, `/api/mall/goodsInfo/detail/${goods.id}`);
    expect(detail.status).toBe(200);
    const stockOf = (sizes: readonly { id: string; stock: number }[]) =>
      Object.fromEntries(sizes.map((s) => [s.id, s.stock]));
    expect(stockOf(detail.body.data.specs?.options ?? [])).toEqual({ [s11]: 2, [s19]: 0, [s33]: 2 });
    expect(detail.body.data.stock).toBe(4);
    expect(detail.body.data.fromCooler).toBe(true);

    const cart = await post<GoodsPage>(t.app, '/api/mall/goodsInfo/search', { goodsIds: [goods.id] });
    const listed = cart.body.data.list[0] as GoodsPage['list'][number] & { skus?: { id: string; stock: number }[] };
    expect(stockOf(listed.skus ?? [])).toEqual({ [s11]: 2, [s19]: 0, [s33]: 2 });
    expect(listed.stock).toBe(4);
  });

  it('counts a goods without sizes from the day the cooler can first make it, not from its typed stock of 0', async () => {
    const tulip = await aStem(t.db);
    await aBatch(t.db, tulip.id, {
      status: 'ordered',
      ordered_quantity: 40,
      expected_on: dayAhead(3),
      received_on: null,
      quantity: 40,
      left_quantity: 0,
      use_by: dayAhead(10),
    });
    const goodsId = await shop.goods({ stock: 0 });
    await aRecipe(t.db, goodsId, null, [{ stemId: tulip.id, quantity: 19 }]);
    const plain = await shop.goods({ stock: 7 });

    const detail = await post<GoodsDetail>(t.app, `/api/mall/goodsInfo/detail/${goodsId}`);
    expect(detail.body.data.stock).toBe(2);
    expect(
      (await post<GoodsDetail>(t.app, `/api/mall/goodsInfo/detail/${plain}`)).body.data.fromCooler,
    ).toBeUndefined();
    const cart = await post<GoodsPage>(t.app, '/api/mall/goodsInfo/search', { goodsIds: [goodsId, plain] });
    expect(cart.body.data.list.map((g) => g.stock)).toEqual([2, 7]);
  });
});
