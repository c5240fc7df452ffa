import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/databases';
import { describeEachDatabase } from '../../test/each-database';
import { renderPicture } from '../modules/images/pictures';
import { DEMO_GOODS_COUNT, generateCatalogue } from './demo-catalogue';
import { seedCatalogue, seedDemoData } from './seed';

const NOW = Date.UTC(2025, 4, 1);
const DAY = 86_400_000;

describe('the demo catalogue', () => {
  it('is the same every time for the same moment', () => {
    expect(generateCatalogue({ goodsCount: 200, now: NOW })).toEqual(generateCatalogue({ goodsCount: 200, now: NOW }));
  });

  it('lists goods over the last 120 days, with comments between listing and now', () => {
    const { goods, comments } = generateCatalogue({ goodsCount: DEMO_GOODS_COUNT, now: NOW });
    const listed = new Map(goods.map((g) => [g.id, g.created_at]));
    for (const g of goods) {
      expect(g.created_at).toBeGreaterThanOrEqual(NOW - 120 * DAY);
      expect(g.created_at).toBeLessThan(NOW);
      expect(g.updated_at).toBeGreaterThanOrEqual(g.created_at);
    }
    for (const c of comments) {
      expect(c.created_at).toBeGreaterThanOrEqual(listed.get(c.goods_id) ?? Number.POSITIVE_INFINITY);
      expect(c.created_at).toBeLessThanOrEqual(NOW);
      if (c.reply_time !== null) expect(c.reply_time).toBeLessThanOrEqual(NOW);
    }
  });

  it('has shop-like prices, stock and status', () => {
    const { goods: all } = generateCatalogue({ goodsCount: 2000, now: NOW });
    const goods = all.filter((g) => g.is_add_on === 0);
    for (const g of goods) {
      expect(g.sale_price % 100, g.name).toBe(0);
      expect(g.sale_price, g.name).toBeGreaterThanOrEqual(9_900);
      expect(g.sale_price, g.name).toBeLessThanOrEqual(99_900);
      expect(g.market_price, g.name).toBeGreaterThanOrEqual(g.sale_price);
      expect(JSON.parse(g.pictures)[0]).toBe(g.cover);
    }
    const demo = goods.slice(0, DEMO_GOODS_COUNT);
    expect(demo.filter((g) => g.stock === 0)).toHaveLength(2);
    expect(demo.filter((g) => g.status === 'off_sale')).toHaveLength(2);
  });

  it('sells two hand-written goods and every third made-up one in options, keeping their totals on the goods', () => {
    const { goods, skus } = generateCatalogue({ goodsCount: DEMO_GOODS_COUNT + 30, now: NOW });
    const optionsOf = (id: string) => skus.filter((s) => s.goods_id === id);
    const byId = new Map(goods.map((g) => [g.id, g]));
    expect(optionsOf('goods-0006').map((s) => [s.name, s.sale_price, s.market_price])).toEqual([
      ['11枝', 22_900, 28_900],
      ['19枝', 32_900, 39_900],
      ['33枝', 49_900, 59_900],
      ['99枝', 119_900, 139_900],
    ]);
    expect(optionsOf('goods-0006')[3]?.stock).toBe(0);
    expect(byId.get('goods-0006')?.spec_name).toBe('枝数');
    expect(optionsOf('goods-0023').map((s) => s.name)).toEqual(['小', '中', '大']);
    expect(byId.get('goods-0023')?.spec_name).toBe('尺寸');
    for (const id of ['goods-0001', 'goods-0003', 'goods-0005']) {
      expect(byId.get(id)?.spec_name, id).toBeNull();
      expect(optionsOf(id), id).toEqual([]);
    }
    const madeUp = goods.filter((g) => g.is_add_on === 0).slice(DEMO_GOODS_COUNT);
    expect(madeUp.filter((g) => g.spec_name !== null)).toHaveLength(10);
    for (const g of goods.filter((g) => g.spec_name !== null)) {
      const options = optionsOf(g.id);
      expect(options.length, g.id).toBeGreaterThan(1);
      expect(g.stock, g.id).toBe(options.reduce((sum, s) => sum + s.stock, 0));
      expect(g.sale_price, g.id).toBe(Math.min(...options.map((s) => s.sale_price)));
      for (const s of options) expect(s.market_price, s.id).toBeGreaterThanOrEqual(s.sale_price);
    }
    expect(new Set(skus.map((s) => s.id)).size).toBe(skus.length);
  });

  it('keeps the made-up goods as they were apart from their options and add-ons', () => {
    const { goods } = generateCatalogue({ goodsCount: DEMO_GOODS_COUNT + 9, now: NOW });
    const withOptions = goods.filter((g) => g.spec_name !== null && g.id > 'goods-0050');
    for (const g of withOptions) expect(JSON.parse(g.add_on_ids)).toHaveLength(4);
  });

  it('seeds four add-ons in a hidden category, offered by the hand-written goods', () => {
    const { goods, categories } = generateCatalogue({ goodsCount: DEMO_GOODS_COUNT, now: NOW });
    const addOns = goods.filter((g) => g.is_add_on === 1);
    expect(addOns.map((g) => [g.id, g.sale_price])).toEqual([
      ['addon-vase', 3_900],
      ['addon-chocolate', 2_900],
      ['addon-card', 600],
      ['addon-bear', 4_900],
    ]);
    for (const a of addOns) {
      expect(a.category_id).toBe('cat-add-ons');
      expect(a.stock).toBe(200);
      expect(renderPicture(a.cover), a.cover).toMatch(/^<svg/);
    }
    expect(categories.find((c) => c.id === 'cat-add-ons')?.visible).toBe(0);
    expect(JSON.parse(goods.find((g) => g.id === 'goods-0001')?.add_on_ids ?? '')).toEqual(addOns.map((a) => a.id));
    for (const g of goods.slice(0, DEMO_GOODS_COUNT)) {
      const offered = JSON.parse(g.add_on_ids) as string[];
      expect(offered.length, g.id).toBeGreaterThan(0);
      for (const id of offered) expect(addOns.some((a) => a.id === id)).toBe(true);
    }
  });

  // Its speed is the bench's to measure (it seeds this many), never a timed unit test's.
  it('makes up 10,000 goods with unique ids', () => {
    const { goods, comments } = generateCatalogue({ goodsCount: 10_000, now: NOW });
    expect(new Set(goods.map((g) => g.id)).size).toBe(10_004);
    expect(new Set(comments.map((c) => c.id)).size).toBe(comments.length);
    expect(new Set(goods.map((g) => g.name)).size).toBeGreaterThan(2_000);
  });
});

