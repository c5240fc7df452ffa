import type { PaymentStart, PayScene } from '@ffe/shared/contracts/payment';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { describeOnEachDatabase, type SuiteApp } from '../../../test/each-database';
import { aWechatIdentity, type Member } from '../../../test/factories';
import { type FakeWechatPay, type SignedNotice, wechatPayStandIn } from '../../../test/fake-wechat-pay';
import { ordering } from '../../../test/ordering';
import { refundedCents, refundStatus } from '../../../test/refunding';
import { toOutTradeNo } from './wechat-pay-signing';

const { wechat } = await wechatPayStandIn();

const shop = { PAYMENT_PROVIDERS: 'wechat', PAY_PUBLIC_URL: 'https://shop.example', DELIVERY_SLOT_CAPACITY: '100000' };

/** The payment routes and a WeChat payment opened in a scene, on a suite's app. */
function wechatPaying(t: SuiteApp, stand: FakeWechatPay) {
  const { buyer, anOrder, detail, paymentStatus, eventsOf, missPayDeadline } = ordering(t);
  const notify = (notice: SignedNotice, url = '/api/pay/notify/wechat') =>
    t.app.inject({ method: 'POST', url, headers: notice.headers, payload: notice.body });

  /** The member's openid in the official account, as signing in with WeChat there binds it. */
  const bindOpenId = (member: Member, openid = `o${member.id.slice(0, 27)}`) =>
    aWechatIdentity(t.db, { app_id: stand.settings.jsapiAppId, openid, user_id: member.id });

  /** An unpaid order with a WeChat payment opened for it where the payer is. */
  async function aWechatPayment(scene: PayScene = 'phone', member?: Member) {
    const payer = member ?? (await buyer());
    if (scene === 'wechat' && !member) await bindOpenId(payer);
    const { order } = await anOrder(payer);
    const created = await post<PaymentStart>(
      t.app,
      '/api/mall/pay/create',
      { orderId: order.id, channel: 'wechat', scene },
      payer,
    );
    expect(created.status).toBe(200);
    const start = created.body.data;
    return { member: payer, order, start, paymentId: start.paymentId, outTradeNo: toOutTradeNo(start.paymentId) };
  }

  async function expectUnchanged(answer: { statusCode: number; json(): unknown }, errCode: string, orderId: string) {
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 400, errCode, data: null });
    const payments = await t.db.selectFrom('payments').select('status').where('order_id', '=', orderId).execute();
    expect(payments.map((p) => p.status)).toEqual(['pending']);
  }

  return {
    buyer,
    anOrder,
    detail,
    paymentStatus,
    eventsOf,
    missPayDeadline,
    notify,
    bindOpenId,
    aWechatPayment,
    expectUnchanged,
  };
}

