import type { CategoryNode, CommentPage, GoodsDetail, GoodsPage, Home, Hots } from '@ffe/shared/contracts/catalogue';
import { beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aCategory, aComment, aGoods } from '../../../test/factories';
import { orderStock } from '../../../test/ordering';

describeOnEachDatabase('catalogue API', (t) => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const db = t.db;
    const love = await aCategory(db, { id: 'cat-love', name: '爱情鲜花' });
    const roses = await aCategory(db, { id: 'cat-love-rose', name: '玫瑰', parent_id: love.id });
    const birthday = await aCategory(db, { id: 'cat-birthday', name: '生日鲜花' });
    ids.red = (
      await aGoods(db, {
        category_id: roses.id,
        name: '11枝红玫瑰花束·一心一意',
        sale_price: 19900,
        sales: 500,
        created_at: 1_000,
      })
    ).id;
    ids.pink = (
      await aGoods(db, {
        category_id: love.id,
        name: '粉玫瑰礼盒·初恋',
        sale_price: 29950,
        sales: 80,
        created_at: 3_000,
      })
    ).id;
    ids.lily = (
      await aGoods(db, {
        category_id: birthday.id,
        name: '香水百合·百年好合',
        sale_price: 15800,
        sales: 900,
        created_at: 2_000,
        tags: '["生日"]',
      })
    ).id;
    ids.off = (
      await aGoods(db, { category_id: roses.id, name: '下架的玫瑰花束', status: 'off_sale', sales: 10_000 })
    ).id;
    ids.soldOut = (await aGoods(db, { category_id: birthday.id, name: '售罄向日葵', stock: 0, sale_price: 9900 })).id;
    await aComment(db, { goods_id: ids.red, nickname: '王小明', rating: 5, created_at: 5_000 });
    await aComment(db, {
      goods_id: ids.red,
      nickname: '欧阳娜娜',
      anonymous: 1,
      rating: 4,
      created_at: 4_000,
      pictures: '["/images/bouquet/rose-red-kraft-2.svg"]',
    });
    await aComment(db, {
      goods_id: ids.red,
      nickname: '李雷',
      rating: 2,
      created_at: 3_000,
      reply: '抱歉，已为您补发',
      avatar: '',
    });
    await db
      .insertInto('home_links')
      .values([
        {
          id: 'b1',
          slot: 'banner',
          title: '520 告白季',
          subtitle: '',
          image: '/images/banner/love.svg',
          link: '/',
          sort: 1,
          link_type: 'page',
          link_target: '/',
          active_from: null,
          active_until: null,
        },
        {
          id: 'e1',
          slot: 'entry',
          title: '鲜花速递',
          subtitle: '3小时送达',
          image: '/images/banner/fast.svg',
          link: '/',
          sort: 1,
          link_type: 'page',
          link_target: '/',
          active_from: null,
          active_until: null,
        },
        {
          id: 'p1',
          slot: 'promotion',
          title: '新人专享',
          subtitle: '',
          image: '/images/banner/new.svg',
          link: '/',
          sort: 1,
          link_type: 'page',
          link_target: '/',
          active_from: null,
          active_until: null,
        },
      ])
      .execute();
    await db
      .insertInto('hot_words')
      .values([
        { word: '玫瑰', sort: 1 },
        { word: '百合', sort: 2 },
      ])
      .execute();
  });

  const search = (body: object) => post<GoodsPage>(t.app, '/api/mall/goodsInfo/search', body);
  const names = (page: GoodsPage) => page.list.map((g) => g.name);

  describe('goods search', () => {
    it('finds goods by a two-character Chinese word anywhere in the name', async () => {
      const { status, body, headers } = await search({ keyword: '玫瑰' });
      expect(status).toBe(200);
      expect(headers['content-type']).toContain('application/json');
      expect(body.code).toBe(200);
      expect(names(body.data).sort()).toEqual(['11枝红玫瑰花束·一心一意', '粉玫瑰礼盒·初恋']);
      expect(body.data.total).toBe(2);
    });

    it('finds goods by a single character', async () => {
      const { body } = await search({ keyword: '合' });
      expect(names(body.data)).toEqual(['香水百合·百年好合']);
    });

    it('matches tags and category names too, and ignores surrounding spaces', async () => {
      const { body } = await search({ keyword: ' 生日 ' });
      expect(names(body.data)).toContain('香水百合·百年好合');
    });

    it('treats % and _ in a keyword as plain characters', async () => {
      expect((await search({ keyword: '%' })).body.data.total).toBe(0);
      expect((await search({ keyword: '_' })).body.data.total).toBe(0);
    });

    it('never lists off-sale goods but keeps sold-out ones', async () => {
      const { body } = await search({});
      expect(body.data.list.map((g) => g.id)).not.toContain(ids.off);
      expect(body.data.list.find((g) => g.id === ids.soldOut)?.stock).toBe(0);
    });

    it('lists sold-out goods after those that can be bought, even when they are the cheapest', async () => {
      const { body } = await search({ categoryId: 'cat-birthday', sort: 'priceAsc' });
      expect(names(body.data)).toEqual(['香水百合·百年好合', '售罄向日葵']);
      const bySales = await search({ categoryId: 'cat-birthday', sort: 'sales' });
      expect(names(bySales.body.data).at(-1)).toBe('售罄向日葵');
    });

    it('moves a goods after the others once an order takes its last stock, and back when the stock returns', async () => {
      const daisy = await aGoods(t.db, { category_id: 'cat-birthday', name: '雏菊小束', stock: 2, sale_price: 5900 });
      const cheapestFirst = async () =>
        names((await search({ categoryId: 'cat-birthday', sort: 'priceAsc' })).body.data);
      expect((await cheapestFirst())[0]).toBe('雏菊小束');

      const stock = orderStock(t.db);
      expect(await stock.take(daisy.id, 2)).toBe(true);
      expect(await cheapestFirst()).toEqual(['香水百合·百年好合', '雏菊小束', '售罄向日葵']);

      await stock.giveBack(daisy.id, 1);
      expect((await cheapestFirst())[0]).toBe('雏菊小束');
      // Off sale again, for the counts of the tests after this one.
      await t.db
        .updateTable('goods')
        .set({ status: 'off_sale', updated_at: Date.now() })
        .where('id', '=', daisy.id)
        .execute();
    });

    it('shows the stock and sales an order leaves at once, though an order does not rebuild the search index', async () => {
      const daisy = await aGoods(t.db, { category_id: 'cat-birthday', name: '雏菊花篮', stock: 5, sales: 1 });
      const shown = async () => (await search({ keyword: '雏菊花篮' })).body.data.list[0];
      expect(await shown()).toMatchObject({ stock: 5, sales: 1 });

      expect(await orderStock(t.db).take(daisy.id, 2)).toBe(true);
      await t.db.updateTable('goods').set({ sales: 3 }).where('id', '=', daisy.id).execute();
      expect(await shown()).toMatchObject({ name: '雏菊花篮', stock: 3, sales: 3 });
      await t.db
        .updateTable('goods')
        .set({ status: 'off_sale', updated_at: Date.now() })
        .where('id', '=', daisy.id)
        .execute();
    });

    it('returns a category together with its sub-categories', async () => {
      const { body } = await search({ categoryId: 'cat-love', sort: 'priceAsc' });
      expect(names(body.data)).toEqual(['11枝红玫瑰花束·一心一意', '粉玫瑰礼盒·初恋']);
    });

    it('filters by price in yuan and sorts by price, sales and newness', async () => {
      const inRange = await search({ minPrice: 150, maxPrice: 200, sort: 'priceDesc' });
      expect(inRange.body.data.list.map((g) => g.salePrice)).toEqual([199, 158]);
      const bySales = await search({ sort: 'sales' });
      expect(names(bySales.body.data)[0]).toBe('香水百合·百年好合');
      const newest = await search({ keyword: '玫瑰', sort: 'new' });
      expect(names(newest.body.data)).toEqual(['粉玫瑰礼盒·初恋', '11枝红玫瑰花束·一心一意']);
    });

    it('pages the results and counts them all', async () => {
      const first = await search({ page: 1, pageSize: 2, sort: 'priceAsc' });
      const second = await search({ page: 2, pageSize: 2, sort: 'priceAsc' });
      expect(first.body.data.list).toHaveLength(2);
      expect(first.body.data.total).toBe(4);
      expect(second.body.data.list).toHaveLength(2);
      expect(new Set([...names(first.body.data), ...names(second.body.data)]).size).toBe(4);
    });

    it('finds goods added, changed or taken off sale after an earlier search', async () => {
      expect((await search({ keyword: '郁金香' })).body.data.total).toBe(0);
      const tulip = await aGoods(t.db, { category_id: 'cat-birthday', name: '粉色郁金香花束' });
      expect(names((await search({ keyword: '郁金香' })).body.data)).toEqual(['粉色郁金香花束']);
      await t.db
        .updateTable('goods')
        .set({ status: 'off_sale', updated_at: Date.now() + 1000 })
        .where('id', '=', tulip.id)
        .execute();
      expect((await search({ keyword: '郁金香' })).body.data.total).toBe(0);
      await t.db.deleteFrom('goods').where('id', '=', tulip.id).execute();
    });

    it('shows prices in yuan with the summary fields a list needs', async () => {
      const { body } = await search({ goodsIds: [ids.pink] });
      expect(body.data.list[0]).toMatchObject({
        id: ids.pink,
        name: '粉玫瑰礼盒·初恋',
        salePrice: 299.5,
        marketPrice: 259,
        stock: 10,
        sales: 80,
        status: 'on_sale',
      });
      expect(body.data.list[0]?.cover).toMatch(/^\/images\/bouquet\/.+\.svg$/);
    });

    it('returns exactly the goods asked by id, in that order and whatever their status', async () => {
      const { body } = await search({ goodsIds: [ids.off, ids.red, 'no-such-goods', ids.soldOut] });
      expect(body.data.list.map((g) => g.id)).toEqual([ids.off, ids.red, ids.soldOut]);
      expect(body.data.list[0]?.status).toBe('off_sale');
    });

    it.each([
      [{ pageSize: 1000 }, 'pageSize'],
      [{ page: 0 }, 'page'],
      [{ sort: 'cheapest' }, 'sort'],
      [{ minPrice: -1 }, 'minPrice'],
      [{ minPrice: 300, maxPrice: 100 }, 'minPrice'],
      [{ minPrice: 1.234 }, 'minPrice'],
      [{ keyword: 'x'.repeat(51) }, 'keyword'],
      [{ goodsIds: [] }, 'goodsIds'],
      [{ categoryId: 7 }, 'categoryId'],
    ])('refuses %j with a 400 naming %s', async (body, field) => {
      const res = await search(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 400, errCode: 'INVALID_PARAM', data: null });
      expect(res.body.message).toContain(field);
    });

    it('answers malformed JSON with a 400', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/mall/goodsInfo/search',
        headers: { 'content-type': 'application/json' },
        payload: '{"keyword":',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, errCode: 'INVALID_PARAM' });
    });
  });

  describe('goods detail', () => {
    it('shows a goods with its pictures, flower language and comment summary', async () => {
      const { status, body } = await post<GoodsDetail>(t.app, `/api/mall/goodsInfo/detail/${ids.red}`);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        id: ids.red,
        name: '11枝红玫瑰花束·一心一意',
        salePrice: 199,
        categoryName: '玫瑰',
        flowerLanguage: '热烈的爱',
        materials: '红玫瑰11枝',
        comments: { total: 3, goodRate: 67, withPictures: 1, good: 2, neutral: 0, bad: 1 },
      });
      expect(body.data.pictures.length).toBeGreaterThan(0);
      expect(body.data.latestComments.map((c) => c.rating)).toEqual([5, 4]);
    });

    it('accepts an empty JSON body, as the shop sends none', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/mall/goodsInfo/detail/${ids.red}`,
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
      expect(res.statusCode).toBe(200);
    });

    it('answers an unknown goods with 404', async () => {
      const { status, body } = await post(t.app, '/api/mall/goodsInfo/detail/no-such-goods');
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 404, errCode: 'GOODS_NOT_FOUND', data: null });
    });

    it('refuses an id that is too long', async () => {
      const { status, body } = await post(t.app, `/api/mall/goodsInfo/detail/${'x'.repeat(65)}`);
      expect(status).toBe(400);
      expect(body.message).toContain('id');
    });
  });

  describe('comments', () => {
    it('pages comments newest first, masking anonymous names, with the shop reply', async () => {
      const { body } = await post<CommentPage>(t.app, `/api/mall/comment/search/${ids.red}`, {
        page: 1,
        pageSize: 2,
      });
      expect(body.data.total).toBe(3);
      expect(body.data.list.map((c) => c.nickname)).toEqual(['王小明', '欧**娜']);
      expect(body.data.list[1]).toMatchObject({ anonymous: true, rating: 4 });
      expect(body.data.list[1]?.pictures).toHaveLength(1);
      expect(body.data.summary).toEqual({ total: 3, goodRate: 67, withPictures: 1, good: 2, neutral: 0, bad: 1 });
      const last = await post<CommentPage>(t.app, `/api/mall/comment/search/${ids.red}`, { page: 2, pageSize: 2 });
      expect(last.body.data.list[0]).toMatchObject({ nickname: '李雷', reply: '抱歉，已为您补发' });
      // 李雷 never chose a picture: the silhouette, not an empty address the page would request itself with.
      expect(last.body.data.list[0]?.avatar).toMatch(/^\/images\/avatar\/default\.\w+\.svg$/);
    });

    it('filters good, bad and pictured comments', async () => {
      const count = async (filter: string) =>
        (await post<CommentPage>(t.app, `/api/mall/comment/search/${ids.red}`, { filter })).body.data.total;
      expect(await count('good')).toBe(2);
      expect(await count('bad')).toBe(1);
      expect(await count('pictures')).toBe(1);
    });

    it('counts and filters the 3-star comments as 中评', async () => {
      const pink = ids.pink ?? '';
      await aComment(t.db, { goods_id: pink, nickname: '韩梅梅', rating: 3, created_at: 6_000 });
      await aComment(t.db, { goods_id: pink, nickname: '李华', rating: 5, created_at: 7_000 });
      const { body } = await post<CommentPage>(t.app, `/api/mall/comment/search/${ids.pink}`, { filter: 'neutral' });
      expect(body.data.list.map((c) => c.nickname)).toEqual(['韩梅梅']);
      expect(body.data.summary).toMatchObject({ total: 2, good: 1, neutral: 1, bad: 0 });
    });

    it('gives a goods without comments an empty page and a 100% good rate', async () => {
      const { body } = await post<CommentPage>(t.app, `/api/mall/comment/search/${ids.lily}`);
      expect(body.data).toMatchObject({ list: [], total: 0, summary: { total: 0, goodRate: 100 } });
    });

    it('answers 404 for an unknown goods and 400 for a bad filter', async () => {
      expect((await post(t.app, '/api/mall/comment/search/no-such-goods')).status).toBe(404);
      const bad = await post(t.app, `/api/mall/comment/search/${ids.red}`, { filter: 'funny' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('filter');
    });
  });

  describe('home, hots and categories', () => {
    it('lists hot goods by sales and the hot words in order', async () => {
      const { body } = await post<Hots>(t.app, '/api/mall/goodsInfo/hots', { limit: 2 });
      expect(body.data.goods.map((g) => g.name)).toEqual(['香水百合·百年好合', '11枝红玫瑰花束·一心一意']);
      expect(body.data.words).toEqual(['玫瑰', '百合']);
    });

    it('builds a two-level category tree', async () => {
      const { body } = await post<{ list: CategoryNode[] }>(t.app, '/api/mall/category/tree');
      const love = body.data.list.find((c) => c.id === 'cat-love');
      expect(love?.children.map((c) => c.name)).toEqual(['玫瑰']);
      expect(body.data.list.map((c) => c.id)).not.toContain('cat-love-rose');
    });

    it('gathers banners, entries, category icons, promotions and sections for the home page', async () => {
      const { body } = await post<Home>(t.app, '/api/mall/home');
      expect(body.data.banners.map((b) => b.title)).toEqual(['520 告白季']);
      expect(body.data.entries).toHaveLength(1);
      expect(body.data.promotions).toHaveLength(1);
      expect(body.data.categoryIcons.map((c) => c.id)).toEqual(['cat-love', 'cat-birthday']);
      expect(body.data.sections.map((s) => s.id)).toEqual(['hot', 'new']);
      expect(body.data.sections[0]?.goods[0]?.name).toBe('香水百合·百年好合');
    });
  });
});
