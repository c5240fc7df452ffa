import crypto from 'node:crypto';
import fs from 'node:fs';
import type { PayScene } from '@ffe/shared/contracts/payment';
import { describe, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { describeOnEachDatabase, type SuiteApp } from '../../../test/each-database';
import { fakePaymentProviders } from '../../../test/fake-payment-providers';
import { ordering } from '../../../test/ordering';
import { refundedCents, refundStatus } from '../../../test/refunding';
import { alipayProvider } from './alipay-provider';

const { alipay } = await fakePaymentProviders();

/** Values that break a text built any other way than the SDK's: Chinese, `+`, spaces, `&`, `=`, `%`, `/`. */
const awkward = {
  subject: '鲜花速递订单 玫瑰+百合 & 满天星=爱 100%',
  passback_params: 'a=1&b=2 3+4%20/5',
};

/** The trade's amount on the stand-in orders (¥129). */
const ORDER_YUAN = '129.00';

describeOnEachDatabase(
  'Paying orders through Alipay',
  (t: SuiteApp) => {
    const { buyer, anOrder, detail, missPayDeadline, paymentStatus, eventsOf } = ordering(t);
    const notify = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/pay/notify/alipay',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        payload: body,
      });

    /** An unpaid order whose payer opened Alipay's pay page for `scene`; the stand-in checked the pay URL. */
    async function anAlipayPayment(scene?: PayScene) {
      const member = await buyer();
      const { order } = await anOrder(member);
      const created = await post<{ paymentId: string; payUrl: string }>(
        t.app,
        '/api/mall/pay/create',
        { orderId: order.id, channel: 'alipay', ...(scene ? { scene } : {}) },
        member,
      );
      expect(created.status).toBe(200);
      const { paymentId, payUrl } = created.body.data;
      expect(await alipay.visit(payUrl)).toMatchObject({ status: 200 });
      expect(alipay.unsigned).toEqual([]);
      return { member, order, paymentId, payUrl };
    }

    async function expectUnchanged(
      answer: { statusCode: number; json(): unknown },
      errCode: string,
      orderId: string,
      status = 400,
    ) {
      expect(answer.statusCode).toBe(status);
      expect(answer.json()).toMatchObject({ code: status, errCode, data: null });
      const payments = await t.db.selectFrom('payments').select('status').where('order_id', '=', orderId).execute();
      expect(payments.map((p) => p.status)).toEqual(['pending']);
      expect(
        (await t.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirst())?.status,
      ).toBe('pending_payment');
    }

    it('sends a desktop payer to page pay (FAST_INSTANT_TRADE_PAY), a signed GET with return and notify URLs', async () => {
      const { order, paymentId, payUrl } = await anAlipayPayment('desktop');
      expect(payUrl.startsWith(`${alipay.env.ALIPAY_GATEWAY}?`)).toBe(true);
      expect(alipay.trades.get(paymentId)).toMatchObject({
        method: 'alipay.trade.page.pay',
        productCode: 'FAST_INSTANT_TRADE_PAY',
        total: ORDER_YUAN,
        notifyUrl: 'https://shop.example/api/pay/notify/alipay',
        returnUrl: `https://shop.example/pages/order/pay-result/pay-result?orderId=${order.id}&paymentId=${paymentId}`,
      });
      expect(JSON.parse(new URL(payUrl).searchParams.get('biz_content') ?? '')).not.toHaveProperty('quit_url');
    });

    it('sends a phone payer to wap pay (QUICK_WAP_WAY) with a way back', async () => {
      for (const scene of ['phone', undefined] as const) {
        const { order, paymentId, payUrl } = await anAlipayPayment(scene);
        expect(alipay.trades.get(paymentId)).toMatchObject({
          method: 'alipay.trade.wap.pay',
          productCode: 'QUICK_WAP_WAY',
          total: ORDER_YUAN,
        });
        expect(JSON.parse(new URL(payUrl).searchParams.get('biz_content') ?? '')).toMatchObject({
          quit_url: `https://shop.example/pages/order/pay-result/pay-result?orderId=${order.id}&paymentId=${paymentId}`,
        });
      }
    });

    it('pays the order once on a notice with an empty field, Chinese, `+`, spaces, `&` and `=` in values; a replay changes nothing', async () => {
      const { member, order, paymentId } = await anAlipayPayment('desktop');
      const notice = alipay.pay(paymentId, awkward);
      expect(notice).toContain('&body=&');

      const first = await notify(notice);
      const replays = await Promise.all(Array.from({ length: 5 }, () => notify(notice)));

      expect([first, ...replays].map((r) => [r.statusCode, r.body])).toEqual(Array(6).fill([200, 'success']));
      expect((await detail(member, order.id)).status).toBe('paid');
      expect(await eventsOf(order.id, 'paid')).toBe(1);
    });

    it('refuses the same notice with its empty field taken out, and changes nothing', async () => {
      const { order, paymentId } = await anAlipayPayment();
      const withoutBody = alipay.pay(paymentId).replace('&body=&', '&');
      await expectUnchanged(await notify(withoutBody), 'PAYMENT_SIGNATURE_INVALID', order.id);
    });

    it('refuses a notice signed by another key and changes nothing', async () => {
      const { order, paymentId } = await anAlipayPayment();
      await expectUnchanged(
        await notify(alipay.pay(paymentId, {}, { signWith: alipay.otherKey() })),
        'PAYMENT_SIGNATURE_INVALID',
        order.id,
      );
    });

    it('refuses a notice whose amount was altered after signing and changes nothing', async () => {
      const { order, paymentId } = await anAlipayPayment();
      const altered = alipay.pay(paymentId).replace(`total_amount=${ORDER_YUAN}`, 'total_amount=1.00');
      await expectUnchanged(await notify(altered), 'PAYMENT_SIGNATURE_INVALID', order.id);
    });

    it('refuses a signed notice for another amount and changes nothing', async () => {
      const { order, paymentId } = await anAlipayPayment();
      await expectUnchanged(
        await notify(alipay.pay(paymentId, { total_amount: '1.00' })),
        'PAYMENT_AMOUNT_MISMATCH',
        order.id,
      );
    });

    it('refuses a notice signed for another app, or for another seller, and changes nothing', async () => {
      const { order, paymentId } = await anAlipayPayment();
      for (const other of [
        { app_id: '2021999999999999' },
        { seller_id: '2088000000000001' },
        { seller_id: undefined },
      ]) {
        await expectUnchanged(await notify(alipay.pay(paymentId, other)), 'PAYMENT_SIGNATURE_INVALID', order.id);
      }
    });

    it('refuses a signed notice for a payment the shop never opened', async () => {
      const { order } = await anAlipayPayment();
      const unknown = crypto.randomUUID();
      alipay.open(unknown, 12_900);
      await expectUnchanged(await notify(alipay.pay(unknown)), 'NOT_FOUND', order.id, 404);
    });

    it('learns of a payment by querying Alipay when the notice has not come, believing only signed answers', async () => {
      const { member, order, paymentId } = await anAlipayPayment();
      alipay.pay(paymentId);

      alipay.forgeAnswers(true);
      const forged = await post(t.app, '/api/mall/pay/status', { paymentId }, member);
      alipay.forgeAnswers(false);
      expect(forged.status).toBe(503);
      expect(forged.body.errCode).toBe('PAYMENT_PROVIDER_FAILED');
      expect((await detail(member, order.id)).status).toBe('pending_payment');

      expect(await paymentStatus(member, paymentId)).toMatchObject({ status: 'succeeded', channel: 'alipay' });
      expect((await detail(member, order.id)).status).toBe('paid');
      expect(alipay.unsigned).toEqual([]);
    });

    it('refunds money that came after the order was cancelled, once, and settles the refund on its notice', async () => {
      const { member, order, paymentId } = await anAlipayPayment();
      await missPayDeadline(member, order.id);

      expect((await notify(alipay.pay(paymentId))).body).toBe('success');

      const refunds = [...(alipay.trades.get(paymentId)?.refunded ?? [])];
      expect(refunds.map(([, amount]) => amount)).toEqual([ORDER_YUAN]);
      const [refundId = ''] = refunds[0] ?? [];
      const refundNotice = alipay.refundNotice(paymentId, refundId);
      expect((await notify(refundNotice)).body).toBe('success');
      expect((await notify(refundNotice)).body).toBe('success');

      // The refund was settled once: the shop's record and the payment's books count it one time.
      expect(await refundStatus(t.db, refundId)).toBe('succeeded');
      expect(await refundedCents(t.db, paymentId)).toBe(12_900);
      expect(alipay.trades.get(paymentId)?.refunded.size).toBe(1);
      expect((await paymentStatus(member, paymentId)).status).toBe('refunded');
      expect((await detail(member, order.id)).status).toBe('cancelled');
    });
  },
  {
    env: {
      PAYMENT_PROVIDERS: 'alipay',
      PAY_PUBLIC_URL: 'https://shop.example',
      ...alipay.env,
      ORDER_SWEEP_MS: '50',
      DELIVERY_SLOT_CAPACITY: '100000',
    },
  },
);

