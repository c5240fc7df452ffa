import type { CategoryNode, GoodsDetail, GoodsPage, Home, Hots } from '@ffe/shared/contracts/catalogue';
import { beforeAll, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aCategory, aGoods, aGoodsWithOptions, anAddOn } from '../../../test/factories';
import { pictureAddress } from '../../../test/pictures';

describeOnEachDatabase('catalogue with options and add-ons', (t) => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const db = t.db;
    const roses = await aCategory(db, { name: '玫瑰' });
    const vase = await anAddOn(db, { name: '玻璃花瓶', sales: 99_999 });
    const card = await anAddOn(db, { name: '手写贺卡', sale_price: 600, stock: 0 });
    const offAddOn = await anAddOn(db, { name: '下架小熊', status: 'off_sale' });
    ids.vase = vase.id;
    ids.card = card.id;
    const { goods } = await aGoodsWithOptions(
      db,
      {
        category_id: roses.id,
        name: '香槟玫瑰花束',
        add_on_ids: JSON.stringify([card.id, offAddOn.id, vase.id, 'no-such-add-on']),
      },
      '枝数',
      [
        { name: '11枝', sale_price: 22_900, market_price: 28_900, stock: 5 },
        { name: '19枝', sale_price: 32_900, stock: 3, picture: '/images/bouquet/rose-champagne-kraft-2.svg' },
        { name: '99枝', sale_price: 119_900, stock: 0 },
        { name: '52枝', sale_price: 59_900, stock: 7, removed: true },
      ],
    );
    ids.specs = goods.id;
    ids.plain = (await aGoods(db, { category_id: roses.id, name: '白玫瑰花束' })).id;
    const hidden = await aCategory(db, { name: '隐藏分类', visible: 0 });
    const hiddenChild = await aCategory(db, { name: '隐藏子类', parent_id: hidden.id });
    ids.hiddenGoods = (await aGoods(db, { category_id: hiddenChild.id, name: '隐藏玫瑰', sales: 88_888 })).id;
  });

  it('answers the dimension and its live options in order on the detail, and the on-sale add-ons it offers', async () => {
    const { status, body } = await post<GoodsDetail>(t.app, `/api/mall/goodsInfo/detail/${ids.specs}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ salePrice: 229, stock: 8, hasSpecs: true });
    expect(body.data.specs?.name).toBe('枝数');
    expect(body.data.specs?.options).toEqual([
      { id: `${ids.specs}-s1`, name: '11枝', salePrice: 229, marketPrice: 289, stock: 5, sales: 0, picture: null },
      {
        id: `${ids.specs}-s2`,
        name: '19枝',
        salePrice: 329,
        marketPrice: 379,
        stock: 3,
        sales: 0,
        picture: pictureAddress('/images/bouquet/rose-champagne-kraft-2.svg'),
      },
      { id: `${ids.specs}-s3`, name: '99枝', salePrice: 1199, marketPrice: 1249, stock: 0, sales: 0, picture: null },
    ]);
    expect(body.data.addOns.map((a) => [a.id, a.stock])).toEqual([
      [ids.card, 0],
      [ids.vase, 200],
    ]);
  });

  it('answers a goods without specifications with specs null, and an add-on by id', async () => {
    const plain = await post<GoodsDetail>(t.app, `/api/mall/goodsInfo/detail/${ids.plain}`);
    expect(plain.body.data).toMatchObject({ specs: null, addOns: [], hasSpecs: false });
    const addOn = await post<GoodsDetail>(t.app, `/api/mall/goodsInfo/detail/${ids.vase}`);
    expect(addOn.status).toBe(200);
    expect(addOn.body.data.name).toBe('玻璃花瓶');
  });

  it('answers add-ons and the dimension name and live options of goods with specifications to a search by ids', async () => {
    const { body } = await post<GoodsPage>(t.app, '/api/mall/goodsInfo/search', {
      goodsIds: [ids.vase, ids.specs, ids.plain],
    });
    expect(body.data.list.map((g) => g.id)).toEqual([ids.vase, ids.specs, ids.plain]);
    expect(body.data.list[0]?.skus).toBeUndefined();
    expect(body.data.list[1]?.specName).toBe('枝数');
    expect(body.data.list[1]?.skus?.map((s) => s.name)).toEqual(['11枝', '19枝', '99枝']);
    expect(body.data.list[2]).not.toHaveProperty('skus');
    expect(body.data.list[2]).not.toHaveProperty('specName');
    expect(body.data.list[0]).not.toHaveProperty('specName');
    // The cart says an add-on is sold only with flowers before checkout refuses it.
    expect(body.data.list.map((g) => g.addOn)).toEqual([true, false, false]);
  });

  it('leaves add-ons and hidden categories out of keyword and category searches, with hasSpecs on summaries', async () => {
    const { body } = await post<GoodsPage>(t.app, '/api/mall/goodsInfo/search', { keyword: '玫瑰' });
    const found = body.data.list.map((g) => g.id);
    expect(found).toContain(ids.specs);
    expect(found).not.toContain(ids.hiddenGoods);
    expect(body.data.list.find((g) => g.id === ids.specs)?.hasSpecs).toBe(true);
    expect(body.data.list[0]).not.toHaveProperty('addOn');
    const vases = await post<GoodsPage>(t.app, '/api/mall/goodsInfo/search', { keyword: '花瓶' });
    expect(vases.body.data.total).toBe(0);
    const addOnCategory = await post<GoodsPage>(t.app, '/api/mall/goodsInfo/search', { categoryId: 'cat-add-ons' });
    expect(addOnCategory.body.data.total).toBe(0);
  });

  it('leaves add-ons and hidden categories out of hots, home sections and the category tree', async () => {
    const hots = await post<Hots>(t.app, '/api/mall/goodsInfo/hots', { limit: 50 });
    const hot = hots.body.data.goods.map((g) => g.id);
    expect(hot).not.toContain(ids.vase);
    expect(hot).not.toContain(ids.hiddenGoods);
    const home = await post<Home>(t.app, '/api/mall/home');
    for (const section of home.body.data.sections) {
      expect(section.goods.map((g) => g.id)).not.toContain(ids.vase);
      expect(section.goods.map((g) => g.id)).not.toContain(ids.hiddenGoods);
    }
    const tree = await post<{ list: CategoryNode[] }>(t.app, '/api/mall/category/tree');
    const names = tree.body.data.list.flatMap((c) => [c.name, ...c.children.map((k) => k.name)]);
    expect(names).toContain('玫瑰');
    expect(names).not.toContain('加购');
    expect(names).not.toContain('隐藏分类');
    expect(names).not.toContain('隐藏子类');
  });
});
