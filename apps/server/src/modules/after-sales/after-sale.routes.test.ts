import type { AfterSale } from '@ffe/shared/contracts/after-sale';
import type { UploadResult } from '@ffe/shared/contracts/member-centre';
import type { Order } from '@ffe/shared/contracts/order';
import { toCents, toYuan } from '@ffe/shared/domain/money';
import { expect, it } from 'vitest';
import { itAsksVisitorsToLogIn, post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { type Member, type SignedInStaff, tick } from '../../../test/factories';
import { eventually, ordering } from '../../../test/ordering';
import { deliverWithPhoto } from '../../../test/uploading';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const wilted = { kind: 'refund_only', reason: 'wilted', description: '花送到时已经蔫了' } as const;

describeOnEachDatabase(
  'After-sale',
  (t) => {
    const { buyer, anOrder, detail, startPayment, paymentStatus } = ordering(t);

    let staffMember: Promise<SignedInStaff> | undefined;
    const staff = () => {
      staffMember ??= t.staff('admin');
      return staffMember;
    };

    const apply = (member: Member, body: object) => post<AfterSale>(t.app, '/api/mall/after-sale/apply', body, member);
    const withdraw = (member: Member, id: string) =>
      post<AfterSale>(t.app, `/api/mall/after-sale/withdraw/${id}`, {}, member);
    const decide = async (id: string, body: object) =>
      post<AfterSale>(t.app, `/api/mall/staff/after-sale/decide/${id}`, body, await staff());
    const staffMove = async (move: 'dispatch' | 'deliver', orderId: string) => {
      if (move === 'deliver') return deliverWithPhoto(t.app, await staff(), orderId);
      expect((await post(t.app, `/api/mall/staff/order/${move}/${orderId}`, {}, await staff())).status).toBe(200);
    };
    const stockOf = async (goodsId: string) =>
      (await t.db.selectFrom('goods').select('stock').where('id', '=', goodsId).executeTakeFirstOrThrow()).stock;
    const requestsOf = (orderId: string) =>
      t.db.selectFrom('after_sales').selectAll().where('order_id', '=', orderId).execute();
    /** What is left to refund, in yuan, give or take `cents`. */
    const leftOf = (order: Order, cents = 0) => toYuan(toCents(order.payAmount - order.refundedAmount) + cents);

    /** An order paid on the sandbox page, once the asynchronous notice has marked it paid. */
    async function aPaidOrder(member: Member, quantity = 1) {
      const { order, goodsId } = await anOrder(member, quantity);
      const paymentId = await startPayment(member, order.id);
      expect((await post(t.app, `/api/pay/sandbox/${paymentId}/confirm`)).status).toBe(200);
      const paid = await eventually(
        () => detail(member, order.id),
        (o) => o.status === 'paid',
      );
      expect(paid.status).toBe('paid');
      return { order: paid, goodsId, paymentId };
    }

    /** A paid order that staff dispatched and marked delivered. */
    async function aDeliveredOrder(member: Member) {
      const paid = await aPaidOrder(member);
      await staffMove('dispatch', paid.order.id);
      await staffMove('deliver', paid.order.id);
      const order = await detail(member, paid.order.id);
      expect(order.status).toBe('received');
      return { ...paid, order };
    }

    async function uploaded(member: Member): Promise<UploadResult> {
      const data = new FormData();
      data.append('file', new Blob([new Uint8Array(PNG)]), 'wilted.png');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/member/upload',
        payload: data,
        headers: { authorization: member.token },
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as { data: UploadResult }).data;
    }

    itAsksVisitorsToLogIn(t, '/api/mall/after-sale/', ['apply', 'list', 'detail/x', 'withdraw/x']);

    it('keeps an approval the provider refuses, and pays it back once when the provider accepts again', async () => {
      const member = await buyer();
      const { order, paymentId } = await aDeliveredOrder(member);
      const request = await apply(member, { ...wilted, orderId: order.id, amount: 50 });
      const id = request.body.data.id;
      const refuseRefunds = (times: number) =>
        t.db
          .updateTable('sandbox_transactions')
          .set({ refunds_to_refuse: times })
          .where('id', '=', paymentId)
          .execute();
      await refuseRefunds(1_000);

      const approved = await decide(id, { approve: true });
      expect(approved.status).toBe(200);
      expect(approved.body.data.status).toBe('approved');
      expect((await detail(member, order.id)).refundedAmount).toBe(50);
      expect((await paymentStatus(member, paymentId)).status).toBe('succeeded');
      expect((await decide(id, { approve: true })).status).toBe(409);

      await refuseRefunds(0);
      const closed = await eventually(
        async () => (await post<AfterSale>(t.app, `/api/mall/after-sale/detail/${id}`, {}, member)).body.data,
        (a) => a.status === 'refunded',
      );
      expect(closed.status).toBe('refunded');
      const txn = await t.db
        .selectFrom('sandbox_transactions')
        .select('refunded_amount')
        .where('id', '=', paymentId)
        .executeTakeFirstOrThrow();
      expect(txn.refunded_amount).toBe(5_000);
      const given = await t.db.selectFrom('sandbox_refunds').select('id').where('payment_id', '=', paymentId).execute();
      expect(given).toHaveLength(1);
    });

    itAsksVisitorsToLogIn(t, '/api/mall/staff/after-sale/', ['list', 'decide/x']);

    it('refunds an order before dispatch in full: it waits in refunding, then is refunded with its stock back', async () => {
      const ann = await buyer();
      const { order, goodsId, paymentId } = await aPaidOrder(ann, 2);
      expect(await stockOf(goodsId)).toBe(48);

      const asked = await apply(ann, { ...wilted, orderId: order.id, amount: order.payAmount });
      expect(asked.status).toBe(200);
      expect(asked.body.data).toMatchObject({
        orderId: order.id,
        orderNo: order.orderNo,
        kind: 'refund_only',
        reason: 'wilted',
        description: '花送到时已经蔫了',
        pictures: [],
        amount: order.payAmount,
        status: 'requested',
        staffNote: '',
      });
      const waiting = await detail(ann, order.id);
      expect(waiting.status).toBe('refunding');
      expect(waiting.afterSales).toEqual([expect.objectContaining({ id: asked.body.data.id, status: 'requested' })]);

      const approved = await decide(asked.body.data.id, { approve: true, note: '已为您退款' });
      expect(approved.status).toBe(200);
      expect(approved.body.data).toMatchObject({ status: 'refunded', staffNote: '已为您退款' });

      const refunded = await detail(ann, order.id);
      expect(refunded).toMatchObject({ status: 'refunded', refundedAmount: order.payAmount });
      expect(refunded.timeline.slice(-2)).toEqual([
        expect.objectContaining({ status: 'refunding', by: 'customer' }),
        expect.objectContaining({ status: 'refunded', by: 'staff' }),
      ]);
      expect(await stockOf(goodsId)).toBe(50);
      expect((await paymentStatus(ann, paymentId)).status).toBe('refunded');

      const again = await decide(asked.body.data.id, { approve: true });
      expect(again.status).toBe(409);
      expect(again.body.errCode).toBe('AFTER_SALE_STATUS_CONFLICT');
    });

    it('before dispatch takes only a refund of the whole amount, and changes nothing otherwise', async () => {
      const ann = await buyer();
      const { order } = await aPaidOrder(ann);

      const goodsBack = await apply(ann, {
        ...wilted,
        kind: 'return_refund',
        orderId: order.id,
        amount: order.payAmount,
      });
      expect(goodsBack.status).toBe(409);
      expect(goodsBack.body.errCode).toBe('AFTER_SALE_NOT_ALLOWED');

      const part = await apply(ann, { ...wilted, orderId: order.id, amount: leftOf(order, -100) });
      expect(part.status).toBe(400);
      expect(part.body).toMatchObject({ errCode: 'INVALID_PARAM', message: expect.stringContaining('amount') });

      expect((await detail(ann, order.id)).status).toBe('paid');
      expect(await requestsOf(order.id)).toEqual([]);
      const tab = await post<{ total: number }>(t.app, '/api/mall/order/list', { status: 'after_sale' }, ann);
      expect(tab.body.data.total).toBe(0);
    });

    it('refuses an order that is not paid', async () => {
      const ann = await buyer();
      const { order } = await anOrder(ann);
      const asked = await apply(ann, { ...wilted, orderId: order.id, amount: order.payAmount });
      expect(asked.status).toBe(409);
      expect(asked.body.errCode).toBe('AFTER_SALE_NOT_ALLOWED');
    });

    it('rejecting puts an order held in refunding back to paid, ready to dispatch', async () => {
      const ann = await buyer();
      const { order, paymentId } = await aPaidOrder(ann);
      const asked = await apply(ann, { ...wilted, orderId: order.id, amount: order.payAmount });

      const rejected = await decide(asked.body.data.id, { approve: false, note: '花束已在制作中' });
      expect(rejected.status).toBe(200);
      expect(rejected.body.data).toMatchObject({ status: 'rejected', staffNote: '花束已在制作中' });

      const back = await detail(ann, order.id);
      expect(back).toMatchObject({ status: 'paid', refundedAmount: 0 });
      expect(back.timeline.at(-1)).toEqual(expect.objectContaining({ status: 'paid', by: 'staff' }));
      expect((await paymentStatus(ann, paymentId)).status).toBe('succeeded');
      await staffMove('dispatch', order.id);
    });

    it('a withdrawn request puts the order back to paid; a decided one can no longer be withdrawn', async () => {
      const ann = await buyer();
      const { order } = await aPaidOrder(ann);
      const first = await apply(ann, { ...wilted, orderId: order.id, amount: order.payAmount });

      const withdrawn = await withdraw(ann, first.body.data.id);
      expect(withdrawn.status).toBe(200);
      expect(withdrawn.body.data.status).toBe('withdrawn');
      const back = await detail(ann, order.id);
      expect(back.status).toBe('paid');
      expect(back.timeline.at(-1)).toEqual(expect.objectContaining({ status: 'paid', by: 'customer' }));

      for (const answer of [
        await withdraw(ann, first.body.data.id),
        await decide(first.body.data.id, { approve: true }),
      ]) {
        expect(answer.status).toBe(409);
        expect(answer.body.errCode).toBe('AFTER_SALE_STATUS_CONFLICT');
      }

      const second = await apply(ann, { ...wilted, orderId: order.id, amount: order.payAmount });
      expect(second.status).toBe(200);
      await decide(second.body.data.id, { approve: false });
      const late = await withdraw(ann, second.body.data.id);
      expect(late.status).toBe(409);
      expect(late.body.errCode).toBe('AFTER_SALE_STATUS_CONFLICT');
      expect((await detail(ann, second.body.data.orderId)).status).toBe('paid');
    });

    it('refunds part of a delivered order, keeping its state, and never more than is left', async () => {
      const ann = await buyer();
      const { order, paymentId } = await aDeliveredOrder(ann);

      const part = await apply(ann, {
        kind: 'return_refund',
        reason: 'damaged',
        description: '有三枝折断了',
        orderId: order.id,
        amount: 50,
      });
      expect(part.status).toBe(200);
      expect((await detail(ann, order.id)).status).toBe('received');
      expect((await decide(part.body.data.id, { approve: true })).body.data.status).toBe('refunded');

      const partly = await detail(ann, order.id);
      expect(partly).toMatchObject({ status: 'received', refundedAmount: 50 });
      expect((await paymentStatus(ann, paymentId)).status).toBe('succeeded');

      const tooMuch = await apply(ann, { ...wilted, orderId: order.id, amount: leftOf(partly, 1) });
      expect(tooMuch.status).toBe(409);
      expect(tooMuch.body.errCode).toBe('AFTER_SALE_AMOUNT_TOO_HIGH');

      const rest = await apply(ann, { ...wilted, orderId: order.id, amount: leftOf(partly) });
      expect(rest.status).toBe(200);
      await decide(rest.body.data.id, { approve: true });
      expect(await detail(ann, order.id)).toMatchObject({ status: 'received', refundedAmount: order.payAmount });
      expect((await paymentStatus(ann, paymentId)).status).toBe('refunded');

      const nothingLeft = await apply(ann, { ...wilted, orderId: order.id, amount: 0.01 });
      expect(nothingLeft.status).toBe(409);
      expect(nothingLeft.body.errCode).toBe('AFTER_SALE_AMOUNT_TOO_HIGH');
    });

    it('keeps one open request per order, and takes another once it has ended', async () => {
      const ann = await buyer();
      const { order } = await aDeliveredOrder(ann);
      const first = await apply(ann, { ...wilted, orderId: order.id, amount: 10 });
      expect(first.status).toBe(200);

      const second = await apply(ann, { ...wilted, orderId: order.id, amount: 10 });
      expect(second.status).toBe(409);
      expect(second.body.errCode).toBe('AFTER_SALE_OPEN');

      await decide(first.body.data.id, { approve: true });
      expect((await apply(ann, { ...wilted, orderId: order.id, amount: 10 })).status).toBe(200);
    });

    it.each([
      ['paid', aPaidOrder],
      ['delivered', aDeliveredOrder],
    ] as const)('takes only one of five concurrent requests for a %s order', async (_, made) => {
      const ann = await buyer();
      const { order } = await made(ann);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => apply(ann, { ...wilted, orderId: order.id, amount: order.payAmount })),
      );

      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status !== 200).map((a) => a.body.errCode)).toEqual(
        Array(4).fill('AFTER_SALE_OPEN'),
      );
      expect(await requestsOf(order.id)).toHaveLength(1);
      const after = await detail(ann, order.id);
      expect(after.timeline.filter((e) => e.status === 'refunding')).toHaveLength(order.status === 'paid' ? 1 : 0);
    });

    it("answers 404 for another member's order or request, and lists only the member's own, newest first", async () => {
      const [ann, bob] = [await buyer(), await buyer()];
      const bobs = await aDeliveredOrder(bob);

      const foreign = await apply(ann, { ...wilted, orderId: bobs.order.id, amount: 1 });
      expect(foreign.status).toBe(404);
      expect((await apply(ann, { ...wilted, orderId: 'no-such-order', amount: 1 })).status).toBe(404);

      const bobsRequest = (await apply(bob, { ...wilted, orderId: bobs.order.id, amount: 1 })).body.data;
      for (const call of ['detail', 'withdraw']) {
        const answer = await post(t.app, `/api/mall/after-sale/${call}/${bobsRequest.id}`, {}, ann);
        expect(answer.status).toBe(404);
      }
      expect((await requestsOf(bobs.order.id)).map((r) => r.status)).toEqual(['requested']);

      const anns = await aDeliveredOrder(ann);
      const older = (await apply(ann, { ...wilted, orderId: anns.order.id, amount: 1 })).body.data;
      await decide(older.id, { approve: false });
      await tick();
      const newer = (await apply(ann, { ...wilted, orderId: anns.order.id, amount: 2 })).body.data;

      const list = await post<{ list: AfterSale[]; total: number }>(t.app, '/api/mall/after-sale/list', {}, ann);
      expect(list.body.data.total).toBe(2);
      expect(list.body.data.list.map((a) => a.id)).toEqual([newer.id, older.id]);
      const page = await post<{ list: AfterSale[] }>(t.app, '/api/mall/after-sale/list', { page: 2, pageSize: 1 }, ann);
      expect(page.body.data.list.map((a) => a.id)).toEqual([older.id]);
      const own = await post<AfterSale>(t.app, `/api/mall/after-sale/detail/${newer.id}`, {}, ann);
      expect(own.body.data).toEqual(newer);
    });

    it("lets staff list every member's requests by state, and only staff decide", async () => {
      const [ann, bob] = [await buyer(), await buyer()];
      const annsOrder = (await aDeliveredOrder(ann)).order;
      const bobsOrder = (await aDeliveredOrder(bob)).order;
      const annsRequest = (await apply(ann, { ...wilted, orderId: annsOrder.id, amount: 3 })).body.data;
      const bobsRequest = (await apply(bob, { ...wilted, orderId: bobsOrder.id, amount: 4 })).body.data;
      await decide(bobsRequest.id, { approve: false });

      for (const [call, body] of [
        ['list', {}],
        [`decide/${annsRequest.id}`, { approve: true }],
      ] as const) {
        const answer = await post(t.app, `/api/mall/staff/after-sale/${call}`, body, ann);
        expect(answer.status).toBe(403);
        expect(answer.body.errCode).toBe('PERMISSION_DENIED');
      }
      expect((await requestsOf(annsOrder.id)).map((r) => r.status)).toEqual(['requested']);

      const listed = async (body: object) => {
        const answer = await post<{ list: AfterSale[] }>(
          t.app,
          '/api/mall/staff/after-sale/list',
          { pageSize: 100, ...body },
          await staff(),
        );
        expect(answer.status).toBe(200);
        return answer.body.data.list.map((a) => a.id);
      };
      expect(await listed({})).toEqual(expect.arrayContaining([annsRequest.id, bobsRequest.id]));
      const requested = await listed({ status: 'requested' });
      expect(requested).toContain(annsRequest.id);
      expect(requested).not.toContain(bobsRequest.id);
      expect(await listed({ status: 'rejected' })).toContain(bobsRequest.id);
    });

    it.each([
      ['orderId', { orderId: undefined }],
      ['kind', { kind: 'exchange' }],
      ['reason', { reason: 'bored' }],
      ['description', { description: '长'.repeat(501) }],
      ['pictures', { pictures: Array(7).fill('uploads/x.png') }],
      ['amount', { amount: 0 }],
      ['amount', { amount: 1.234 }],
    ])('refuses a bad %s with 400 naming it, and keeps nothing', async (field, change) => {
      const ann = await buyer();
      const { order } = await aDeliveredOrder(ann);
      const answer = await apply(ann, { ...wilted, orderId: order.id, amount: 1, ...change });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(field);
      expect(await requestsOf(order.id)).toEqual([]);
    });

    it('refuses a decision without its approve flag, with 400 naming it', async () => {
      const answer = await decide('any-id', { note: '好' });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain('approve');
    });

    it("takes the member's own pictures and refuses another's or an outside link", async () => {
      const [ann, bob] = [await buyer(), await t.member()];
      const { order } = await aPaidOrder(ann);
      const [mine, bobs] = [await uploaded(ann), await uploaded(bob)];

      for (const foreign of [bobs.url, 'https://example.com/uploads/wilted.png']) {
        const refused = await apply(ann, {
          ...wilted,
          orderId: order.id,
          amount: order.payAmount,
          pictures: [mine.url, foreign],
        });
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({
          errCode: 'INVALID_PARAM',
          message: expect.stringContaining('pictures.1'),
        });
      }
      expect(await requestsOf(order.id)).toEqual([]);
      expect((await detail(ann, order.id)).status).toBe('paid');

      const asked = await apply(ann, { ...wilted, orderId: order.id, amount: order.payAmount, pictures: [mine.url] });
      expect(asked.status).toBe(200);
      expect(asked.body.data.pictures).toEqual([mine.url]);
    });

    it('shows an order with a request on the after-sale tab of the order list', async () => {
      const ann = await buyer();
      const { order } = await aDeliveredOrder(ann);
      await apply(ann, { ...wilted, orderId: order.id, amount: 1 });
      const tab = await post<{ list: Order[] }>(t.app, '/api/mall/order/list', { status: 'after_sale' }, ann);
      expect(tab.body.data.list.map((o) => o.id)).toEqual([order.id]);
    });
  },
  {
    tempDataDir: 'ffe-after-sale-',
    // Refused refunds are retried by the app's own worker within the test's patience.
    env: { DELIVERY_SLOT_CAPACITY: '100000', REFUND_WORKER_MS: '20', REFUND_RETRY_BASE_MS: '20' },
  },
);