const read = (file: string) => fs.readFileSync(file, 'utf8');

/** The shop's Alipay provider on the stand-in, as payment-setup.ts makes it. */
function shopAlipay(overrides: { appId?: string; sellerId?: string; gateway?: string } = {}) {
  return alipayProvider({
    appId: overrides.appId ?? alipay.env.ALIPAY_APP_ID,
    privateKeyPem: read(alipay.env.ALIPAY_PRIVATE_KEY_PATH),
    alipayPublicKeyPem: read(alipay.env.ALIPAY_PUBLIC_KEY_PATH),
    gateway: overrides.gateway ?? alipay.env.ALIPAY_GATEWAY,
    publicUrl: 'https://shop.example',
    sellerId: 'sellerId' in overrides ? overrides.sellerId : alipay.env.ALIPAY_SELLER_ID,
  });
}

/** The pay URL the shop's provider makes for a payment of ¥129. */
async function payUrlOf(paymentId: string, scene: PayScene, subject: string) {
  const start = await shopAlipay().provider.createPayment({
    paymentId,
    amountCents: 12_900,
    channel: 'alipay',
    scene,
    subject,
    returnUrl: '/pages/order/pay-result/pay-result',
  });
  return 'payUrl' in start ? start.payUrl : '';
}

/** A trade opened at the stand-in by the payer following the shop's pay URL for `scene`. */
async function anOpenedTrade(scene: PayScene = 'phone', subject = awkward.subject) {
  const paymentId = crypto.randomUUID();
  const payUrl = await payUrlOf(paymentId, scene, subject);
  expect(await alipay.visit(payUrl)).toMatchObject({ status: 200 });
  return paymentId;
}

