import { afterEach, expect, vi } from 'vitest';
import { post } from '../../../test/app';
import { describeEachDatabase } from '../../../test/each-database';
import { eventually } from '../../../test/ordering';
import { aSubscriptionWithDeliveries, fixNow, shopTime } from '../../../test/subscription-rows';
import { itOnTwoProcesses } from '../../../test/two-processes';

describeEachDatabase('Placing subscription deliveries across two server processes', (target) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  itOnTwoProcesses(
    target,
    'creates exactly one order per delivery when both processes run the job at the same time',
    async ({ apps, suiteOn }) => {
      const t = suiteOn(apps[0]);
      fixNow('2027-04-04T12:00');
      const member = await t.member();
      const plans = [];
      for (let i = 0; i < 12; i++) {
        plans.push(
          await aSubscriptionWithDeliveries(t.db, member.id, { firstDate: '2027-04-06', deliveries_total: 3 }),
        );
      }
      const ids = plans.map((p) => p.subscription.id);
      const placedCount = async () =>
        (
          await t.db
            .selectFrom('subscription_deliveries')
            .select('id')
            .where('subscription_id', 'in', ids)
            .where('status', '=', 'placed')
            .execute()
        ).length;

      // Past the placing moment: both processes' timers run the job, and each is also asked at once, twice.
      fixNow('2027-04-04T18:30');
      const at = shopTime('2027-04-04T18:30');
      await Promise.all(apps.flatMap((app) => [1, 2].map(() => post(app, '/api/dev/subscriptions/run', { at }))));
      await eventually(placedCount, (n) => n === 12);
      // A few more ticks of both timers find nothing more to place.
      await new Promise((resolve) => setTimeout(resolve, 150));

      const orders = await t.db
        .selectFrom('orders')
        .select(['id', 'subscription_id', 'subscription_number'])
        .where('subscription_id', 'in', ids)
        .execute();
      expect(orders).toHaveLength(12);
      expect(new Set(orders.map((o) => o.subscription_id)).size).toBe(12);
      expect(orders.every((o) => o.subscription_number === 1)).toBe(true);
      const counts = await t.db.selectFrom('subscriptions').select('placed_count').where('id', 'in', ids).execute();
      expect(counts.every((c) => c.placed_count === 1)).toBe(true);
      const logged = await t.db
        .selectFrom('subscription_changes')
        .select('delivery_id')
        .where('subscription_id', 'in', ids)
        .where('kind', '=', 'placed')
        .execute();
      expect(logged).toHaveLength(12);
    },
    { SUBSCRIPTION_SWEEP_MS: '20' },
  );
});
