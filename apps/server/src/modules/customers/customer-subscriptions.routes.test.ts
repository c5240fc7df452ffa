import type { AdminCustomerDetail } from '@ffe/shared/contracts/admin-customers';
import { expect, it } from 'vitest';
import { post } from '../../../test/app';
import { anOrderRow } from '../../../test/back-office';
import { describeOnEachDatabase } from '../../../test/each-database';

describeOnEachDatabase("A customer's figures with a subscription", (t) => {
  it("counts the subscription's delivery orders and their money, never its purchase", async () => {
    const admin = await t.staff('admin');
    const member = await t.member();
    const paid = { user_id: member.id, status: 'paid' as const, paid_at: Date.now(), subscription_id: 'sub-cust' };
    await anOrderRow(t.db, { ...paid, kind: 'subscription', goods_amount: 19_900, pay_amount: 19_900 });
    await anOrderRow(t.db, { ...paid, subscription_number: 1, subscription_total: 12, pay_amount: 1_659 });
    await anOrderRow(t.db, { ...paid, subscription_number: 2, subscription_total: 12, pay_amount: 1_659 });
    const { status, body } = await post<AdminCustomerDetail>(
      t.app,
      `/api/admin/customer/detail/${member.id}`,
      {},
      admin,
    );
    expect(status).toBe(200);
    expect(body.data.customer).toMatchObject({ orderCount: 2, totalSpent: 33.18 });
  });
});
