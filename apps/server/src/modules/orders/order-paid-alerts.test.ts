import type { OrderPaidAlert } from '@ffe/shared/contracts/admin-orders';
import type { ServerFrame } from '@ffe/shared/contracts/im';
import { expect, it } from 'vitest';
import { post } from '../../../test/app';
import { openSocket, socketUrlOf, type TestSocket } from '../../../test/chatting';
import { describeEachDatabase, describeOnEachDatabase } from '../../../test/each-database';
import { ordering } from '../../../test/ordering';
import { itOnTwoProcesses } from '../../../test/two-processes';

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

describeEachDatabase('The new-order alert across two server processes through Redis', (target) => {
  itOnTwoProcesses(
    target,
    'reaches a staff socket held by the other process',
    async ({ apps: [paying, holding], suiteOn }) => {
      const { buyer, anOrder, pay } = ordering(suiteOn(paying));
      const florist = await openSocket(await socketUrlOf(holding), await suiteOn(paying).staff('florist'));
      const member = await buyer();
      const { order } = await anOrder(member);
      await pay(member, order.id);
      expect((await alertOf(florist, order.id)).orderNo).toBe(order.orderNo);
      florist.close();
    },
  );
});
