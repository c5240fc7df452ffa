import { expect, it } from 'vitest';
import { post } from '../../../test/app';
import { describeOnEachDatabase, type SuiteApp } from '../../../test/each-database';
import { fakePaymentProviders, type SignedNotice } from '../../../test/fake-payment-providers';
import { ordering } from '../../../test/ordering';
import { refundedCents, refundStatus } from '../../../test/refunding';
import { toOutTradeNo } from './wechat-pay-signing';

const { wechat } = await fakePaymentProviders();

describeOnEachDatabase(
  'Paying orders through WeChat Pay',
  (t: SuiteApp) => {
    const { buyer, anOrder, detail, missPayDeadline, paymentStatus, eventsOf } = ordering(t);
    const notify = (notice: SignedNotice, url = '/api/pay/notify/wechat') =>
      t.app.inject({ method: 'POST', url, headers: notice.headers, payload: notice.body });

    /** An unpaid order with a WeChat payment opened for it. */
    async function aWechatPayment() {
      const member = await buyer();
      const { order } = await anOrder(member);
      const created = await post<{ paymentId: string; payUrl: string }>(
        t.app,
        '/api/mall/pay/create',
        { orderId: order.id, channel: 'wechat' },
        member,
      );
      expect(created.status).toBe(200);
      const { paymentId, payUrl } = created.body.data;
      return { member, order, paymentId, payUrl, outTradeNo: toOutTradeNo(paymentId) };
    }

    async function expectUnchanged(answer: { statusCode: number; json(): unknown }, errCode: string, orderId: string) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 400, errCode, data: null });
      const payments = await t.db.selectFrom('payments').select('status').where('order_id', '=', orderId).execute();
      expect(payments.map((p) => p.status)).toEqual(['pending']);
    }

    it('opens an H5 payment with a signed request and sends the payer to WeChat, then back to the shop', async () => {
      const { order, paymentId, payUrl, outTradeNo } = await aWechatPayment();
      expect(wechat.unsigned).toEqual([]);
      expect(wechat.orders.get(outTradeNo)).toMatchObject({
        total: 12_900,
        notifyUrl: 'https://shop.example/api/pay/notify/wechat',
      });
      expect(payUrl).toBe(
        `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${outTradeNo}&redirect_url=${encodeURIComponent(
          `https://shop.example/pages/order/pay-result/pay-result?orderId=${order.id}&paymentId=${paymentId}`,
        )}`,
      );
      const row = await t.db.selectFrom('payments').select('provider').where('id', '=', paymentId).executeTakeFirst();
      expect(row?.provider).toBe('wechat');
    });

    it('pays the order once on a valid notice, and a replayed notice changes nothing', async () => {
      const { member, order, outTradeNo } = await aWechatPayment();
      const notice = wechat.pay(outTradeNo);

      expect((await notify(notice)).statusCode).toBe(200);
      const replays = await Promise.all(Array.from({ length: 5 }, () => notify(notice)));

      expect(replays.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect((await detail(member, order.id)).status).toBe('paid');
      expect(await eventsOf(order.id, 'paid')).toBe(1);
    });

    it('refuses a notice signed by another key and changes nothing', async () => {
      const { order, outTradeNo } = await aWechatPayment();
      const forged = wechat.pay(outTradeNo, {}, { signWith: wechat.otherKey() });
      await expectUnchanged(await notify(forged), 'PAYMENT_SIGNATURE_INVALID', order.id);
    });

    it('refuses a notice whose body was altered after signing and changes nothing', async () => {
      const { order, outTradeNo } = await aWechatPayment();
      const notice = wechat.pay(outTradeNo);
      const altered = { ...notice, body: notice.body.replace('TRANSACTION.SUCCESS', 'TRANSACTION.SUCCESS ') };
      await expectUnchanged(await notify(altered), 'PAYMENT_SIGNATURE_INVALID', order.id);
    });

    it('refuses a signed notice for another amount and changes nothing', async () => {
      const { order, outTradeNo } = await aWechatPayment();
      await expectUnchanged(await notify(wechat.pay(outTradeNo, { total: 1 })), 'PAYMENT_AMOUNT_MISMATCH', order.id);
    });

    it('refuses a notice signed more than five minutes ago and changes nothing', async () => {
      const { order, outTradeNo } = await aWechatPayment();
      const stale = wechat.pay(outTradeNo, {}, { at: Date.now() - 6 * 60_000 });
      await expectUnchanged(await notify(stale), 'PAYMENT_NOTICE_EXPIRED', order.id);
    });

    it('refuses a notice whose encrypted resource was tampered with and changes nothing', async () => {
      const { order, outTradeNo } = await aWechatPayment();
      const tampered = wechat.pay(outTradeNo, {}, { tamper: true });
      await expectUnchanged(await notify(tampered), 'PAYMENT_NOTICE_UNREADABLE', order.id);
    });

    it('learns of a payment by querying WeChat when the notice has not come, believing only signed answers', async () => {
      const { member, order, paymentId, outTradeNo } = await aWechatPayment();
      wechat.pay(outTradeNo);

      wechat.forgeAnswers(true);
      const forged = await post(t.app, '/api/mall/pay/status', { paymentId }, member);
      wechat.forgeAnswers(false);
      expect(forged.status).toBe(503);
      expect(forged.body.errCode).toBe('PAYMENT_PROVIDER_FAILED');
      expect((await detail(member, order.id)).status).toBe('pending_payment');

      expect(await paymentStatus(member, paymentId)).toMatchObject({ status: 'succeeded', channel: 'wechat' });
      expect((await detail(member, order.id)).status).toBe('paid');
    });

    it('refunds money that came after the order was cancelled, and settles the refund once on its notice', async () => {
      const { member, order, paymentId, outTradeNo } = await aWechatPayment();
      await missPayDeadline(member, order.id);

      expect((await notify(wechat.pay(outTradeNo))).statusCode).toBe(200);

      const refunds = [...wechat.refunds].filter(([, r]) => r.outTradeNo === outTradeNo);
      expect(refunds).toHaveLength(1);
      const [refundId, refund] = refunds[0] ?? ['', undefined];
      expect(refund?.refund).toBe(12_900);
      const refundNotice = wechat.settleRefund(refundId);
      const url = '/api/pay/notify/wechat/refund';
      expect((await notify(refundNotice, url)).statusCode).toBe(200);
      expect((await notify(refundNotice, url)).statusCode).toBe(200);

      // The refund was settled once: the shop's record and the payment's books count it one time.
      expect(await refundStatus(t.db, refundId)).toBe('succeeded');
      expect(await refundedCents(t.db, paymentId)).toBe(12_900);
      expect([...wechat.refunds.values()].filter((r) => r.outTradeNo === outTradeNo)).toHaveLength(1);
      expect((await paymentStatus(member, paymentId)).status).toBe('refunded');
      expect((await detail(member, order.id)).status).toBe('cancelled');
    });

    it('refuses a refund notice signed by another key and settles nothing', async () => {
      const { outTradeNo } = await aWechatPayment();
      wechat.refunds.set('forged-refund', { outTradeNo, refund: 100, status: 'PROCESSING' });
      const forged = wechat.settleRefund('forged-refund', { signWith: wechat.otherKey() });
      const answer = await notify(forged, '/api/pay/notify/wechat/refund');
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ errCode: 'PAYMENT_SIGNATURE_INVALID' });
    });
  },
  {
    env: {
      PAYMENT_PROVIDERS: 'wechat',
      PAY_PUBLIC_URL: 'https://shop.example',
      ...wechat.env,
      ORDER_SWEEP_MS: '50',
      DELIVERY_SLOT_CAPACITY: '100000',
    },
  },
);
