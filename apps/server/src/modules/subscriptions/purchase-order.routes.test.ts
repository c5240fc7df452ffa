import type { Order } from '@ffe/shared/contracts/order';
import { expect, it } from 'vitest';
import { post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aSeriesWithPlan, buyingSubscriptions } from '../../../test/subscriptions';

const gift = { recipientName: '周小姐', recipientPhone: '13900002222', message: '', from: '阿林' };

describeOnEachDatabase('a plan’s purchase read as an order (the pay page and its result)', (t) => {
  const buying = buyingSubscriptions(t);

  it('says it is a subscription’s purchase and which one, for a plan bought for oneself', async () => {
    const { plan } = await aSeriesWithPlan(t.db);
    const buyer = await buying.shop.buyer();
    const bought = await buying.aSubscription(buyer, plan);
    const order = await post<Order>(t.app, `/api/mall/order/detail/${bought.orderId}`, {}, buyer);
    expect(order.status).toBe(200);
    expect(order.body.data).toMatchObject({
      kind: 'subscription',
      subscription: { id: bought.subscriptionId, number: null },
      status: 'pending_payment',
    });
  });

  it('reads a gift’s purchase, which has no date, slot or address until its recipient claims it', async () => {
    const { plan } = await aSeriesWithPlan(t.db);
    const buyer = await buying.shop.buyer();
    const bought = await buying.aSubscription(buyer, plan, { gift, firstDate: undefined, slot: undefined });
    const order = await post<Order>(t.app, `/api/mall/order/detail/${bought.orderId}`, {}, buyer);
    expect(order.status).toBe(200);
    expect(order.body.data).toMatchObject({
      kind: 'subscription',
      subscription: { id: bought.subscriptionId },
      deliveryDate: '',
      deliverySlot: '',
      recipient: { name: '周小姐', phone: '13900002222', district: '' },
    });
  });

  it('answers another member 404', async () => {
    const { plan } = await aSeriesWithPlan(t.db);
    const bought = await buying.aSubscription(await buying.shop.buyer(), plan);
    const other = await t.member();
    const order = await post(t.app, `/api/mall/order/detail/${bought.orderId}`, {}, other);
    expect(order.status).toBe(404);
  });
});
