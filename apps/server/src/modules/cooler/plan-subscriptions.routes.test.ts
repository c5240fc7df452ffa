import type { DayPlan } from '@ffe/shared/contracts/cooler-plan';
import { shopDate } from '@ffe/shared/domain/delivery-rules';
import { expect, it } from 'vitest';
import { post } from '../../../test/app';
import { anOrderRow } from '../../../test/back-office';
import { describeOnEachDatabase } from '../../../test/each-database';

describeOnEachDatabase("The day plan with a subscription's orders", (t) => {
  it("plans the subscription's delivery and never its purchase, which is not made", async () => {
    const florist = await t.staff('florist');
    const member = await t.member();
    const date = shopDate(Date.now(), 4);
    const paid = { user_id: member.id, status: 'paid' as const, paid_at: Date.now(), delivery_date: date };
    await anOrderRow(t.db, { ...paid, kind: 'subscription', subscription_id: 'sub-plan' });
    await anOrderRow(t.db, { ...paid, subscription_id: 'sub-plan', subscription_number: 1, subscription_total: 4 });
    const { status, body } = await post<DayPlan>(t.app, '/api/admin/cooler/plan', { date }, florist);
    expect(status).toBe(200);
    expect(body.data.orders).toEqual({ toMake: 1, started: 0 });
  });
});
