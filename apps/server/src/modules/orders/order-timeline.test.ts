import crypto from 'node:crypto';
import type { OrderStatus } from '@ffe/shared/domain/order-state';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../../test/each-database';
import { ordering } from '../../../test/ordering';
import { orderRepository } from './order.repository';

describeOnEachDatabase(
  'The order timeline',
  (t) => {
    const { buyer, anOrder, pay, detail } = ordering(t);

    it('keeps 1,000 moves made in one millisecond in the order they were made', async () => {
      const member = await buyer();
      const { order } = await anOrder(member);
      await pay(member, order.id);
      const repo = orderRepository(t.db);
      const at = Date.now();
      const made: OrderStatus[] = [];
      // One transaction, so the test is quick; each move is still its own conditional update and timeline step.
      await repo.transaction(async (trx) => {
        for (let i = 0; i < 1_000; i++) {
          const [from, to]: [OrderStatus, OrderStatus] = i % 2 ? ['refunding', 'paid'] : ['paid', 'refunding'];
          expect(await repo.moveStatus(order.id, [from], to, {}, at, trx)).toBe(true);
          await repo.insertEvent({ id: crypto.randomUUID(), order_id: order.id, status: to, by: 'staff', at }, trx);
          made.push(to);
        }
      });

      const timeline = (await detail(member, order.id)).timeline;
      expect(timeline.map((e) => e.status)).toEqual(['pending_payment', 'paid', ...made]);
    });
  },
  { env: { DELIVERY_SLOT_CAPACITY: '100000' } },
);
