import type { Order } from '@ffe/shared/contracts/order';
import { expect, it } from 'vitest';
import { post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aSeriesWithPlan, buyingSubscriptions } from '../../../test/subscriptions';

const gift = { recipientName: '周小姐', recipientPhone: '13900002222', message: '', from: '阿林' };

describeOnEachDatabase('a plan’s purchase read as an order (the pay page and its result) and as the member’s', (t) => {
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

  it('reads a gift’s purchase, which names no address until its recipient claims it', async () => {
    const { plan } = await aSeriesWithPlan(t.db);
    const buyer = await buying.shop.buyer();
    const bought = await buying.aSubscription(buyer, plan, { gift, firstDate: undefined, slot: undefined });
    const order = await post<Order>(t.app, `/api/mall/order/detail/${bought.orderId}`, {}, buyer);
    expect(order.status).toBe(200);
    expect(order.body.data).toMatchObject({
      kind: 'subscription',
      subscription: { id: bought.subscriptionId },
      recipient: { name: '周小姐', phone: '13900002222', district: '' },
    });
  });

  it('names the series in the reader’s language in the member’s list and a subscription’s page', async () => {
    const { plan } = await aSeriesWithPlan(t.db);
    const buyer = await buying.shop.buyer();
    const bought = await buying.aSubscription(buyer, plan);
    await buying.payFor(buyer, bought);
    const read = async (url: string, language: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url,
          payload: {},
          headers: { authorization: buyer.token, 'accept-language': language },
        })
      ).json().data;
    expect((await read('/api/mall/subscription/list', 'en')).list[0].seriesName).toBe('Weekly Flowers · Simple');
    expect((await read(`/api/mall/subscription/detail/${bought.subscriptionId}`, 'en')).seriesName).toBe(
      'Weekly Flowers · Simple',
    );
    expect((await read('/api/mall/subscription/list', 'zh-CN')).list[0].seriesName).not.toMatch(/[A-Za-z]/);
  });

  it('answers another member 404', async () => {
    const { plan } = await aSeriesWithPlan(t.db);
    const bought = await buying.aSubscription(await buying.shop.buyer(), plan);
    const other = await t.member();
    const order = await post(t.app, `/api/mall/order/detail/${bought.orderId}`, {}, other);
    expect(order.status).toBe(404);
  });
});
