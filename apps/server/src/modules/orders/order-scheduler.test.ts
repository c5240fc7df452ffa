import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Order } from '@ffe/shared/contracts/order';
import { expect, it } from 'vitest';
import { post, TEST_TOKEN_SECRET } from '../../../test/app';
import { createTestDatabase } from '../../../test/databases';
import { describeEachDatabase } from '../../../test/each-database';
import { aCategory, aGoods, aMember } from '../../../test/factories';
import { eventually, recipient } from '../../../test/ordering';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/connect';

describeEachDatabase('Two server processes sweeping one database', (target) => {
  it('cancel each expired order once and give its stock back once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-sweep-'));
    const database = await createTestDatabase(target.url, path.join(dir, 'shop.sqlite'));
    if (!database.location) throw new Error('the database needs a location a second process can open');
    const secondConnection = openDatabase(database.location);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dir,
      TOKEN_SECRET: TEST_TOKEN_SECRET,
      ORDER_SWEEP_MS: '20',
      SEARCH_INDEX_CHECK_MS: '0',
    });
    const [one, two] = await Promise.all([
      buildApp({ config, database }),
      buildApp({ config, database: secondConnection }),
    ]);
    try {
      const member = await aMember(database.db);
      const category = await aCategory(database.db);
      const goods = await aGoods(database.db, { category_id: category.id, stock: 100 });
      const orders: Order[] = [];
      for (let i = 0; i < 20; i++) {
        const created = await post<Order>(
          i % 2 ? one : two,
          '/api/mall/order/create',
          { lines: [{ goodsId: goods.id, quantity: 2 }], recipient, idempotencyKey: `sweep-key-${i}`, couponId: null },
          member,
        );
        expect(created.status).toBe(200);
        orders.push(created.body.data);
      }
      await database.db
        .updateTable('orders')
        .set({ pay_deadline: Date.now() - 1 })
        .execute();

      const cancelled = await eventually(
        async () => (await database.db.selectFrom('orders').select('status').execute()).map((o) => o.status),
        (statuses) => statuses.every((s) => s === 'cancelled'),
        15_000,
      );
      expect(cancelled).toEqual(orders.map(() => 'cancelled'));
      const events = await database.db
        .selectFrom('order_events')
        .select('id')
        .where('status', '=', 'cancelled')
        .execute();
      expect(events).toHaveLength(20);
      const stock = await database.db
        .selectFrom('goods')
        .select('stock')
        .where('id', '=', goods.id)
        .executeTakeFirstOrThrow();
      expect(stock.stock).toBe(100);
      const slots = await database.db.selectFrom('delivery_slot_loads').select('booked').execute();
      expect(slots.every((s) => s.booked === 0)).toBe(true);
    } finally {
      await Promise.all([one.close(), two.close()]);
      await secondConnection.db.destroy();
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
