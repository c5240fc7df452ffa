import crypto from 'node:crypto';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fakePaymentProviders } from '../../../test/fake-payment-providers';
import { alipayProvider } from './alipay-provider';
import { centsOf, yuanText } from './alipay-signing';
import { loadWechatPayKeys } from './wechat-pay-keys';
import { wechatPayProvider } from './wechat-pay-provider';
import { toOutTradeNo } from './wechat-pay-signing';

const { wechat: wechatFake, alipay: alipayFake } = await fakePaymentProviders();

const read = (file: string) => fs.readFileSync(file, 'utf8');
const publicUrl = 'https://shop.example';

function wechatPay(baseUrl = wechatFake.url) {
  const env = wechatFake.env;
  return wechatPayProvider({
    mchId: env.WECHAT_PAY_MCH_ID,
    appId: env.WECHAT_PAY_APP_ID,
    jsapiAppId: undefined,
    serialNo: env.WECHAT_PAY_SERIAL_NO,
    keys: loadWechatPayKeys({
      privateKeyPath: env.WECHAT_PAY_PRIVATE_KEY_PATH,
      platformCertPaths: [env.WECHAT_PAY_PLATFORM_CERT_PATHS],
      publicKey: undefined,
    }),
    apiV3Key: env.WECHAT_PAY_API_V3_KEY,
    baseUrl,
    publicUrl,
  }).provider;
}

const refundsOfAlipay = new Map<string, string>();
const alipay = alipayProvider({
  appId: alipayFake.env.ALIPAY_APP_ID,
  privateKeyPem: read(alipayFake.env.ALIPAY_PRIVATE_KEY_PATH),
  alipayPublicKeyPem: read(alipayFake.env.ALIPAY_PUBLIC_KEY_PATH),
  gateway: alipayFake.env.ALIPAY_GATEWAY,
  publicUrl,
  paymentIdOfRefund: async (refundId) => refundsOfAlipay.get(refundId),
}).provider;

/** A payment the payer paid at WeChat, of `cents`. */
async function aPaidWechatPayment(cents: number) {
  const paymentId = crypto.randomUUID();
  await wechatPay().createPayment({
    paymentId,
    amountCents: cents,
    channel: 'wechat',
    scene: 'phone',
    subject: 'x',
    returnUrl: '/',
  });
  wechatFake.pay(toOutTradeNo(paymentId));
  return paymentId;
}

describe('refunds through WeChat Pay', () => {
  it('refunds once however often the same refund is asked, and says how it stands until WeChat settles it', async () => {
    const paymentId = await aPaidWechatPayment(5_000);
    const refund = { refundId: crypto.randomUUID(), paymentId, amountCents: 2_000, paymentAmountCents: 5_000 };

    expect(await wechatPay().refund(refund)).toBe('processing');
    expect(await wechatPay().refund(refund)).toBe('processing');
    expect([...wechatFake.refunds.values()].filter((r) => r.outTradeNo === toOutTradeNo(paymentId))).toHaveLength(1);
    expect(await wechatPay().queryRefund(refund.refundId)).toBe('processing');

    wechatFake.settleRefund(refund.refundId);
    expect(await wechatPay().queryRefund(refund.refundId)).toBe('succeeded');
    expect(await wechatPay().queryRefund(crypto.randomUUID())).toBeUndefined();
  });

  it('throws when WeChat refuses the refund or cannot be reached', async () => {
    const unpaid = crypto.randomUUID();
    const refund = { refundId: crypto.randomUUID(), paymentId: unpaid, amountCents: 100, paymentAmountCents: 100 };
    await expect(wechatPay().refund(refund)).rejects.toMatchObject({ errCode: 'PAYMENT_PROVIDER_FAILED' });
    await expect(wechatPay('http://127.0.0.1:9').refund(refund)).rejects.toMatchObject({
      errCode: 'PAYMENT_PROVIDER_FAILED',
    });
    expect(wechatFake.unsigned).toEqual([]);
  });
});

describe('refunds through Alipay', () => {
  it('refunds once however often the same refund is asked, and finds the refund by its id', async () => {
    const paymentId = crypto.randomUUID();
    alipayFake.open(paymentId, 5_000);
    alipayFake.pay(paymentId);
    const refund = { refundId: crypto.randomUUID(), paymentId, amountCents: 1_250, paymentAmountCents: 5_000 };
    refundsOfAlipay.set(refund.refundId, paymentId);

    expect(await alipay.refund(refund)).toBe('succeeded');
    expect(await alipay.refund(refund)).toBe('succeeded');
    expect([...(alipayFake.trades.get(paymentId)?.refunded ?? [])]).toEqual([[refund.refundId, '12.50']]);
    expect(await alipay.queryRefund(refund.refundId)).toBe('succeeded');
    expect(await alipay.queryRefund(crypto.randomUUID())).toBeUndefined();
  });

  it('throws when Alipay refuses the refund', async () => {
    const refund = {
      refundId: crypto.randomUUID(),
      paymentId: crypto.randomUUID(),
      amountCents: 100,
      paymentAmountCents: 100,
    };
    await expect(alipay.refund(refund)).rejects.toMatchObject({ errCode: 'PAYMENT_PROVIDER_FAILED' });
    expect(alipayFake.unsigned).toEqual([]);
  });
});

describe("Alipay's yuan amounts", () => {
  it('turn into cents exactly and back, and anything else is no amount', () => {
    expect([centsOf('258.00'), centsOf('0.1'), centsOf('19.99'), centsOf('7')]).toEqual([25_800, 10, 1_999, 700]);
    expect([centsOf('1.005'), centsOf('-1.00'), centsOf('1e3'), centsOf('')]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect([yuanText(25_800), yuanText(5), yuanText(1_999)]).toEqual(['258.00', '0.05', '19.99']);
  });
});
