import { expect, it } from 'vitest';
import { post } from '../../../test/app';
import { describeOnEachDatabase, type SuiteApp } from '../../../test/each-database';
import { fakePaymentProviders } from '../../../test/fake-payment-providers';
import { ordering } from '../../../test/ordering';
import { refundedCents, refundStatus } from '../../../test/refunding';
import { alipaySignContent, rsa2Verify } from './alipay-signing';

const { alipay } = await fakePaymentProviders();

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

    /** An unpaid order whose payer was sent to Alipay's wap pay page. */
    async function anAlipayPayment() {
      const member = await buyer();
      const { order } = await anOrder(member);
      const created = await post<{ paymentId: string; payUrl: string }>(
        t.app,
        '/api/mall/pay/create',
        { orderId: order.id, channel: 'alipay' },
        member,
      );
      expect(created.status).toBe(200);
      const { paymentId, payUrl } = created.body.data;
      alipay.open(paymentId, 12_900);
      return { member, order, paymentId, payUrl };
    }

    async function expectUnchanged(answer: { statusCode: number; json(): unknown }, errCode: string, orderId: string) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 400, errCode, data: null });
      const payments = await t.db.selectFrom('payments').select('status').where('order_id', '=', orderId).execute();
      expect(payments.map((p) => p.status)).toEqual(['pending']);
    }

    it('sends the payer to a wap pay URL signed RSA2 with the shop key', async () => {
      const { order, paymentId, payUrl } = await anAlipayPayment();
      const url = new URL(payUrl);
      expect(`${url.origin}${url.pathname}`).toBe(alipay.env.ALIPAY_GATEWAY);
      const params = Object.fromEntries(url.searchParams);
      expect(params).toMatchObject({
        app_id: alipay.appId,
        method: 'alipay.trade.wap.pay',
        sign_type: 'RSA2',
        notify_url: 'https://shop.example/api/pay/notify/alipay',
        return_url: `https://shop.example/pages/order/pay-result/pay-result?orderId=${order.id}&paymentId=${paymentId}`,
      });
      expect(JSON.parse(params.biz_content ?? '')).toMatchObject({
        out_trade_no: paymentId,
        total_amount: '129.00',
        product_code: 'QUICK_WAP_WAY',
      });
      expect(rsa2Verify(alipaySignContent(params, ['sign']), params.sign ?? '', alipay.appPublicKey)).toBe(true);
    });

    it('pays the order once on a valid notice, answers `success`, and a replayed notice changes nothing', async () => {
      const { member, order, paymentId } = await anAlipayPayment();
      const notice = alipay.pay(paymentId);

      const first = await notify(notice);
      const replays = await Promise.all(Array.from({ length: 5 }, () => notify(notice)));

      expect([first, ...replays].map((r) => [r.statusCode, r.body])).toEqual(Array(6).fill([200, 'success']));
      expect((await detail(member, order.id)).status).toBe('paid');
      expect(await eventsOf(order.id, 'paid')).toBe(1);
    });

    it('refuses a notice signed by another key and changes nothing', async () => {
      const { order, paymentId } = await anAlipayPayment();
      await expectUnchanged(
        await notify(alipay.pay(paymentId, {}, alipay.otherKey())),
        'PAYMENT_SIGNATURE_INVALID',
        order.id,
      );
    });

    it('refuses a notice whose amount was altered after signing and changes nothing', async () => {
      const { order, paymentId } = await anAlipayPayment();
      const altered = alipay.pay(paymentId).replace('total_amount=129.00', 'total_amount=1.00');
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

    it('refuses a notice signed for another app and changes nothing', async () => {
      const { order, paymentId } = await anAlipayPayment();
      await expectUnchanged(
        await notify(alipay.pay(paymentId, { app_id: '2021999999999999' })),
        'PAYMENT_SIGNATURE_INVALID',
        order.id,
      );
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
      expect(refunds.map(([, amount]) => amount)).toEqual(['129.00']);
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