describeEachDatabase('seeding', (target) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase(target.url);
  });

  afterEach(async () => {
    await database.drop();
  });

  it('seeds the demo catalogue into an empty shop', async () => {
    expect(await seedDemoData(database.db)).toBe(true);
    const { db } = database;

    const categories = await db.selectFrom('categories').selectAll().execute();
    const tops = categories.filter((c) => c.parent_id === null);
    expect(tops.length).toBeGreaterThanOrEqual(8);
    expect(tops.filter((top) => categories.some((c) => c.parent_id === top.id)).length).toBeGreaterThan(
      tops.length / 2,
    );
    for (const c of categories) expect(renderPicture(c.icon), c.icon).toBeDefined();

    const goods = await db.selectFrom('goods').selectAll().execute();
    expect(goods.length).toBeGreaterThanOrEqual(60);
    for (const g of goods) expect(renderPicture(g.cover), g.cover).toBeDefined();

    const counts = await db
      .selectFrom('goods_comments')
      .select(['goods_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy('goods_id')
      .execute();
    const withThree = counts.filter((c) => Number(c.n) >= 3).length;
    expect(withThree).toBeGreaterThan(goods.length * 0.8);

    const links = await db.selectFrom('home_links').selectAll().execute();
    expect(links.filter((l) => l.slot === 'banner')).toHaveLength(3);
    expect(links.filter((l) => l.slot === 'entry')).toHaveLength(3);
    expect(links.filter((l) => l.slot === 'promotion')).toHaveLength(2);
    for (const l of links) expect(renderPicture(l.image), l.image).toBeDefined();
    const linkedGoods = links.flatMap((l) => /[?&]id=([\w-]+)/.exec(l.link)?.[1] ?? []);
    for (const id of linkedGoods)
      expect(
        goods.some((g) => g.id === id),
        id,
      ).toBe(true);

    const words = await db.selectFrom('hot_words').selectAll().execute();
    expect(words).toHaveLength(10);
    // Each hot word has English that the English search finds.
    const texts = (await db.selectFrom('goods').select('search_text').execute()).map((g) => g.search_text);
    for (const w of words)
      expect(
        texts.some((text) => text.includes(w.word_en?.toLowerCase() ?? '-')),
        w.word,
      ).toBe(true);
  });

  it('leaves a shop that already has goods alone', async () => {
    expect(await seedDemoData(database.db)).toBe(true);
    expect(await seedDemoData(database.db)).toBe(false);
    const goods = await database.db
      .selectFrom('goods')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(goods.n)).toBe(DEMO_GOODS_COUNT + 4);
  });

  it('seeds 10,000 goods for the benchmark', { timeout: 60_000 }, async () => {
    const started = performance.now();
    await seedCatalogue(database.db, { goodsCount: 10_000, now: NOW });
    const seconds = (performance.now() - started) / 1000;
    const goods = await database.db
      .selectFrom('goods')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(goods.n)).toBe(10_004);
    const options = await database.db
      .selectFrom('goods_skus')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(options.n)).toBeGreaterThan(9_000);
    expect(seconds).toBeLessThan(30);
  });
});