describeOnEachDatabase(
  'Paying orders through WeChat Pay in certificate mode, with the official account',
  (t: SuiteApp) => {
    const w = wechatPaying(t, wechat);

    it('opens an H5 payment in a phone browser with a signed request, and sends the payer to WeChat and back', async () => {
      const { order, start, paymentId, outTradeNo } = await w.aWechatPayment('phone');
      expect(wechat.unsigned).toEqual([]);
      expect(wechat.orders.get(outTradeNo)).toMatchObject({
        kind: 'h5',
        appId: wechat.settings.appId,
        total: 12_900,
        notifyUrl: 'https://shop.example/api/pay/notify/wechat',
      });
      expect(start).toEqual({
        action: 'redirect',
        paymentId,
        payUrl: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${outTradeNo}&redirect_url=${encodeURIComponent(
          `https://shop.example/pages/order/pay-result/pay-result?orderId=${order.id}&paymentId=${paymentId}`,
        )}`,
      });
      const row = await t.db.selectFrom('payments').select('provider').where('id', '=', paymentId).executeTakeFirst();
      expect(row?.provider).toBe('wechat');
    });

    it('opens a Native payment on a desktop and answers its code_url for the page to show as a QR code', async () => {
      const { start, paymentId, outTradeNo } = await w.aWechatPayment('desktop');
      expect(wechat.unsigned).toEqual([]);
      expect(wechat.orders.get(outTradeNo)).toMatchObject({ kind: 'native', appId: wechat.settings.appId });
      expect(start).toEqual({
        action: 'qr',
        paymentId,
        codeUrl: `weixin://wxpay/bizpayurl?pr=${outTradeNo.slice(0, 10)}`,
      });
    });

    it('opens a JSAPI payment inside WeChat as the member’s openid in the official account, and answers signed bridge parameters', async () => {
      const member = await w.buyer();
      await w.bindOpenId(member, 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o');
      const before = Math.floor(Date.now() / 1000);
      const { start, paymentId, outTradeNo } = await w.aWechatPayment('wechat', member);
      expect(wechat.unsigned).toEqual([]);
      const order = wechat.orders.get(outTradeNo);
      expect(order).toMatchObject({
        kind: 'jsapi',
        appId: wechat.settings.jsapiAppId,
        openId: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
      });
      if (start.action !== 'bridge') throw new Error(`expected bridge parameters, got ${start.action}`);
      expect(start.paymentId).toBe(paymentId);
      expect(start.bridge).toMatchObject({
        appId: wechat.settings.jsapiAppId,
        package: `prepay_id=${order?.prepayId}`,
        signType: 'RSA',
      });
      expect(Number(start.bridge.timeStamp)).toBeGreaterThanOrEqual(before);
      expect(start.bridge.nonceStr).toMatch(/^\w{1,32}$/);
      // WeChat checks paySign with the merchant's certificate before it shows its cashier.
      expect(wechat.verifiesBridge(start.bridge)).toBe(true);
      expect(wechat.verifiesBridge({ ...start.bridge, package: 'prepay_id=wx-other' })).toBe(false);
    });

    it('refuses a JSAPI payment for a member with no openid in the official account, asking the page for WeChat sign-in', async () => {
      const member = await w.buyer();
      const { order } = await w.anOrder(member);
      // An openid of another app (the website's sign-in) is not one JSAPI can pay as.
      await aWechatIdentity(t.db, { app_id: 'wx-open-platform-web', openid: 'o-web-only', user_id: member.id });
      const answer = await post(
        t.app,
        '/api/mall/pay/create',
        { orderId: order.id, channel: 'wechat', scene: 'wechat' },
        member,
      );
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ errCode: 'WECHAT_SIGN_IN_REQUIRED', data: null });
      const payments = await t.db.selectFrom('payments').select('id').where('order_id', '=', order.id).execute();
      expect(payments).toEqual([]);
      expect([...wechat.orders.values()].filter((o) => o.kind === 'jsapi' && o.openId === 'o-web-only')).toEqual([]);
    });

    it('tells the pay page WeChat works in every scene', async () => {
      const answer = await post(t.app, '/api/mall/pay/channels', {}, await t.member());
      expect(answer.body.data).toEqual({
        channels: ['wechat'],
        sandbox: [],
        scenes: { wechat: ['wechat'], phone: ['wechat'], desktop: ['wechat'] },
      });
    });

    it('pays the order once on a valid notice of a JSAPI payment, and a replayed notice changes nothing', async () => {
      const { member, order, outTradeNo } = await w.aWechatPayment('wechat');
      const notice = wechat.pay(outTradeNo);

      expect((await w.notify(notice)).statusCode).toBe(200);
      const replays = await Promise.all(Array.from({ length: 5 }, () => w.notify(notice)));

      expect(replays.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect((await w.detail(member, order.id)).status).toBe('paid');
      expect(await w.eventsOf(order.id, 'paid')).toBe(1);
    });

    it('pays the order of a Native payment, learnt by the status call the desktop page polls', async () => {
      const { member, order, paymentId, outTradeNo } = await w.aWechatPayment('desktop');
      expect(await w.paymentStatus(member, paymentId)).toMatchObject({ status: 'pending' });
      wechat.pay(outTradeNo);
      expect(await w.paymentStatus(member, paymentId)).toMatchObject({ status: 'succeeded', channel: 'wechat' });
      expect((await w.detail(member, order.id)).status).toBe('paid');
    });

    it('refuses a notice signed by another key and changes nothing', async () => {
      const { order, outTradeNo } = await w.aWechatPayment();
      const forged = wechat.pay(outTradeNo, {}, { signWith: wechat.otherKey() });
      await w.expectUnchanged(await w.notify(forged), 'PAYMENT_SIGNATURE_INVALID', order.id);
    });

    it('refuses a notice whose Wechatpay-Serial names no key it knows, and changes nothing', async () => {
      const { order, outTradeNo } = await w.aWechatPayment();
      const unknown = wechat.pay(outTradeNo, {}, { serial: '7132D72A03E93CDDF8C03BBD1F37EEDF6B9FA5C1' });
      await w.expectUnchanged(await w.notify(unknown), 'PAYMENT_SIGNATURE_INVALID', order.id);
      // The public key of public-key mode is not configured here: a notice it signs is as unknown.
      const publicKeyMode = wechat.pay(outTradeNo, {}, { signer: 'publicKey' });
      await w.expectUnchanged(await w.notify(publicKeyMode), 'PAYMENT_SIGNATURE_INVALID', order.id);
    });

    it('refuses a notice whose body was altered after signing and changes nothing', async () => {
      const { order, outTradeNo } = await w.aWechatPayment();
      const notice = wechat.pay(outTradeNo);
      const altered = { ...notice, body: notice.body.replace('TRANSACTION.SUCCESS', 'TRANSACTION.SUCCESS ') };
      await w.expectUnchanged(await w.notify(altered), 'PAYMENT_SIGNATURE_INVALID', order.id);
    });

    it('refuses a signed notice for another amount and changes nothing', async () => {
      const { order, outTradeNo } = await w.aWechatPayment('desktop');
      const notice = wechat.pay(outTradeNo, { total: 1 });
      await w.expectUnchanged(await w.notify(notice), 'PAYMENT_AMOUNT_MISMATCH', order.id);
    });

    it('refuses a signed notice for another merchant or another app, and changes nothing', async () => {
      const { order, outTradeNo } = await w.aWechatPayment('wechat');
      const otherMerchant = wechat.pay(outTradeNo, { mchid: '1900000999' });
      await w.expectUnchanged(await w.notify(otherMerchant), 'PAYMENT_SIGNATURE_INVALID', order.id);
      const otherApp = wechat.pay(outTradeNo, { appid: 'wx0000000000000999' });
      await w.expectUnchanged(await w.notify(otherApp), 'PAYMENT_SIGNATURE_INVALID', order.id);
    });

    it('refuses a notice signed more than five minutes ago and changes nothing', async () => {
      const { order, outTradeNo } = await w.aWechatPayment();
      const stale = wechat.pay(outTradeNo, {}, { at: Date.now() - 6 * 60_000 });
      await w.expectUnchanged(await w.notify(stale), 'PAYMENT_NOTICE_EXPIRED', order.id);
    });

    it('refuses a notice whose encrypted resource was tampered with and changes nothing', async () => {
      const { order, outTradeNo } = await w.aWechatPayment();
      const tampered = wechat.pay(outTradeNo, {}, { tamper: true });
      await w.expectUnchanged(await w.notify(tampered), 'PAYMENT_NOTICE_UNREADABLE', order.id);
    });

    it('learns of a payment by querying WeChat when the notice has not come, believing only signed answers', async () => {
      const { member, order, paymentId, outTradeNo } = await w.aWechatPayment();
      wechat.pay(outTradeNo);

      wechat.forgeAnswers(true);
      const forged = await post(t.app, '/api/mall/pay/status', { paymentId }, member);
      wechat.forgeAnswers(false);
      expect(forged.status).toBe(503);
      expect(forged.body.errCode).toBe('PAYMENT_PROVIDER_FAILED');
      expect((await w.detail(member, order.id)).status).toBe('pending_payment');

      expect(await w.paymentStatus(member, paymentId)).toMatchObject({ status: 'succeeded', channel: 'wechat' });
      expect((await w.detail(member, order.id)).status).toBe('paid');
    });

    it('refunds money that came after the order was cancelled, and settles the refund once on its notice', async () => {
      const { member, order, paymentId, outTradeNo } = await w.aWechatPayment();
      await w.missPayDeadline(member, order.id);

      expect((await w.notify(wechat.pay(outTradeNo))).statusCode).toBe(200);

      const refunds = [...wechat.refunds].filter(([, r]) => r.outTradeNo === outTradeNo);
      expect(refunds).toHaveLength(1);
      const [refundId, refund] = refunds[0] ?? ['', undefined];
      expect(refund?.refund).toBe(12_900);
      const refundNotice = wechat.settleRefund(refundId);
      const url = '/api/pay/notify/wechat/refund';
      expect((await w.notify(refundNotice, url)).statusCode).toBe(200);
      expect((await w.notify(refundNotice, url)).statusCode).toBe(200);

      // The refund was settled once: the shop's record and the payment's books count it one time.
      expect(await refundStatus(t.db, refundId)).toBe('succeeded');
      expect(await refundedCents(t.db, paymentId)).toBe(12_900);
      expect([...wechat.refunds.values()].filter((r) => r.outTradeNo === outTradeNo)).toHaveLength(1);
      expect((await w.paymentStatus(member, paymentId)).status).toBe('refunded');
      expect((await w.detail(member, order.id)).status).toBe('cancelled');
    });

    it('refuses a refund notice signed by another key and settles nothing', async () => {
      const { outTradeNo } = await w.aWechatPayment();
      wechat.refunds.set('forged-refund', { outTradeNo, refund: 100, status: 'PROCESSING' });
      const forged = wechat.settleRefund('forged-refund', { signWith: wechat.otherKey() });
      const answer = await w.notify(forged, '/api/pay/notify/wechat/refund');
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ errCode: 'PAYMENT_SIGNATURE_INVALID' });
    });
  },
  { env: { ...shop, ...wechat.env, ...wechat.officialAccountEnv, ORDER_SWEEP_MS: '50' } },
);

