import { DEFAULT_CUSTOMER_SERVICE_UID } from '@ffe/shared/constants';
import type { ImMessage } from '@ffe/shared/contracts/im';
import type { Order } from '@ffe/shared/contracts/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { anEmptyTarget, aShopOnDisk, postgresBackupSkipReason, type ShopOnDisk } from '../../../test/backing-up';
import { chatting } from '../../../test/chatting';
import { testDatabases } from '../../../test/databases';
import type { SuiteApp } from '../../../test/each-database';
import type { Member } from '../../../test/factories';
import { ordering } from '../../../test/ordering';
import type { Db } from '../../db/connect';
import { backupServiceFor, restoreServiceFor } from './backups.module';

const postgresSkip = await postgresBackupSkipReason();

/** What a writer saw acknowledged, and when: a write acknowledged before the backup started must be in it. */
interface Acknowledged {
  orders: Array<{ id: string; at: number }>;
  payments: Array<{ orderId: string; at: number }>;
  refunds: Array<{ orderId: string; at: number }>;
  messages: Array<{ id: string; at: number }>;
}

/** The money tables agree: each paid order has its one paying payment of its amount, and nothing gives back more. */
async function expectMoneyReconciles(db: Db) {
  const paidStates = ['paid', 'preparing', 'delivering', 'received', 'completed', 'refunding', 'refunded'];
  const orders = await db.selectFrom('orders').select(['id', 'status', 'pay_amount', 'refunded_amount']).execute();
  const payments = await db
    .selectFrom('payments')
    .select(['order_id', 'amount', 'status', 'pays_order', 'refunded_amount'])
    .execute();
  const refunds = await db.selectFrom('refunds').select(['order_id', 'payment_id', 'amount', 'status']).execute();
  for (const order of orders.filter((o) => paidStates.includes(o.status))) {
    const paying = payments.filter((p) => p.order_id === order.id && p.pays_order === 1);
    expect(paying, `order ${order.id} (${order.status})`).toHaveLength(1);
    expect(paying[0]?.amount).toBe(order.pay_amount);
    expect(['succeeded', 'refunded']).toContain(paying[0]?.status);
  }
  for (const payment of payments) expect(payment.refunded_amount).toBeLessThanOrEqual(payment.amount);
  for (const order of orders) {
    const recorded = refunds.filter((r) => r.order_id === order.id).reduce((sum, r) => sum + r.amount, 0);
    const taken = payments
      .filter((p) => p.order_id === order.id && ['succeeded', 'refunded'].includes(p.status))
      .reduce((sum, p) => sum + p.amount, 0);
    expect(recorded, `refunds of order ${order.id}`).toBeLessThanOrEqual(taken);
    expect(order.refunded_amount).toBeLessThanOrEqual(order.pay_amount);
  }
}