const paymentOf = (notice: ReturnType<ReturnType<typeof shopAlipay>['verifyNotice']>) =>
  notice?.kind === 'payment' ? notice.notice : undefined;

describe('Alipay texts, built as alipay-sdk builds them', () => {
  it("signs each scene's pay URL over the text the SDK signs, whatever the subject holds; one altered is refused", async () => {
    const pages = { desktop: 'alipay.trade.page.pay', phone: 'alipay.trade.wap.pay', wechat: 'alipay.trade.wap.pay' };
    for (const [scene, method] of Object.entries(pages) as Array<[PayScene, string]>) {
      // Inside WeChat the payer is sent to a browser first, where the wap page works.
      expect(alipay.trades.get(await anOpenedTrade(scene))?.method, scene).toBe(method);
    }
    expect(alipay.unsigned).toEqual([]);

    const paymentId = crypto.randomUUID();
    const altered = new URL(await payUrlOf(paymentId, 'desktop', '鲜花'));
    altered.searchParams.set('biz_content', (altered.searchParams.get('biz_content') ?? '').replace('129.00', '1.29'));
    expect(await alipay.visit(altered.toString())).toEqual({ status: 400, text: 'isv.invalid-signature' });
    expect(alipay.unsigned.splice(0)).toEqual(['alipay.trade.page.pay: signature does not verify']);
    expect(alipay.trades.has(paymentId)).toBe(false);
  });

  it('verifies a notice as checkNotifySignV2 does: empty values kept, values decoded once, sign_type out or in', async () => {
    const paymentId = await anOpenedTrade();
    const verify = shopAlipay().verifyNotice;
    for (const options of [{}, { withSignType: true }]) {
      expect(paymentOf(verify(alipay.pay(paymentId, awkward, options)))).toMatchObject({
        paymentId,
        amountCents: 12_900,
        result: 'SUCCESS',
      });
    }
  });

  it('reads a notice in GBK by the bytes Alipay signed', async () => {
    const paymentId = await anOpenedTrade('phone', '鲜花速递订单');
    const notice = alipay.pay(paymentId, { body: '' }, { charset: 'GBK' });
    expect(notice).toContain('subject=%CF%CA%BB%A8%CB%D9%B5%DD%B6%A9%B5%A5');
    expect(paymentOf(shopAlipay().verifyNotice(notice))).toMatchObject({ paymentId, amountCents: 12_900 });
  });

  it('refuses a notice without a sign, signed RSA (SHA-1), with a field twice, or not in a charset it names', async () => {
    const paymentId = await anOpenedTrade();
    const verify = shopAlipay().verifyNotice;
    const notice = alipay.pay(paymentId);
    const refusals = [
      [notice.replace(/&sign=[^&]*/, ''), 'PAYMENT_SIGNATURE_INVALID'],
      [notice.replace('sign_type=RSA2', 'sign_type=RSA'), 'PAYMENT_SIGNATURE_INVALID'],
      [`${notice}&total_amount=1.00`, 'PAYMENT_NOTICE_UNREADABLE'],
      [notice.replace('charset=utf-8', 'charset=latin1'), 'PAYMENT_NOTICE_UNREADABLE'],
      [`${notice}&note=%FF`, 'PAYMENT_NOTICE_UNREADABLE'],
    ] as const;
    for (const [body, errCode] of refusals)
      expect(() => verify(body), body).toThrow(expect.objectContaining({ errCode }));
  });

  it('refuses a signed notice that lacks the trade, its number or its amount', async () => {
    const paymentId = await anOpenedTrade();
    for (const lacking of ['out_trade_no', 'trade_no', 'total_amount']) {
      expect(() => shopAlipay().verifyNotice(alipay.pay(paymentId, { [lacking]: undefined })), lacking).toThrow(
        expect.objectContaining({ errCode: 'PAYMENT_NOTICE_UNREADABLE' }),
      );
    }
  });

  it('takes a seller only when one is configured', async () => {
    const paymentId = await anOpenedTrade();
    const otherSeller = alipay.pay(paymentId, { seller_id: '2088000000000001' });
    expect(() => shopAlipay().verifyNotice(otherSeller)).toThrow(
      expect.objectContaining({ errCode: 'PAYMENT_SIGNATURE_INVALID' }),
    );
    expect(paymentOf(shopAlipay({ sellerId: undefined }).verifyNotice(otherSeller))?.paymentId).toBe(paymentId);
  });

  it('verifies an answer over its response part alone, alipay_cert_sn beside the sign or not', async () => {
    const paymentId = await anOpenedTrade();
    alipay.pay(paymentId);
    alipay.answerWithCertSn('4498aaa8ab0c8986c15c41b36186db7d');
    const withCertSn = await shopAlipay().provider.query(paymentId);
    alipay.answerWithCertSn(undefined);
    expect(withCertSn).toMatchObject({ status: 'paid', amountCents: 12_900 });
    expect(await shopAlipay().provider.query(paymentId)).toEqual(withCertSn);
    expect(await shopAlipay().provider.query(crypto.randomUUID())).toBeUndefined();
    expect(alipay.unsigned).toEqual([]);
  });

  it('takes an unsigned error answer (error_response) as a refusal', async () => {
    await expect(shopAlipay({ appId: '2021999999999999' }).provider.query(crypto.randomUUID())).rejects.toMatchObject({
      errCode: 'PAYMENT_PROVIDER_FAILED',
      message: expect.stringContaining('isv.invalid-app-id'),
    });
  });

  it('refuses an answer that is no gateway answer, and a gateway it cannot reach', async () => {
    for (const [gateway, why] of [
      [`${alipay.url}/elsewhere`, 'unreadable answer'],
      ['http://127.0.0.1:9/gateway.do', 'unreachable'],
    ] as const) {
      await expect(shopAlipay({ gateway }).provider.query(crypto.randomUUID())).rejects.toMatchObject({
        errCode: 'PAYMENT_PROVIDER_FAILED',
        message: expect.stringContaining(why),
      });
    }
  });
});