describeOnEachDatabase(
  'Paying orders through WeChat Pay in public-key mode alone',
  (t: SuiteApp) => {
    const w = wechatPaying(t, wechat);

    // The merchant's account is in public-key mode: WeChat Pay signs everything with that key.
    beforeAll(() => wechat.signWith('publicKey'));
    afterAll(() => wechat.signWith('certificate'));

    it('believes answers and notices signed by the public key its PUB_KEY_ID names, with no platform certificate', async () => {
      const { member, order, paymentId, outTradeNo } = await w.aWechatPayment('desktop');
      expect(wechat.unsigned).toEqual([]);
      wechat.pay(outTradeNo);
      // The query's answer is signed by the public key too, and believed.
      expect(await w.paymentStatus(member, paymentId)).toMatchObject({ status: 'succeeded' });
      expect((await w.detail(member, order.id)).status).toBe('paid');

      const second = await w.aWechatPayment('wechat');
      expect((await w.notify(wechat.pay(second.outTradeNo))).statusCode).toBe(200);
      expect((await w.detail(second.member, second.order.id)).status).toBe('paid');
    });

    it('refuses a notice signed by the platform certificate it was not given, and one naming its id but signed by another key', async () => {
      const { order, outTradeNo } = await w.aWechatPayment();
      const byCertificate = wechat.pay(outTradeNo, {}, { signer: 'certificate' });
      await w.expectUnchanged(await w.notify(byCertificate), 'PAYMENT_SIGNATURE_INVALID', order.id);
      const forged = wechat.pay(outTradeNo, {}, { signer: 'publicKey', signWith: wechat.otherKey() });
      await w.expectUnchanged(await w.notify(forged), 'PAYMENT_SIGNATURE_INVALID', order.id);
      const stale = wechat.pay(outTradeNo, {}, { signer: 'publicKey', at: Date.now() - 6 * 60_000 });
      await w.expectUnchanged(await w.notify(stale), 'PAYMENT_NOTICE_EXPIRED', order.id);
    });
  },
  { env: { ...shop, ...wechat.publicKeyEnv, ...wechat.officialAccountEnv } },
);

