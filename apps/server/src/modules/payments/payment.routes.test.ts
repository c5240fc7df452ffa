import type { PaymentStart, PayScene, SandboxNotice } from '@ffe/shared/contracts/payment';
import { expect, it } from 'vitest';
import { itAsksVisitorsToLogIn, post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { eventually, ordering } from '../../../test/ordering';
import { SANDBOX_SECRET, signedNotice } from '../../../test/refunding';

describeOnEachDatabase(
  'Paying orders through the sandbox provider',
  (t) => {
    const { buyer, anOrder, startPayment, detail, missPayDeadline, paymentStatus, pay, eventsOf } = ordering(t);
    const notify = (notice: SandboxNotice) => post(t.app, '/api/pay/notify/sandbox', notice);

    itAsksVisitorsToLogIn(t, '/api/mall/pay/', [
      ['create', { orderId: 'x', channel: 'wechat' }],
      ['status', { paymentId: 'x' }],
    ]);

    it('sends the payer to the hosted page, and the signed notice marks the order paid', async () => {
      const member = await buyer();
      const { order, goodsId } = await anOrder(member, 2);
      const created = await post<{ paymentId: string; payUrl: string }>(
        t.app,
        '/api/mall/pay/create',
        { orderId: order.id, channel: 'alipay' },
        member,
      );
      const { paymentId, payUrl } = created.body.data;
      expect(payUrl).toBe(`/pay/sandbox?paymentId=${paymentId}`);
      const page = await post<{ amount: number; status: string; returnUrl: string }>(
        t.app,
        `/api/pay/sandbox/${paymentId}`,
      );
      expect(page.body.data).toMatchObject({ amount: 258, status: 'pending', channel: 'alipay' });
      expect(page.body.data.returnUrl).toBe(
        `/pages/order/pay-result/pay-result?orderId=${order.id}&paymentId=${paymentId}`,
      );

      await post(t.app, `/api/pay/sandbox/${paymentId}/confirm`);
      const paid = await eventually(
        () => detail(member, order.id),
        (o) => o.status === 'paid',
      );
      expect(paid).toMatchObject({ status: 'paid', payChannel: 'alipay' });
      expect(await paymentStatus(member, paymentId)).toMatchObject({ status: 'succeeded', amount: 258 });
      const goods = await t.db.selectFrom('goods').select('sales').where('id', '=', goodsId).executeTakeFirstOrThrow();
      expect(goods.sales).toBe(2);
    });

    it('serves every scene: a redirect in a phone browser, a QR code of its page on a desktop, bridge parameters inside WeChat', async () => {
      const member = await buyer();
      const start = async (channel: 'wechat' | 'alipay', scene: PayScene) => {
        const { order } = await anOrder(member);
        const created = await post<PaymentStart>(
          t.app,
          '/api/mall/pay/create',
          { orderId: order.id, channel, scene },
          member,
        );
        expect(created.status).toBe(200);
        return { order, start: created.body.data };
      };
      const phone = await start('wechat', 'phone');
      expect(phone.start).toEqual({
        action: 'redirect',
        paymentId: phone.start.paymentId,
        payUrl: `/pay/sandbox?paymentId=${phone.start.paymentId}`,
      });
      const desktop = await start('wechat', 'desktop');
      expect(desktop.start).toEqual({
        action: 'qr',
        paymentId: desktop.start.paymentId,
        codeUrl: `/pay/sandbox?paymentId=${desktop.start.paymentId}`,
      });
      // Alipay on a desktop is its page, as Alipay's page pay is.
      expect((await start('alipay', 'desktop')).start).toMatchObject({ action: 'redirect' });

      const inWechat = await start('wechat', 'wechat');
      if (inWechat.start.action !== 'bridge')
        throw new Error(`expected bridge parameters, got ${inWechat.start.action}`);
      const { bridge, paymentId } = inWechat.start;
      expect(bridge).toMatchObject({ appId: 'sandbox', package: `prepay_id=${paymentId}`, signType: 'RSA' });
      // A stand-in WeixinJSBridge pays through the hosted page's call the package names; the order is paid by the notice.
      expect((await post(t.app, `/api/pay/sandbox/${bridge.package.slice('prepay_id='.length)}/confirm`)).status).toBe(
        200,
      );
      const paid = await eventually(
        () => detail(member, inWechat.order.id),
        (o) => o.status === 'paid',
      );
      expect(paid.status).toBe('paid');
    });

    it('refuses Alipay inside WeChat, which opens no Alipay page, recording nothing', async () => {
      const member = await buyer();
      const { order } = await anOrder(member);
      const answer = await post(
        t.app,
        '/api/mall/pay/create',
        { orderId: order.id, channel: 'alipay', scene: 'wechat' },
        member,
      );
      expect(answer.status).toBe(400);
      expect(answer.body.errCode).toBe('PAY_CHANNEL_UNAVAILABLE');
      const payments = await t.db.selectFrom('payments').select('id').where('order_id', '=', order.id).execute();
      expect(payments).toEqual([]);
    });

    it('records a failed payment and leaves the order to be paid again', async () => {
      const member = await buyer();
      const { order } = await anOrder(member);
      const paymentId = await startPayment(member, order.id);
      await post(t.app, `/api/pay/sandbox/${paymentId}/fail`);
      const failed = await eventually(
        () => paymentStatus(member, paymentId),
        (p) => p.status === 'failed',
      );
      expect(failed.status).toBe('failed');
      expect((await detail(member, order.id)).status).toBe('pending_payment');
      expect((await post(t.app, `/api/pay/sandbox/${paymentId}/confirm`)).status).toBe(409);
    });

    it('applies a notice replayed 50 times once', async () => {
      const member = await buyer();
      const { order, goodsId } = await anOrder(member);
      const paymentId = await startPayment(member, order.id);
      const notice = await signedNotice(t.db, paymentId);

      const answers = await Promise.all(Array.from({ length: 50 }, () => notify(notice)));

      expect(answers.every((a) => a.status === 200)).toBe(true);
      expect((await detail(member, order.id)).status).toBe('paid');
      expect(await eventsOf(order.id, 'paid')).toBe(1);
      const goods = await t.db.selectFrom('goods').select('sales').where('id', '=', goodsId).executeTakeFirstOrThrow();
      expect(goods.sales).toBe(1);
    });

    it('refuses a notice with a bad signature and changes nothing', async () => {
      const member = await buyer();
      const { order } = await anOrder(member);
      const paymentId = await startPayment(member, order.id);
      const forged = await signedNotice(t.db, paymentId, {}, 'someone-elses-secret-0123456789abcdef');
      const altered = { ...(await signedNotice(t.db, paymentId)), amountCents: 1 };

      for (const notice of [forged, altered]) {
        const answer = await notify(notice);
        expect(answer.status).toBe(400);
        expect(answer.body.errCode).toBe('PAYMENT_SIGNATURE_INVALID');
      }
      expect((await detail(member, order.id)).status).toBe('pending_payment');
    });

    it('refuses a signed notice for another amount and changes nothing', async () => {
      const member = await buyer();
      const { order } = await anOrder(member);
      const paymentId = await startPayment(member, order.id);
      const answer = await notify(await signedNotice(t.db, paymentId, { amountCents: 1 }));
      expect(answer.status).toBe(400);
      expect(answer.body.errCode).toBe('PAYMENT_AMOUNT_MISMATCH');
      expect((await detail(member, order.id)).status).toBe('pending_payment');
    });

    it('refunds money that arrives after the order was cancelled for not being paid in time', async () => {
      const member = await buyer();
      const { order } = await anOrder(member);
      const paymentId = await startPayment(member, order.id);
      await missPayDeadline(member, order.id);

      await post(t.app, `/api/pay/sandbox/${paymentId}/confirm`);

      const payment = await eventually(
        () => paymentStatus(member, paymentId),
        (p) => p.status === 'refunded',
      );
      expect(payment.status).toBe('refunded');
      expect((await detail(member, order.id)).status).toBe('cancelled');
      const txn = await t.db
        .selectFrom('sandbox_transactions')
        .select(['status', 'refunded_amount', 'amount'])
        .where('id', '=', paymentId)
        .executeTakeFirstOrThrow();
      expect(txn).toMatchObject({ status: 'refunded', refunded_amount: txn.amount });
    });

    it('pays an order once when two payments both succeed, and refunds the second', async () => {
      const member = await buyer();
      const { order } = await anOrder(member);
      const first = await startPayment(member, order.id);
      const second = await startPayment(member, order.id);
      await Promise.all([
        post(t.app, `/api/pay/sandbox/${first}/confirm`),
        post(t.app, `/api/pay/sandbox/${second}/confirm`),
      ]);

      const statuses = await eventually(
        async () => [(await paymentStatus(member, first)).status, (await paymentStatus(member, second)).status].sort(),
        (s) => s[0] === 'refunded',
      );
      expect(statuses).toEqual(['refunded', 'succeeded']);
      expect(await eventsOf(order.id, 'paid')).toBe(1);
    });

    it('will not open a payment for an order already paid', async () => {
      const member = await buyer();
      const { order } = await anOrder(member);
      await pay(member, order.id);
      const paidAgain = await post(t.app, '/api/mall/pay/create', { orderId: order.id, channel: 'wechat' }, member);
      expect(paidAgain.status).toBe(409);
      expect(paidAgain.body.errCode).toBe('ORDER_STATUS_CONFLICT');
    });
  },
  { env: { PAY_SANDBOX_SECRET: SANDBOX_SECRET, ORDER_SWEEP_MS: '50', DELIVERY_SLOT_CAPACITY: '100000' } },
);
