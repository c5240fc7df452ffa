import type { AdminOrder, AdminOrderList, BulkOutcome, DaySheet } from '@ffe/shared/contracts/admin-orders';
import type { AfterSale } from '@ffe/shared/contracts/after-sale';
import type { OrderNoticeBody } from '@ffe/shared/contracts/im';
import type { Order } from '@ffe/shared/contracts/order';
import { shopDate } from '@ffe/shared/domain/delivery-rules';
import { beforeAll, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aStaffMember, type Member, type SignedInStaff } from '../../../test/factories';
import { ordering, recipient } from '../../../test/ordering';
import { recordingSms } from '../../../test/recording-sms';
import { uploadPicture } from '../../../test/uploading';

const DAY = 86_400_000;
/** The shop's date `n` days from today; the calendar offers today and the next six. */
const dayAhead = (n: number) => shopDate(Date.now() + n * DAY);

const sms = recordingSms();

describeOnEachDatabase(
  'The orders workbench',
  (t) => {
    const { shop, buyer, placeOrder, pay, detail } = ordering(t);
    let admin: SignedInStaff;
    let florist: SignedInStaff;
    let service: SignedInStaff;
    let courier: SignedInStaff;
    let otherCourier: SignedInStaff;

    beforeAll(async () => {
      admin = await t.staff('admin', { displayName: '店长' });
      florist = await t.staff('florist', { displayName: '花艺师小林' });
      service = await t.staff('service', { displayName: '客服小周' });
      courier = await t.staff('courier', { displayName: '骑手老王', phone: '13700000001' });
      otherCourier = await t.staff('courier', { displayName: '骑手小李', phone: '13700000002' });
    });

    const call = <T>(who: { token: string }, path: string, body: object = {}) =>
      post<T>(t.app, `/api/admin/order/${path}`, body, who);

    /** An unpaid order of one goods (¥129) for tomorrow 15:00–18:00, unless `extra` says otherwise. */
    async function orderFor(member: Member, extra: object = {}): Promise<Order> {
      const goodsId = await shop.goods({ stock: 50, sale_price: 12_900 });
      const answer = await placeOrder(member, [{ goodsId, quantity: 1 }], {
        deliveryDate: dayAhead(1),
        deliverySlot: '15-18',
        ...extra,
      });
      expect(answer.status).toBe(200);
      return answer.body.data;
    }

    async function paidOrderFor(member: Member, extra: object = {}): Promise<Order> {
      const order = await orderFor(member, extra);
      await pay(member, order.id);
      return order;
    }

    /** Orders going to one district of their own, so a test's list holds only its orders. */
    const inDistrict = (district: string, extra: object = {}) => ({ recipient: { ...recipient, district }, ...extra });

    const auditOf = (orderId: string) =>
      t.db.selectFrom('audit_log').selectAll().where('record_id', '=', orderId).orderBy('created_at').execute();

    const eventsOf = (orderId: string) =>
      t.db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).orderBy('seq').execute();

    /** The order notices `system` sent the member about the order. */
    async function noticesOf(member: Member, orderId: string): Promise<OrderNoticeBody[]> {
      const rows = await t.db
        .selectFrom('im_messages')
        .select('body')
        .where('to_uid', '=', member.id)
        .where('from_uid', '=', 'system')
        .where('type', '=', 'order-notice')
        .orderBy('create_time')
        .execute();
      return rows.map((r) => JSON.parse(r.body) as OrderNoticeBody).filter((b) => b.order_id === orderId);
    }

    // The moves' texts; the paid order's own text, which follows the payment's commit, recipient-sms.routes.test reads.
    const textsTo = (member: Member) =>
      sms.sent.filter((s) => s.phone === member.user.phone && s.sms.template !== 'order-paid').map((s) => s.sms);

    it('lists a delivery day by slot, counts each state for the tabs and marks what was just paid', async () => {
      const member = await buyer();
      const where = inDistrict('列表区');
      const early = await paidOrderFor(member, { ...where, deliverySlot: '09-12' });
      const unpaid = await orderFor(member, { ...where, deliverySlot: '09-12' });
      const late = await paidOrderFor(member, where);
      await paidOrderFor(member, { ...where, deliveryDate: dayAhead(2) });
      expect((await call(florist, `prepare/${early.id}`)).status).toBe(200);

      const day = await call<AdminOrderList>(service, 'list', { deliveryDate: dayAhead(1), district: '列表区' });
      expect(day.status).toBe(200);
      expect(day.body.data.list.map((o) => o.id)).toEqual([early.id, unpaid.id, late.id]);
      expect(day.body.data.total).toBe(3);
      expect(day.body.data.counts).toMatchObject({ all: 3, pending_payment: 1, paid: 1, preparing: 1, delivering: 0 });
      const [first, second, third] = day.body.data.list;
      expect(first).toMatchObject({ status: 'preparing', recipient: { district: '列表区' }, payAmount: 129 });
      expect(first?.lines).toEqual([
        { name: early.lines[0]?.name, specName: null, skuName: null, addOn: false, quantity: 1 },
      ]);
      expect([first?.recentlyPaid, second?.recentlyPaid, third?.recentlyPaid]).toEqual([true, false, true]);

      const tab = await call<AdminOrderList>(service, 'list', {
        deliveryDate: dayAhead(1),
        district: '列表区',
        status: 'paid',
      });
      expect(tab.body.data.list.map((o) => o.id)).toEqual([late.id]);
      // The tabs keep counting every state under the other filters.
      expect(tab.body.data.counts).toEqual(day.body.data.counts);

      const slot = await call<AdminOrderList>(service, 'list', {
        deliveryDate: dayAhead(1),
        district: '列表区',
        slot: '15-18',
      });
      expect(slot.body.data.list.map((o) => o.id)).toEqual([late.id]);

      const later = await call<AdminOrderList>(service, 'list', { deliveryDate: null, district: '列表区' });
      expect(later.body.data.total).toBe(4);
      const paidSince = await call<AdminOrderList>(service, 'list', {
        deliveryDate: null,
        district: '列表区',
        paidSince: Date.now() + 60_000,
      });
      expect(paidSince.body.data.total).toBe(0);
    });

    it('shows an order paid or moved just after a list was read in the very next list', async () => {
      const member = await buyer();
      const filter = { deliveryDate: dayAhead(1), district: '刚付区' };
      const order = await orderFor(member, inDistrict('刚付区'));
      const statusOf = async () =>
        (await call<AdminOrderList>(florist, 'list', filter)).body.data.list.map((o) => [o.status, o.recentlyPaid]);
      expect(await statusOf()).toEqual([['pending_payment', false]]);

      await pay(member, order.id);
      expect(await statusOf()).toEqual([['paid', true]]);
      expect((await call(florist, `prepare/${order.id}`)).status).toBe(200);
      expect(await statusOf()).toEqual([['preparing', true]]);
    });

    it("shows today unless told otherwise, and searches every day by order number or the recipient's, orderer's or buyer's phone", async () => {
      const member = await buyer();
      const where = inDistrict('今日区');
      const today = await paidOrderFor(member, where);
      // Today's slots may have closed by the time the test runs: the order is moved to today in the database.
      await t.db
        .updateTable('orders')
        .set({ delivery_date: dayAhead(0) })
        .where('id', '=', today.id)
        .execute();
      const other = await paidOrderFor(member, { ...where, deliveryDate: dayAhead(3) });
      const stranger = await paidOrderFor(
        await buyer(),
        inDistrict('今日区', { recipient: { ...recipient, district: '今日区', phone: '13811112222' } }),
      );
      const sent = await paidOrderFor(
        await buyer(),
        inDistrict('今日区', { deliveryDate: dayAhead(2), sender: { name: '王先生', phone: '13933334444' } }),
      );

      const byDefault = await call<AdminOrderList>(service, 'list', { district: '今日区' });
      expect(byDefault.body.data.list.map((o) => o.id)).toEqual([today.id]);

      const byNumber = await call<AdminOrderList>(service, 'list', { keyword: other.orderNo });
      expect(byNumber.body.data.list.map((o) => o.id)).toEqual([other.id]);
      const byRecipient = await call<AdminOrderList>(service, 'list', { keyword: '13811112222' });
      expect(byRecipient.body.data.list.map((o) => o.id)).toEqual([stranger.id]);
      const bySender = await call<AdminOrderList>(service, 'list', { keyword: '13933334444' });
      expect(bySender.body.data.list.map((o) => o.id)).toEqual([sent.id]);
      const byBuyer = await call<AdminOrderList>(service, 'list', {
        keyword: member.user.phone ?? '',
        sort: '-createdAt',
      });
      expect(byBuyer.body.data.list.map((o) => o.id)).toEqual([other.id, today.id]);
    });

    it('pages the list without repeating or skipping an order, the id breaking ties', async () => {
      const member = await buyer();
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) ids.push((await orderFor(member, inDistrict('分页区'))).id);
      const seen: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const answer = await call<AdminOrderList>(admin, 'list', {
          deliveryDate: null,
          district: '分页区',
          sort: 'payAmount',
          page,
          pageSize: 2,
        });
        expect(answer.body.data.total).toBe(5);
        seen.push(...answer.body.data.list.map((o) => o.id));
      }
      // Every amount is the same: the order is the ids'.
      expect(seen).toEqual([...ids].sort());
    });

    it('takes an order from paid to delivered, naming who did each step, and the customer sees each', async () => {
      const member = await buyer();
      const order = await paidOrderFor(member);

      const prepared = await call<AdminOrder>(florist, `prepare/${order.id}`);
      expect(prepared.status).toBe(200);
      expect(prepared.body.data).toMatchObject({ status: 'preparing', preparingAt: expect.any(Number) });
      expect((await detail(member, order.id)).status).toBe('preparing');
      const toDispatch = await post<{ list: Order[] }>(t.app, '/api/mall/order/list', { status: 'paid' }, member);
      expect(toDispatch.body.data.list.map((o) => o.id)).toContain(order.id);
      const portal = await post<{ orderCounts: { paid: number } }>(t.app, '/api/member/portal', {}, member);
      expect(portal.body.data.orderCounts.paid).toBe(1);

      const dispatched = await call<AdminOrder>(florist, `dispatch/${order.id}`, { courierId: courier.id });
      expect(dispatched.status).toBe(200);
      expect(dispatched.body.data.courier).toEqual({ userId: courier.id, name: '骑手老王', phone: '13700000001' });
      expect((await detail(member, order.id)).courier).toEqual({ name: '骑手老王', phone: '13700000001' });

      const photo = await uploadPicture(t.app, courier);
      const delivered = await call<AdminOrder>(courier, `deliver/${order.id}`, { photo: photo.url });
      expect(delivered.status).toBe(200);
      const seen = await detail(member, order.id);
      expect(seen.status).toBe('received');
      expect(seen.deliveryPhoto).toBe(photo.url);
      expect(seen.timeline.map((e) => e.status)).toEqual([
        'pending_payment',
        'paid',
        'preparing',
        'delivering',
        'received',
      ]);

      const full = await call<AdminOrder>(admin, `detail/${order.id}`);
      expect(full.body.data.timeline.map((e) => [e.status, e.by, e.actorName])).toEqual([
        ['pending_payment', 'customer', null],
        ['paid', 'system', null],
        ['preparing', 'staff', '花艺师小林'],
        ['delivering', 'staff', '花艺师小林'],
        ['received', 'staff', '骑手老王'],
      ]);
      expect(full.body.data).toMatchObject({
        cardMessage: order.cardMessage,
        recipient,
        deliveryPhoto: photo.url,
        customer: { id: member.id, orderCount: 1 },
        refunds: [],
        afterSaleRecords: [],
      });
      expect(full.body.data.customer.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    });

    it('tells the customer of each move once: in the chat, and by SMS on dispatch and delivery', async () => {
      const member = await buyer();
      const order = await paidOrderFor(member);
      await call(florist, `prepare/${order.id}`);
      await call(florist, `dispatch/${order.id}`, { courierName: '张师傅', courierPhone: '13900002222' });
      expect(
        (await call(florist, `dispatch/${order.id}`, { courierName: '张师傅', courierPhone: '13900002222' })).status,
      ).toBe(409);
      expect((await call(florist, `prepare/${order.id}`)).status).toBe(409);
      const photo = await uploadPicture(t.app, florist);
      await call(florist, `deliver/${order.id}`, { photo: photo.url });
      expect((await call(florist, `deliver/${order.id}`, { photo: photo.url })).status).toBe(409);

      const notices = await noticesOf(member, order.id);
      expect(notices.map((n) => n.order_status)).toEqual(['preparing', 'delivering', 'received']);
      expect(notices[1]).toMatchObject({
        order_no: order.orderNo,
        amount: 129,
        url: `/pages/order/order-detail/order-detail?id=${order.id}`,
        courier: { name: '张师傅', phone: '13900002222' },
      });
      expect(textsTo(member)).toEqual([
        {
          template: 'order-dispatched',
          params: { orderNo: order.orderNo, courierName: '张师傅', courierPhone: '13900002222' },
        },
        { template: 'order-delivered', params: { orderNo: order.orderNo, photo: expect.stringContaining(photo.url) } },
      ]);
    });

    it("writes each move's audit entry with its timeline step, and nothing for a move that fails", async () => {
      const member = await buyer();
      const order = await paidOrderFor(member);
      await call(florist, `prepare/${order.id}`);
      const [entry] = await auditOf(order.id);
      expect(entry).toMatchObject({
        actor_id: florist.id,
        actor_name: '花艺师小林',
        area: 'orders',
        action: 'prepare',
        record_type: 'order',
        before: JSON.stringify({ status: 'paid' }),
        after: JSON.stringify({ status: 'preparing' }),
      });
      const steps = (await eventsOf(order.id)).length;

      const again = await call(florist, `prepare/${order.id}`);
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ errCode: 'ORDER_STATUS_CONFLICT' });
      expect(again.body.message).toContain('preparing');
      expect((await call(admin, `cancel/${order.id}`)).status).toBe(409);
      expect((await call(admin, `deliver/${order.id}`)).status).toBe(409);
      expect(await auditOf(order.id)).toHaveLength(1);
      expect(await eventsOf(order.id)).toHaveLength(steps);
    });

    it('leaves the order as it was when its audit entry cannot be written', async () => {
      const member = await buyer();
      const order = await paidOrderFor(member);
      const steps = (await eventsOf(order.id)).length;
      await t.db.schema.alterTable('audit_log').renameTo('audit_log_away').execute();
      try {
        expect((await call(florist, `prepare/${order.id}`)).status).toBe(500);
        expect((await call(admin, `refund/${order.id}`, { reason: '缺货' })).status).toBe(500);
      } finally {
        await t.db.schema.alterTable('audit_log_away').renameTo('audit_log').execute();
      }
      expect((await detail(member, order.id)).status).toBe('paid');
      expect(await eventsOf(order.id)).toHaveLength(steps);
      expect(await t.db.selectFrom('refunds').select('id').where('order_id', '=', order.id).execute()).toEqual([]);
      expect(await noticesOf(member, order.id)).toEqual([]);
    });

    it('dispatches to an enabled courier account or a typed name and phone, and refuses anything else', async () => {
      const member = await buyer();
      const order = await paidOrderFor(member);
      const disabled = await aStaffMember(t.db, 'courier', { enabled: false, phone: '13700000009' });
      const refusals: Array<[object, string]> = [
        [{ courierId: florist.id }, 'courierId'],
        [{ courierId: disabled.id }, 'courierId'],
        [{ courierId: 'nobody' }, 'courierId'],
        [{ courierName: '张师傅' }, 'courierPhone'],
        [{ courierName: '张师傅', courierPhone: '123' }, 'courierPhone'],
        [{}, 'courierName'],
      ];
      for (const [body, field] of refusals) {
        const answer = await call(florist, `dispatch/${order.id}`, body);
        expect(answer.status).toBe(400);
        expect(answer.body.message).toContain(field);
      }
      expect((await detail(member, order.id)).status).toBe('paid');
      expect(await auditOf(order.id)).toEqual([]);

      const typed = await call<AdminOrder>(florist, `dispatch/${order.id}`, {
        courierName: '张师傅',
        courierPhone: '13900002222',
      });
      expect(typed.body.data.courier).toEqual({ userId: null, name: '张师傅', phone: '13900002222' });
      const couriers = await call<Array<{ id: string }>>(florist, 'couriers');
      expect(couriers.body.data.map((c) => c.id)).toEqual(expect.arrayContaining([courier.id, otherCourier.id]));
      expect(couriers.body.data.map((c) => c.id)).not.toContain(disabled.id);
    });

    it('lets a courier see and deliver only the orders dispatched to them', async () => {
      const member = await buyer();
      const where = inDistrict('骑手区');
      const mine = await paidOrderFor(member, where);
      const theirs = await paidOrderFor(member, where);
      await paidOrderFor(member, where);
      await call(florist, `dispatch/${mine.id}`, { courierId: courier.id });
      await call(florist, `dispatch/${theirs.id}`, { courierId: otherCourier.id });

      const list = await call<AdminOrderList>(courier, 'list', { deliveryDate: dayAhead(1), district: '骑手区' });
      expect(list.body.data.list.map((o) => o.id)).toEqual([mine.id]);
      expect(list.body.data.counts).toMatchObject({ all: 1, delivering: 1 });
      expect((await call(courier, `detail/${theirs.id}`)).status).toBe(404);
      expect((await call(courier, `deliver/${theirs.id}`)).status).toBe(404);
      expect((await call(courier, `detail/${mine.id}`)).status).toBe(200);

      const foreignPhoto = await uploadPicture(t.app, otherCourier);
      const refused = await call(courier, `deliver/${mine.id}`, { photo: foreignPhoto.url });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain('photo');
      expect((await detail(member, mine.id)).status).toBe('delivering');
      const ownPhoto = await uploadPicture(t.app, courier);
      expect((await call(courier, `deliver/${mine.id}`, { photo: ownPhoto.url })).status).toBe(200);
    });

    it('refunds a paid or preparing order in full with the reason, and none that left the shop', async () => {
      const member = await buyer();
      const order = await paidOrderFor(member);
      await call(florist, `prepare/${order.id}`);
      expect((await call(florist, `refund/${order.id}`, { reason: '花材缺货' })).status).toBe(403);
      const missing = await call(admin, `refund/${order.id}`, {});
      expect(missing.status).toBe(400);
      expect(missing.body.message).toContain('reason');

      const refunded = await call<AdminOrder>(admin, `refund/${order.id}`, { reason: '花材缺货' });
      expect(refunded.status).toBe(200);
      expect(refunded.body.data).toMatchObject({ status: 'refunded', refundedAmount: 129, refundReason: '花材缺货' });
      expect(refunded.body.data.refunds).toEqual([expect.objectContaining({ amount: 129, reason: 'order-cancelled' })]);
      const [entry] = await auditOf(order.id).then((rows) => rows.filter((r) => r.action === 'refund'));
      expect(entry).toMatchObject({ area: 'refunds', actor_id: admin.id });
      expect(JSON.parse(entry?.after ?? '{}')).toMatchObject({ status: 'refunded', amount: 129, reason: '花材缺货' });
      expect((await noticesOf(member, order.id)).at(-1)).toMatchObject({
        order_status: 'refunded',
        reason: '花材缺货',
      });

      const gone = await paidOrderFor(member);
      await call(florist, `dispatch/${gone.id}`, { courierId: courier.id });
      expect((await call(admin, `refund/${gone.id}`, { reason: '客户不要了' })).status).toBe(409);
    });

    it('cancels an unpaid order only, giving its stock back', async () => {
      const member = await buyer();
      const unpaid = await orderFor(member);
      const cancelled = await call<AdminOrder>(admin, `cancel/${unpaid.id}`);
      expect(cancelled.body.data.status).toBe('cancelled');
      const goods = await t.db
        .selectFrom('goods')
        .select('stock')
        .where('id', '=', unpaid.lines[0]?.goodsId ?? '')
        .executeTakeFirstOrThrow();
      expect(goods.stock).toBe(50);
      expect((await auditOf(unpaid.id)).map((a) => a.action)).toEqual(['cancel']);
      expect((await noticesOf(member, unpaid.id)).map((n) => n.order_status)).toEqual(['cancelled']);

      const paid = await paidOrderFor(member);
      const refused = await call(admin, `cancel/${paid.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain('unpaid');
    });

    it('moves a selection one order at a time and names those it could not move, with why', async () => {
      const member = await buyer();
      const [a, b] = [await paidOrderFor(member), await paidOrderFor(member)];
      const unpaid = await orderFor(member);
      const prepared = await call<BulkOutcome>(florist, 'bulk-prepare', { ids: [a.id, unpaid.id, 'no-such', b.id] });
      expect(prepared.body.data.succeeded).toEqual([a.id, b.id]);
      expect(prepared.body.data.failed).toEqual([
        { id: unpaid.id, errCode: 'ORDER_STATUS_CONFLICT', message: expect.stringContaining('pending_payment') },
        { id: 'no-such', errCode: 'NOT_FOUND', message: expect.any(String) },
      ]);
      expect((await detail(member, a.id)).status).toBe('preparing');

      const dispatched = await call<BulkOutcome>(florist, 'bulk-dispatch', {
        ids: [a.id, b.id, unpaid.id],
        courierId: courier.id,
      });
      expect(dispatched.body.data.succeeded).toEqual([a.id, b.id]);
      expect(dispatched.body.data.failed.map((f) => f.id)).toEqual([unpaid.id]);
      expect((await detail(member, b.id)).courier).toEqual({ name: '骑手老王', phone: '13700000001' });
      expect((await auditOf(b.id)).map((e) => e.action)).toEqual(['prepare', 'dispatch']);
      const twice = await call(florist, 'bulk-prepare', { ids: [a.id, a.id] });
      expect(twice.status).toBe(400);
    });

    it('prints the day sheet: the orders the shop owes that day, by slot, with lines, recipient, card, signature, orderer and note', async () => {
      const member = await buyer();
      const day = dayAhead(6);
      const evening = await paidOrderFor(member, {
        deliveryDate: day,
        deliverySlot: '18-21',
        cardMessage: '愿你被温柔以待',
        cardSignature: '小王',
        sender: { name: '王先生', phone: '13912345678' },
        note: '请先打电话',
      });
      const morning = await paidOrderFor(member, { deliveryDate: day, deliverySlot: '09-12' });
      await orderFor(member, { deliveryDate: day, deliverySlot: '09-12' });
      const refunded = await paidOrderFor(member, { deliveryDate: day, deliverySlot: '09-12' });
      await call(admin, `refund/${refunded.id}`, { reason: '缺货' });

      const sheet = await call<DaySheet>(florist, 'day-sheet', { date: day });
      expect(sheet.status).toBe(200);
      expect(sheet.body.data.slots.map((s) => [s.slot, s.orders.map((o) => o.id)])).toEqual([
        ['09-12', [morning.id]],
        ['12-15', []],
        ['15-18', []],
        ['18-21', [evening.id]],
      ]);
      expect(sheet.body.data.slots[3]?.orders[0]).toEqual({
        id: evening.id,
        orderNo: evening.orderNo,
        status: 'paid',
        lines: [{ name: evening.lines[0]?.name, specName: null, skuName: null, addOn: false, quantity: 1 }],
        recipient,
        cardMessage: '愿你被温柔以待',
        cardSignature: '小王',
        anonymous: false,
        sender: { name: '王先生', phone: '13912345678' },
        note: '请先打电话',
        courier: null,
      });
      expect(sheet.body.data.slots[3]?.production).toEqual([
        { name: evening.lines[0]?.name, skuName: null, addOn: false, quantity: 1 },
      ]);
      expect(sheet.body.data.production.reduce((n, p) => n + p.quantity, 0)).toBe(2);
      expect(sheet.body.data.slots[0]).toMatchObject({ start: '09:00', end: '12:00' });
      const full = await call<AdminOrder>(florist, `detail/${evening.id}`);
      expect(full.body.data).toMatchObject({ sender: { name: '王先生', phone: '13912345678' }, cardSignature: '小王' });
      expect((await call(florist, 'day-sheet', { date: '2026-5-1' })).status).toBe(400);
    });

    it('exports the filtered list as a CSV file Excel opens in Chinese, card messages quoted', async () => {
      const member = await buyer();
      const order = await paidOrderFor(
        member,
        inDistrict('导出区', {
          cardMessage: '生日快乐, "小花"\n永远年轻',
          cardSignature: '小王',
          sender: { name: '王先生', phone: '13912345678' },
          note: '=先打电话',
        }),
      );
      await orderFor(member, inDistrict('别的区'));

      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/admin/order/export',
        payload: { deliveryDate: dayAhead(1), district: '导出区' },
        headers: { authorization: florist.token },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(answer.headers['content-disposition']).toBe(`attachment; filename=orders-${dayAhead(0)}.csv`);
      const goods = order.lines[0]?.name;
      expect(answer.body).toBe(
        '\uFEFF订单号,配送日期,时段,状态,收货人,电话,地址,商品,商品金额,配送费,节日附加费,优惠,实付,已退款,贺卡,署名,订购人,订购人电话,备注\r\n' +
          `${order.orderNo},${dayAhead(1)},15:00-18:00,待发货,林小姐,13800001111,上海市 上海市 导出区 漕溪北路88号,` +
          `${goods} ×1,129.00,0.00,0.00,0.00,129.00,0.00,"生日快乐, ""小花""\n永远年轻",小王,王先生,13912345678,'=先打电话\r\n`,
      );
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/admin/order/export',
            payload: {},
            headers: { authorization: service.token },
          })
        ).statusCode,
      ).toBe(403);
    });

    it('takes an after-sale while the florist prepares, and gives the order back to preparing when rejected', async () => {
      const member = await buyer();
      const order = await paidOrderFor(member);
      await call(florist, `prepare/${order.id}`);
      const asked = await post<AfterSale>(
        t.app,
        '/api/mall/after-sale/apply',
        { orderId: order.id, kind: 'refund_only', reason: 'not_wanted', amount: 129 },
        member,
      );
      expect(asked.status).toBe(200);
      expect((await detail(member, order.id)).status).toBe('refunding');
      const rejected = await post(
        t.app,
        `/api/mall/staff/after-sale/decide/${asked.body.data.id}`,
        { approve: false, note: '花已做好' },
        admin,
      );
      expect(rejected.status).toBe(200);
      expect((await detail(member, order.id)).status).toBe('preparing');
      const full = await call<AdminOrder>(service, `detail/${order.id}`);
      expect(full.body.data.afterSaleRecords).toEqual([
        expect.objectContaining({ id: asked.body.data.id, status: 'rejected', staffNote: '花已做好' }),
      ]);
    });
  },
  { sms, env: { DELIVERY_SLOT_CAPACITY: '500' } },
);
