import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { fakePaymentProviders } from '../../../test/fake-payment-providers';
import { ordering } from '../../../test/ordering';
import type { PaymentProvider } from './payment-provider';
import { paymentProviders } from './payment-providers';

const { alipay } = await fakePaymentProviders();

const named = (name: string) => ({ name }) as PaymentProvider;

describe('the payment provider registry', () => {
  it('serves each channel by its real provider, and by the sandbox only where none is configured', () => {
    const providers = paymentProviders([
      { provider: named('sandbox'), channels: ['wechat', 'alipay'] },
      { provider: named('alipay'), channels: ['alipay'] },
    ]);
    expect(providers.forChannel('alipay').name).toBe('alipay');
    expect(providers.forChannel('wechat').name).toBe('sandbox');
    expect(providers.channels()).toEqual(['wechat', 'alipay']);
    expect(providers.sandboxChannels()).toEqual(['wechat']);
    expect(providers.byName('alipay')?.name).toBe('alipay');
    expect(providers.byName('wechat')).toBeUndefined();
  });

  it('serves a channel only in the scenes its provider takes, and Alipay never inside WeChat', () => {
    const providers = paymentProviders([
      { provider: named('wechat'), channels: ['wechat'], scenes: ['phone', 'desktop'] },
      { provider: named('alipay'), channels: ['alipay'] },
    ]);
    expect(providers.scenes()).toEqual({ wechat: [], phone: ['wechat', 'alipay'], desktop: ['wechat', 'alipay'] });
    expect(providers.forChannel('wechat', 'desktop').name).toBe('wechat');
    expect(() => providers.forChannel('wechat', 'wechat')).toThrow(
      expect.objectContaining({ errCode: 'PAY_CHANNEL_UNAVAILABLE' }),
    );
    expect(() => providers.forChannel('alipay', 'wechat')).toThrow(
      expect.objectContaining({ errCode: 'PAY_CHANNEL_UNAVAILABLE' }),
    );
  });

  it('refuses a channel no configured provider serves', () => {
    const providers = paymentProviders([{ provider: named('alipay'), channels: ['alipay'] }]);
    expect(() => providers.forChannel('wechat')).toThrow(
      expect.objectContaining({ errCode: 'PAY_CHANNEL_UNAVAILABLE' }),
    );
    expect(providers.channels()).toEqual(['alipay']);
  });
});

describeOnEachDatabase(
  'A shop configured without the sandbox provider',
  (t) => {
    const { buyer, anOrder } = ordering(t);

    it('has no sandbox routes: confirming a sandbox payment without a login is not possible', async () => {
      const paymentId = crypto.randomUUID();
      await t.db
        .insertInto('sandbox_transactions')
        .values({
          id: paymentId,
          trade_no: 'SB1',
          merchant: '鲜花速递',
          subject: 'x',
          channel: 'alipay',
          amount: 100,
          refunded_amount: 0,
          refunds_to_refuse: 0,
          status: 'pending',
          return_url: '/',
          paid_at: null,
          created_at: Date.now(),
        })
        .execute();
      for (const url of [
        `/api/pay/sandbox/${paymentId}`,
        `/api/pay/sandbox/${paymentId}/confirm`,
        `/api/pay/sandbox/${paymentId}/fail`,
        '/api/pay/notify/sandbox',
      ]) {
        const answer = await post(t.app, url, {});
        expect(answer.status).toBe(404);
        expect(answer.body).toMatchObject({ code: 404, data: null });
      }
      const txn = await t.db
        .selectFrom('sandbox_transactions')
        .select('status')
        .where('id', '=', paymentId)
        .executeTakeFirst();
      expect(txn?.status).toBe('pending');
    });

    it('tells the pay page only the configured channels, none of them a sandbox', async () => {
      const member = await t.member();
      const answer = await post(t.app, '/api/mall/pay/channels', {}, member);
      expect(answer.body.data).toEqual({
        channels: ['alipay'],
        sandbox: [],
        scenes: { wechat: [], phone: ['alipay'], desktop: ['alipay'] },
      });
    });

    it('refuses to open a payment on a channel it does not offer, recording nothing', async () => {
      const member = await buyer();
      const { order } = await anOrder(member);
      const answer = await post(t.app, '/api/mall/pay/create', { orderId: order.id, channel: 'wechat' }, member);
      expect(answer.status).toBe(400);
      expect(answer.body.errCode).toBe('PAY_CHANNEL_UNAVAILABLE');
      const payments = await t.db.selectFrom('payments').select('id').where('order_id', '=', order.id).execute();
      expect(payments).toEqual([]);
    });
  },
  { env: { PAYMENT_PROVIDERS: 'alipay', PAY_PUBLIC_URL: 'https://shop.example', ...alipay.env } },
);

describeOnEachDatabase('A shop on the sandbox provider', (t) => {
  it('tells the pay page both channels are served by the sandbox', async () => {
    const member = await t.member();
    const answer = await post(t.app, '/api/mall/pay/channels', {}, member);
    expect(answer.body.data).toEqual({
      channels: ['wechat', 'alipay'],
      sandbox: ['wechat', 'alipay'],
      scenes: { wechat: ['wechat'], phone: ['wechat', 'alipay'], desktop: ['wechat', 'alipay'] },
    });
  });
});

describeOnEachDatabase(
  'A shop on Alipay with the sandbox beside it',
  (t) => {
    const { buyer, anOrder, detail } = ordering(t);

    it('serves WeChat payments by the sandbox, and says so to the pay page', async () => {
      const member = await t.member();
      const answer = await post(t.app, '/api/mall/pay/channels', {}, member);
      expect(answer.body.data).toEqual({
        channels: ['wechat', 'alipay'],
        sandbox: ['wechat'],
        scenes: { wechat: ['wechat'], phone: ['wechat', 'alipay'], desktop: ['wechat', 'alipay'] },
      });
    });

    it("will not let one provider's notice settle a payment another provider took", async () => {
      const member = await buyer();
      const { order } = await anOrder(member);
      const created = await post<{ paymentId: string; payUrl: string }>(
        t.app,
        '/api/mall/pay/create',
        { orderId: order.id, channel: 'wechat' },
        member,
      );
      const { paymentId, payUrl } = created.body.data;
      expect(payUrl).toBe(`/pay/sandbox?paymentId=${paymentId}`);
      alipay.open(paymentId, 12_900);

      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/pay/notify/alipay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: alipay.pay(paymentId),
      });

      expect(answer.statusCode).toBe(404);
      expect((await detail(member, order.id)).status).toBe('pending_payment');
    });
  },
  {
    env: {
      PAYMENT_PROVIDERS: 'sandbox,alipay',
      PAY_PUBLIC_URL: 'https://shop.example',
      ...alipay.env,
      DELIVERY_SLOT_CAPACITY: '100000',
    },
  },
);
