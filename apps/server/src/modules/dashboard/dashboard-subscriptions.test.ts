import { DELIVERY_SLOTS } from '@ffe/shared/constants';
import { type DeliveryRules, shopDate } from '@ffe/shared/domain/delivery-rules';
import { expect, it } from 'vitest';
import { anOrderRow } from '../../../test/back-office';
import { describeOnEachDatabase } from '../../../test/each-database';
import { dashboardRepository } from './dashboard.repository';
import { dashboardService, settingsCapacities } from './dashboard.service';

const settings = {
  current: async (): Promise<DeliveryRules> => ({
    slots: DELIVERY_SLOTS.map((slot) => ({ ...slot, capacity: 30 })),
    capacityOverrides: [],
    cutoff: '16:00',
    leadMinutes: 120,
    horizonDays: 60,
    closedDates: [],
    zones: [],
    surcharges: [],
  }),
};

describeOnEachDatabase("The dashboard's figures of a subscription", (t) => {
  it("counts a subscription's delivery orders, paid and to make, and never its purchase nor the shares it gave back", async () => {
    const member = await t.member();
    const now = Date.now();
    const today = shopDate(now);
    const paid = { status: 'paid' as const, paid_at: now - 1_000, delivery_date: today, delivery_slot: '18-21' };
    const purchase = await anOrderRow(t.db, {
      user_id: member.id,
      ...paid,
      kind: 'subscription',
      subscription_id: 'sub-dash',
      goods_amount: 19_900,
      pay_amount: 19_900,
      refunded_amount: 1_659,
    });
    await anOrderRow(t.db, {
      user_id: member.id,
      ...paid,
      subscription_id: 'sub-dash',
      subscription_number: 1,
      subscription_total: 12,
      goods_amount: 1_659,
      pay_amount: 1_659,
    });
    await t.db
      .insertInto('payments')
      .values({
        id: 'pay-dash',
        order_id: purchase.id,
        user_id: member.id,
        provider: 'sandbox',
        channel: 'wechat',
        amount: 19_900,
        status: 'succeeded',
        trade_no: 'trade-dash',
        pays_order: 1,
        refunded_amount: 1_659,
        paid_at: now - 1_000,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await t.db
      .insertInto('refunds')
      .values({
        id: 'refund-dash',
        payment_id: 'pay-dash',
        order_id: purchase.id,
        after_sale_id: null,
        amount: 1_659,
        reason: 'subscription-cancelled',
        status: 'succeeded',
        attempts: 1,
        next_attempt_at: now,
        last_error: null,
        lease_owner: null,
        lease_until: null,
        settled_at: now - 500,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const read = await dashboardService({
      repo: dashboardRepository(t.db),
      slotCapacities: settingsCapacities(settings),
      imageUrl: (path) => path,
      now: () => now,
    }).read();
    expect(read.today).toMatchObject({ orders: 1, sales: 16.59, refunds: 0, revenue: 16.59, toPrepare: 1 });
  });
});
