import { beforeAll, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import type { Member, SignedInStaff } from '../../../test/factories';
import { ordering } from '../../../test/ordering';
import { aDelivery, aPurchase, subscriptionOrdering } from '../../../test/subscription-ordering';

describeOnEachDatabase("A subscription's orders refuse what cancelling the subscription does", (t) => {
  const { shop, buyer, pay } = ordering(t);
  let member: Member;
  let admin: SignedInStaff;
  const orders = new Map<'SUBSCRIPTION_PURCHASE' | 'SUBSCRIPTION_DELIVERY', string>();

  beforeAll(async () => {
    member = await buyer();
    admin = await t.staff('admin');
    const s = subscriptionOrdering(t.db);
    const goodsId = await shop.goods();
    const purchase = await s.inTransaction((trx) => s.orders.placePurchase(aPurchase(member.id, goodsId), trx));
    await pay(member, purchase.orderId);
    orders.set('SUBSCRIPTION_PURCHASE', purchase.orderId);
    orders.set('SUBSCRIPTION_DELIVERY', (await s.place(aDelivery(member.id, goodsId))).orderId);
  });

  const codes = ['SUBSCRIPTION_PURCHASE', 'SUBSCRIPTION_DELIVERY'] as const;

  it.each(codes)("refuses the customer's after-sale request with 409 %s", async (code) => {
    const orderId = orders.get(code) as string;
    const asked = await post(
      t.app,
      '/api/mall/after-sale/apply',
      { orderId, kind: 'refund_only', reason: 'wilted', description: '花送到时已经蔫了', amount: 1 },
      member,
    );
    expect([asked.status, asked.body.errCode]).toEqual([409, code]);
    const row = await t.db.selectFrom('orders').select('has_after_sale').where('id', '=', orderId).executeTakeFirst();
    expect(row?.has_after_sale).toBe(0);
  });

  it.each(codes)("refuses the customer's cancelling of the paid order with 409 %s", async (code) => {
    const answer = await post(t.app, `/api/mall/order/cancelPaid/${orders.get(code)}`, {}, member);
    expect([answer.status, answer.body.errCode]).toEqual([409, code]);
  });

  it.each(codes)("refuses the staff's full refund with 409 %s, the order still paid", async (code) => {
    const answer = await post(t.app, `/api/admin/order/refund/${orders.get(code)}`, { reason: '缺货' }, admin);
    expect([answer.status, answer.body.errCode]).toEqual([409, code]);
    const row = await t.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', orders.get(code) as string)
      .executeTakeFirst();
    expect(row?.status).toBe('paid');
  });

  it('refuses making, moving or changing a purchase, which is never made (409 SUBSCRIPTION_PURCHASE)', async () => {
    const id = orders.get('SUBSCRIPTION_PURCHASE') as string;
    const refused = [
      await post(t.app, `/api/admin/order/prepare/${id}`, {}, admin),
      await post(t.app, `/api/admin/order/change/${id}`, { cardMessage: '生日快乐' }, admin),
      await post(t.app, `/api/mall/order/change/${id}`, { cardMessage: '生日快乐' }, member),
    ];
    expect(refused.map((r) => [r.status, r.body.errCode])).toEqual(Array(3).fill([409, 'SUBSCRIPTION_PURCHASE']));
    const row = await t.db
      .selectFrom('orders')
      .select(['status', 'card_message'])
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row).toEqual({ status: 'paid', card_message: '' });
  });
});