describeOnEachDatabase(
  'Paying orders through WeChat Pay while moving from certificates to the public key, without an official account',
  (t: SuiteApp) => {
    const w = wechatPaying(t, wechat);

    it('believes notices signed in either mode during the switch', async () => {
      const first = await w.aWechatPayment();
      expect((await w.notify(wechat.pay(first.outTradeNo, {}, { signer: 'certificate' }))).statusCode).toBe(200);
      const second = await w.aWechatPayment();
      expect((await w.notify(wechat.pay(second.outTradeNo, {}, { signer: 'publicKey' }))).statusCode).toBe(200);
      expect((await w.detail(first.member, first.order.id)).status).toBe('paid');
      expect((await w.detail(second.member, second.order.id)).status).toBe('paid');
    });

    it('believes answers signed in either mode during the switch', async () => {
      const first = await w.aWechatPayment('desktop');
      wechat.pay(first.outTradeNo);
      expect(await w.paymentStatus(first.member, first.paymentId)).toMatchObject({ status: 'succeeded' });
      wechat.signWith('publicKey');
      try {
        const second = await w.aWechatPayment('desktop');
        wechat.pay(second.outTradeNo);
        expect(await w.paymentStatus(second.member, second.paymentId)).toMatchObject({ status: 'succeeded' });
      } finally {
        wechat.signWith('certificate');
      }
    });

    it('still refuses a notice naming a serial it does not know', async () => {
      const { order, outTradeNo } = await w.aWechatPayment();
      const unknown = wechat.pay(outTradeNo, {}, { serial: 'PUB_KEY_ID_0119000001092026120200112200000999' });
      await w.expectUnchanged(await w.notify(unknown), 'PAYMENT_SIGNATURE_INVALID', order.id);
    });

    it('does not offer WeChat inside WeChat without the official account, and refuses to open a JSAPI payment', async () => {
      const member = await w.buyer();
      const channels = await post<{ scenes: unknown }>(t.app, '/api/mall/pay/channels', {}, member);
      expect(channels.body.data.scenes).toEqual({ wechat: [], phone: ['wechat'], desktop: ['wechat'] });
      const { order } = await w.anOrder(member);
      const answer = await post(
        t.app,
        '/api/mall/pay/create',
        { orderId: order.id, channel: 'wechat', scene: 'wechat' },
        member,
      );
      expect(answer.status).toBe(400);
      expect(answer.body.errCode).toBe('PAY_CHANNEL_UNAVAILABLE');
      const payments = await t.db.selectFrom('payments').select('id').where('order_id', '=', order.id).execute();
      expect(payments).toEqual([]);
    });
  },
  { env: { ...shop, ...wechat.bothModesEnv } },
);
