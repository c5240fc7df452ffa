import type { AdminOrderList, DaySheet } from '@ffe/shared/contracts/admin-orders';
import type { Order } from '@ffe/shared/contracts/order';
import { shopDate } from '@ffe/shared/domain/delivery-rules';
import { beforeAll, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import type { Member, SignedInStaff } from '../../../test/factories';
import { ordering, recipient } from '../../../test/ordering';
import { aDelivery, aPurchase, subscriptionOrdering } from '../../../test/subscription-ordering';

describeOnEachDatabase("A subscription's orders in the workbench and the customer's list", (t) => {
  const { shop, buyer, pay } = ordering(t);
  const date = shopDate(Date.now(), 3);
  const where = { ...recipient, district: '周花区' };
  let member: Member;
  let florist: SignedInStaff;
  let purchase: { orderId: string; orderNo: string };
  let delivery: { orderId: string; orderNo: string };

  beforeAll(async () => {
    member = await buyer();
    florist = await t.staff('admin');
    const s = subscriptionOrdering(t.db);
    const goodsId = await shop.goods();
    const bought = aPurchase(member.id, goodsId, { recipient: where, deliveryDate: date });
    purchase = await s.inTransaction((trx) => s.orders.placePurchase(bought, trx));
    await pay(member, purchase.orderId);
    delivery = await s.place(
      aDelivery(member.id, goodsId, { subscriptionId: bought.subscriptionId, date, recipient: where }),
    );
  });

  it('lists and counts the delivery on the workbench, never the purchase', async () => {
    const list = await post<AdminOrderList>(
      t.app,
      '/api/admin/order/list',
      { deliveryDate: date, district: '周花区' },
      florist,
    );
    expect(list.body.data.list.map((o) => o.id)).toEqual([delivery.orderId]);
    expect(list.body.data.counts).toMatchObject({ all: 1, paid: 1 });
    const everyDay = await post<AdminOrderList>(t.app, '/api/admin/order/list', { keyword: purchase.orderNo }, florist);
    expect(everyDay.body.data.list).toEqual([]);
  });

  it("puts the delivery on the day sheet and in the orders' file, never the purchase", async () => {
    const sheet = await post<DaySheet>(t.app, '/api/admin/order/day-sheet', { date }, florist);
    const ids = sheet.body.data.slots.flatMap((s) => s.orders.map((o) => o.id));
    expect(ids).toContain(delivery.orderId);
    expect(ids).not.toContain(purchase.orderId);
    const file = await t.app.inject({
      method: 'POST',
      url: '/api/admin/order/export',
      payload: { deliveryDate: date, district: '周花区' },
      headers: { authorization: florist.token },
    });
    expect(file.body).toContain(delivery.orderNo);
    expect(file.body).not.toContain(purchase.orderNo);
  });

  it("lists the delivery among the customer's orders and counts it, never the purchase", async () => {
    const all = await post<{ list: Order[]; total: number }>(t.app, '/api/mall/order/list', { tab: 'all' }, member);
    expect(all.body.data.list.map((o) => o.id)).toEqual([delivery.orderId]);
    expect(all.body.data.total).toBe(1);
    const portal = await post<{ orderCounts: Record<string, number> }>(t.app, '/api/member/portal', {}, member);
    expect(portal.body.data.orderCounts).toMatchObject({ pendingPayment: 0, paid: 1 });
  });
});
