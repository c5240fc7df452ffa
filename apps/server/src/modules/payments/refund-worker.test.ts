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
import { paidAtTheSandbox, SANDBOX_SECRET, signedNotice } from '../../../test/refunding';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/connect';

describeEachDatabase('Two server processes working the refunds of one database', (target) => {
  it('pays each refund the provider refused once exactly once, whichever process retries it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-refunds-'));
    const database = await createTestDatabase(target.url, path.join(dir, 'shop.sqlite'));
    if (!database.location) throw new Error('the database needs a location a second process can open');
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dir,
      TOKEN_SECRET: TEST_TOKEN_SECRET,
      PAY_SANDBOX_SECRET: SANDBOX_SECRET,
      ORDER_SWEEP_MS: '0',
      SEARCH_INDEX_CHECK_MS: '0',
      // Both processes work due refunds and look for uncovered money, often, at the same time.
      REFUND_WORKER_MS: '10',
      REFUND_RECONCILE_MS: '15',
      REFUND_RETRY_BASE_MS: '20',
    });
    const apps = await Promise.all([
      buildApp({ config, database }),
      buildApp({ config, database: openDatabase(database.location) }),
    ]);
    try {
      const member = await aMember(database.db);
      const category = await aCategory(database.db);
      const goods = await aGoods(database.db, { category_id: category.id, stock: 100, sale_price: 12_900 });
      const paymentIds: string[] = [];
      for (let i = 0; i < 10; i++) {
        const app = apps[i % 2] ?? apps[0];
        const created = await post<Order>(
          app,
          '/api/mall/order/create',
          { lines: [{ goodsId: goods.id, quantity: 1 }], recipient, idempotencyKey: `refund-key-${i}`, couponId: null },
          member,
        );
        const orderId = created.body.data.id;
        const payment = await post<{ paymentId: string }>(
          app,
          '/api/mall/pay/create',
          { orderId, channel: 'wechat' },
          member,
        );
        const paymentId = payment.body.data.paymentId;
        expect((await post(app, `/api/mall/order/cancel/${orderId}`, {}, member)).status).toBe(200);
        await paidAtTheSandbox(database.db, paymentId, 1);
        expect((await post(app, '/api/pay/notify/sandbox', await signedNotice(database.db, paymentId))).status).toBe(
          200,
        );
        paymentIds.push(paymentId);
      }

      const refunds = await eventually(
        () => database.db.selectFrom('refunds').selectAll().orderBy('payment_id').execute(),
        (rows) => rows.length === 10 && rows.every((r) => r.status === 'succeeded'),
        15_000,
      );
      expect(refunds.map((r) => [r.payment_id, r.amount, r.status, r.attempts])).toEqual(
        [...paymentIds].sort().map((id) => [id, 12_900, 'succeeded', 2]),
      );
      const given = await database.db
        .selectFrom('sandbox_refunds')
        .select('payment_id')
        .orderBy('payment_id')
        .execute();
      expect(given.map((g) => g.payment_id)).toEqual([...paymentIds].sort());
      const books = await database.db
        .selectFrom('sandbox_transactions')
        .select(['status', 'refunded_amount'])
        .where('id', 'in', paymentIds)
        .execute();
      expect(books).toEqual(paymentIds.map(() => ({ status: 'refunded', refunded_amount: 12_900 })));
      const payments = await database.db
        .selectFrom('payments')
        .select(['status', 'refunded_amount'])
        .where('id', 'in', paymentIds)
        .execute();
      expect(payments).toEqual(paymentIds.map(() => ({ status: 'refunded', refunded_amount: 12_900 })));
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
