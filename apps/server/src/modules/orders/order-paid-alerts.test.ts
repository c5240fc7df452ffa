import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OrderPaidAlert } from '@ffe/shared/contracts/admin-orders';
import type { ServerFrame } from '@ffe/shared/contracts/im';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { post, TEST_TOKEN_SECRET } from '../../../test/app';
import { openSocket, socketUrlOf, type TestSocket } from '../../../test/chatting';
import { createTestDatabase } from '../../../test/databases';
import { describeEachDatabase, describeOnEachDatabase, type SuiteApp } from '../../../test/each-database';
import { aMember, aStaffMember, signInAsStaff } from '../../../test/factories';
import { ordering } from '../../../test/ordering';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/connect';

/** The console's alert must show within 2 s of the payment. */
const ALERT_WITHIN_MS = 2_000;

const alertOf = (socket: TestSocket, orderId: string) =>
  socket
    .next((f) => f.type === 'order-paid' && f.data.orderId === orderId, ALERT_WITHIN_MS)
    .then((f) => (f as Extract<ServerFrame, { type: 'order-paid' }>).data);

/** Frames on one socket arrive in order: once the pong is here, any alert sent before it is here too. */
async function settled(socket: TestSocket) {
  const pongs = socket.frames.filter((f) => f.type === 'pong').length;
  socket.send({ type: 'ping' });
  await socket.next(() => socket.frames.filter((f) => f.type === 'pong').length > pongs);
}

describeOnEachDatabase('The new-order alert', (t) => {
  const { buyer, anOrder, startPayment } = ordering(t);

  it("reaches a staff member's socket within 2 s of the payment, and no customer's", async () => {
    const url = await socketUrlOf(t.app);
    const florist = await openSocket(url, await t.staff('florist'));
    const courier = await openSocket(url, await t.staff('courier'));
    const member = await buyer();
    const customer = await openSocket(url, member);
    try {
      const { order } = await anOrder(member);
      const paymentId = await startPayment(member, order.id);
      // The clock starts as the payer confirms.
      const alerted = alertOf(florist, order.id);
      expect((await post(t.app, `/api/pay/sandbox/${paymentId}/confirm`)).status).toBe(200);
      const alert = await alerted;
      expect(alert).toEqual({
        orderId: order.id,
        orderNo: order.orderNo,
        payAmount: 129,
        deliveryDate: order.deliveryDate,
        deliverySlot: order.deliverySlot,
        paidAt: expect.any(Number),
      } satisfies OrderPaidAlert);
      for (const socket of [customer, courier]) {
        await settled(socket);
        expect(socket.frames.filter((f) => f.type === 'order-paid')).toEqual([]);
      }
    } finally {
      for (const socket of [florist, courier, customer]) socket.close();
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describeEachDatabase('The new-order alert across two server processes through Redis', (target) => {
  it.skipIf(!redisUrl)(
    `reaches a staff socket held by the other process${redisUrl ? '' : ' (skipped: TEST_REDIS_URL is not set)'}`,
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-alert-'));
      const database = await createTestDatabase(target.url, path.join(dir, 'shop.sqlite'));
      if (!database.location) throw new Error('the database needs a location a second process can open');
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dir,
        TOKEN_SECRET: TEST_TOKEN_SECRET,
        SEARCH_INDEX_CHECK_MS: '0',
        ORDER_SWEEP_MS: '0',
        REDIS_URL: redisUrl,
      });
      const apps: FastifyInstance[] = [];
      try {
        apps.push(await buildApp({ config, database }));
        apps.push(await buildApp({ config, database: openDatabase(database.location) }));
        const [paying, holding] = apps as [FastifyInstance, FastifyInstance];
        const suite: SuiteApp = {
          app: paying,
          database,
          db: database.db,
          dataDir: dir,
          member: (overrides) => aMember(database.db, overrides),
          staff: async (role, overrides) => signInAsStaff(paying, await aStaffMember(database.db, role, overrides)),
        };
        const { buyer, anOrder, pay } = ordering(suite);
        const florist = await openSocket(
          await socketUrlOf(holding),
          await signInAsStaff(paying, await aStaffMember(database.db, 'florist')),
        );
        const member = await buyer();
        const { order } = await anOrder(member);
        await pay(member, order.id);
        expect((await alertOf(florist, order.id)).orderNo).toBe(order.orderNo);
        florist.close();
      } finally {
        await Promise.all(apps.map((app) => app.close()));
        await database.drop();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