for (const target of testDatabases) {
  const skip = target.skipReason ?? (target.url ? postgresSkip : undefined);
  describe.skipIf(!!skip)(`A restore drill on ${target.name}${skip ? ` (skipped: ${skip})` : ''}`, () => {
    let shop: ShopOnDisk | undefined;
    const made = () => {
      if (!shop) throw new Error('the shop is made in beforeAll');
      return shop;
    };
    const t: SuiteApp = {
      get app() {
        return made().app;
      },
      get database() {
        return made().database;
      },
      get db() {
        return made().db;
      },
      get dataDir() {
        return made().dataDir;
      },
      member: (overrides) => made().member(overrides),
      staff: (role, overrides) => made().staff(role, overrides),
    };
    const { shop: goods, buyer, placeOrder, pay } = ordering(t);
    const chat = chatting(t);

    beforeAll(async () => {
      // The writers order and chat far faster than a customer; the quotas stay out of their way.
      shop = await aShopOnDisk(target, { QUOTA_SCALE: '1000' });
    });
    afterAll(async () => {
      await shop?.close();
    });

    /** One buyer ordering, paying, cancelling every other paid order (refunded in full) and chatting, until stopped. */
    async function writer(member: Member, goodsId: string, seen: Acknowledged, running: () => boolean) {
      for (let n = 0; running(); n++) {
        const placed = await placeOrder(member, [{ goodsId, quantity: 1 }]);
        expect(placed.status).toBe(200);
        const order = placed.body.data as Order;
        seen.orders.push({ id: order.id, at: Date.now() });
        const sent = await chat.send(member, DEFAULT_CUSTOMER_SERVICE_UID, `第${n}条`);
        expect(sent.status).toBe(200);
        seen.messages.push({ id: (sent.body.data as ImMessage)._id, at: Date.now() });
        if (n % 3 === 2) continue;
        await pay(member, order.id);
        seen.payments.push({ orderId: order.id, at: Date.now() });
        if (n % 2 === 1) {
          const cancelled = await post<Order>(t.app, `/api/mall/order/cancelPaid/${order.id}`, {}, member);
          expect(cancelled.status).toBe(200);
          seen.refunds.push({ orderId: order.id, at: Date.now() });
        }
      }
    }

    it('restores every write acknowledged before the backup started, with its money reconciled, and serves', async () => {
      const current = made();
      await chat.staff();
      const goodsId = await goods.goods({ stock: 10_000, sale_price: 12_900 });
      const buyers = await Promise.all([buyer(), buyer(), buyer()]);
      const seen: Acknowledged = { orders: [], payments: [], refunds: [], messages: [] };
      let writing = true;
      const writers = Promise.all(buyers.map((member) => writer(member, goodsId, seen, () => writing)));

      // Let the writers get going, then back up while they write on.
      while (seen.refunds.length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
      const backups = backupServiceFor(current.config, target.url ? current.database : undefined, {
        info: () => undefined,
      });
      const startedAt = Date.now();
      const { dir, manifest } = await backups.take();
      await new Promise((resolve) => setTimeout(resolve, 50));
      writing = false;
      await writers;

      // Each kind of write was acknowledged before the backup started, and the shop kept taking orders while it ran.
      for (const kind of ['orders', 'payments', 'refunds', 'messages'] as const) {
        expect(seen[kind].filter((w) => w.at < startedAt).length, kind).toBeGreaterThan(0);
      }
      expect(seen.orders.filter((o) => o.at > startedAt).length).toBeGreaterThan(0);
      expect(manifest).toMatchObject({ format: 1, kind: target.url ? 'postgres' : 'sqlite' });
      expect(manifest.schemaVersion).toMatch(/^\d{3}-/);
      expect(manifest.files.map((f) => f.path)).toContain(target.url ? 'database.pgdump' : 'database.sqlite');
      expect(manifest.rowCounts.orders).toBeGreaterThanOrEqual(seen.orders.filter((o) => o.at < startedAt).length);

      const restored = await anEmptyTarget(target);
      try {
        const result = await restoreServiceFor(restored.config, restored.database).restore(dir);
        expect(result.rowCounts).toEqual(manifest.rowCounts);

        const { app, db } = await restored.serve();
        const idsOf = async (table: 'orders' | 'im_messages') =>
          new Set((await db.selectFrom(table).select('id').execute()).map((r) => r.id));
        const orderIds = await idsOf('orders');
        const messageIds = await idsOf('im_messages');
        const before = <T extends { at: number }>(list: T[]) => list.filter((item) => item.at < startedAt);
        for (const { id } of before(seen.orders)) expect(orderIds.has(id), `order ${id}`).toBe(true);
        for (const { id } of before(seen.messages)) expect(messageIds.has(id), `message ${id}`).toBe(true);
        for (const { orderId } of before(seen.payments)) {
          const paying = await db
            .selectFrom('payments')
            .select('status')
            .where('order_id', '=', orderId)
            .where('pays_order', '=', 1)
            .executeTakeFirst();
          expect(['succeeded', 'refunded'], `payment of ${orderId}`).toContain(paying?.status);
        }
        for (const { orderId } of before(seen.refunds)) {
          const refunds = await db.selectFrom('refunds').select('id').where('order_id', '=', orderId).execute();
          expect(refunds.length, `refund of ${orderId}`).toBeGreaterThan(0);
        }
        await expectMoneyReconciles(db);

        // The restored shop serves: its health, and a buyer's order list read with the token signed before.
        const health = await app.inject({ method: 'GET', url: '/healthz' });
        expect(health.statusCode).toBe(200);
        const [first] = buyers;
        if (!first) throw new Error('no buyer');
        const list = await post<{ list: Order[]; total: number }>(
          app,
          '/api/mall/order/list',
          { page: 1, pageSize: 50 },
          first,
        );
        expect(list.status).toBe(200);
        expect(list.body.data.total).toBeGreaterThan(0);
      } finally {
        await restored.drop();
      }
    }, 60_000);
  });
}
