import type { AdminGoods } from '@ffe/shared/contracts/admin-goods';
import type { GoodsPage } from '@ffe/shared/contracts/catalogue';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { post } from '../../../test/app';
import { describeEachDatabase } from '../../../test/each-database';
import { aCategory } from '../../../test/factories';
import { itOnTwoProcesses } from '../../../test/two-processes';

/** The search index's check interval both processes run with, as in production. */
const CHECK_MS = 1000;

/** Searches on `app` until `seen` holds; answers how long that took. */
async function searchUntil(app: FastifyInstance, body: object, seen: (page: GoodsPage) => boolean) {
  const started = Date.now();
  for (;;) {
    const page = (await post<GoodsPage>(app, '/api/mall/goodsInfo/search', body)).body.data;
    if (seen(page)) return Date.now() - started;
    if (Date.now() - started > CHECK_MS * 5) throw new Error('the other process never saw the change');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describeEachDatabase('console goods and the search of another process', (target) => {
  itOnTwoProcesses(
    target,
    'finds a new goods and its new price on the other process within the check interval',
    async ({ apps: [console, shop], database, suiteOn }) => {
      await aCategory(database.db, { id: 'cat-tulip', name: '郁金香' });
      const florist = await suiteOn(console).staff('florist');
      // The shop's process has built its index before the change.
      await post(shop, '/api/mall/goodsInfo/search', { keyword: '紫色郁金香' });

      const created = await post<AdminGoods>(
        console,
        '/api/admin/goods/create',
        {
          name: '紫色郁金香·优雅',
          categoryId: 'cat-tulip',
          salePrice: 158,
          marketPrice: 198,
          stock: 9,
          status: 'on_sale',
          pictures: ['/images/bouquet/tulip-purple-kraft-1.svg'],
        },
        florist,
      );
      expect(created.status).toBe(200);
      const id = created.body.data.id;
      const tookToFind = await searchUntil(shop, { keyword: '紫色郁金香' }, (p) => p.list.some((g) => g.id === id));
      expect(tookToFind).toBeLessThanOrEqual(CHECK_MS + 500);

      const repriced = await post(
        console,
        '/api/admin/goods/update',
        { id, version: 1, salePrice: 99, marketPrice: 198 },
        florist,
      );
      expect(repriced.status).toBe(200);
      // The price filter reads the index, so it proves the index itself moved.
      const tookToReprice = await searchUntil(shop, { keyword: '郁金香', maxPrice: 100 }, (p) =>
        p.list.some((g) => g.id === id && g.salePrice === 99),
      );
      expect(tookToReprice).toBeLessThanOrEqual(CHECK_MS + 500);
    },
    { SEARCH_INDEX_CHECK_MS: String(CHECK_MS), SEARCH_CACHE_TTL_MS: '0' },
  );
});
