import { DELIVERY_SLOTS } from '@ffe/shared/constants';
import type { AdminOrder } from '@ffe/shared/contracts/admin-orders';
import type { UpdateDeliverySettingsRequest } from '@ffe/shared/contracts/delivery-settings';
import type { ShopNoticeBody } from '@ffe/shared/contracts/im';
import type { Order, OrderChangeOptions } from '@ffe/shared/contracts/order';
import { shopDate } from '@ffe/shared/domain/delivery-rules';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { anOrderRow } from '../../../test/back-office';
import { describeOnEachDatabase } from '../../../test/each-database';
import type { Member, SignedInStaff } from '../../../test/factories';
import { eventually, ordering, recipient } from '../../../test/ordering';
import { recordingSms } from '../../../test/recording-sms';

const standard: UpdateDeliverySettingsRequest = {
  slots: DELIVERY_SLOTS.map((slot) => ({ ...slot, capacity: 100 })),
  capacityOverrides: [],
  cutoff: '16:00',
  leadMinutes: 120,
  horizonDays: 30,
  closedDates: [],
  zones: [],
  surcharges: [],
  deliveredPhotoRequired: true,
};
const zone = (district: string, fee: number) => ({ province: '上海市', city: '上海市', district, fee, freeFrom: null });
const dayAhead = (n: number) => shopDate(Date.now(), n);
const sms = recordingSms();

describeOnEachDatabase(
  'Staff change a delivery at the customer’s request',
  (t) => {
    const { shop, buyer, placeOrder, pay } = ordering(t);
    let admin: SignedInStaff;
    let florist: SignedInStaff;
    let service: SignedInStaff;
    let courier: SignedInStaff;

    beforeAll(async () => {
      admin = await t.staff('admin');
      florist = await t.staff('florist', { displayName: '花艺师小林' });
      service = await t.staff('service');
      courier = await t.staff('courier', { displayName: '骑手老王', phone: '13700000009' });
    });
    const settle = async (change: Partial<UpdateDeliverySettingsRequest> = {}) =>
      expect((await post(t.app, '/api/admin/delivery/settings/update', { ...standard, ...change }, admin)).status).toBe(
        200,
      );
    beforeEach(() => settle());

    const change = (who: { token: string }, id: string, body: object) =>
      post<AdminOrder>(t.app, `/api/admin/order/change/${id}`, body, who);
    const rowOf = (id: string) => t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const stepsOf = (id: string) => t.db.selectFrom('order_events').selectAll().where('order_id', '=', id).execute();
    const auditOf = (id: string) => t.db.selectFrom('audit_log').selectAll().where('record_id', '=', id).execute();
    const bookedIn = async (date: string, slot: string) =>
      (
        await t.db
          .selectFrom('delivery_slot_loads')
          .select('booked')
          .where('delivery_date', '=', date)
          .where('slot', '=', slot)
          .executeTakeFirst()
      )?.booked ?? 0;
    async function noticesOf(member: Member) {
      const rows = await t.db
        .selectFrom('im_messages')
        .select('body')
        .where('to_uid', '=', member.id)
        .where('type', '=', 'shop-notice')
        .execute();
      return rows.map((r) => JSON.parse(r.body) as ShopNoticeBody);
    }

    /** A paid order of ¥129 for the day after tomorrow, 09:00–12:00, started by the florist. */
    async function preparingOrder(member: Member): Promise<Order> {
      const goodsId = await shop.goods({ stock: 10, sale_price: 12_900 });
      const placed = await placeOrder(member, [{ goodsId, quantity: 1 }], {
        deliveryDate: dayAhead(2),
        deliverySlot: '09-12',
      });
      expect(placed.status).toBe(200);
      await pay(member, placed.body.data.id);
      await post(t.app, `/api/admin/order/prepare/${placed.body.data.id}`, {}, florist);
      return placed.body.data;
    }

    it('moves date, slot, address and card of an order in the workroom, audited, timed and told to the customer', async () => {
      const member = await buyer();
      const order = await preparingOrder(member);
      const options = await post<OrderChangeOptions>(t.app, `/api/admin/order/change-options/${order.id}`, {}, florist);
      expect(options.body.data.days.length).toBe(30);
      const to = { deliveryDate: dayAhead(3), deliverySlot: '15-18' };
      const moved = { ...recipient, detail: '淮海中路1号' };
      const answer = await change(florist, order.id, { ...to, recipient: moved, cardMessage: '生日快乐' });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ status: 'preparing', ...to, cardMessage: '生日快乐' });
      expect(answer.body.data.payAmount).toBe(order.payAmount);
      expect(await bookedIn(dayAhead(2), '09-12')).toBe(0);
      expect(await bookedIn(dayAhead(3), '15-18')).toBe(1);
      const step = answer.body.data.timeline.at(-1);
      expect(step).toMatchObject({ status: 'preparing', by: 'staff', actorName: '花艺师小林' });
      expect(step?.changes?.map((c) => c.field)).toEqual(['address', 'delivery', 'cardMessage']);
      const [audit] = (await auditOf(order.id)).filter((a) => a.action === 'delivery.change');
      expect(JSON.parse(audit?.before ?? '{}')).toMatchObject({ delivery: `${dayAhead(2)} 09-12`, cardMessage: '' });
      expect(JSON.parse(audit?.after ?? '{}')).toMatchObject({ delivery: `${dayAhead(3)} 15-18` });
      const notices = await eventually(
        () => noticesOf(member),
        (n) => n.length > 0,
      );
      expect(notices[0]).toMatchObject({
        kind: 'order-delivery',
        event: 'changed',
        date: dayAhead(3),
        slot: '15:00-18:00',
      });
      expect(sms.shop.filter((s) => s.phone === member.user.phone).map((s) => s.sms.template)).toEqual([
        'order-delivery-changed',
      ]);
    });

    it('lets only orders.change change a delivery, and never a delivered order', async () => {
      const member = await buyer();
      const order = await preparingOrder(member);
      expect((await change(service, order.id, { cardMessage: '你好' })).status).toBe(403);
      expect((await change(courier, order.id, { cardMessage: '你好' })).status).toBe(403);
      expect((await change(admin, order.id, { cardMessage: '你好' })).status).toBe(200);
      await t.db.updateTable('orders').set({ status: 'received' }).where('id', '=', order.id).execute();
      const late = await change(admin, order.id, { cardMessage: '再见' });
      expect(late.status).toBe(409);
      expect(late.body.errCode).toBe('ORDER_STATUS_CONFLICT');
    });

    it.each([
      ['an unserved district', 'DELIVERY_AREA_NOT_SERVED', 'recipient.district'],
      ['a zone of another fee', 'ORDER_CHANGE_PRICE_DIFFERS', 'recipient.district'],
      ['a closed day', 'DELIVERY_SLOT_UNAVAILABLE', 'deliveryDate'],
      ['a day of another surcharge', 'ORDER_CHANGE_PRICE_DIFFERS', 'deliveryDate'],
      ['a full slot', 'DELIVERY_SLOT_FULL', 'deliverySlot'],
    ])('refuses %s, naming the field, and changes nothing', async (what, errCode, field) => {
      const member = await buyer();
      const order = await preparingOrder(member);
      const day = dayAhead(4);
      await settle({
        zones: [zone('徐汇区', 0), zone('静安区', 20)],
        closedDates: what === 'a closed day' ? [day] : [],
        surcharges: what === 'a day of another surcharge' ? [{ date: day, amount: 15, reason: '节日' }] : [],
        capacityOverrides: what === 'a full slot' ? [{ date: day, slotId: '12-15', capacity: 0 }] : [],
      });
      const district =
        what === 'an unserved district' ? '浦东新区' : what === 'a zone of another fee' ? '静安区' : null;
      const body = district ? { recipient: { ...recipient, district } } : { deliveryDate: day, deliverySlot: '12-15' };
      const before = await rowOf(order.id);
      const steps = (await stepsOf(order.id)).length;
      const answer = await change(florist, order.id, body);
      expect(answer.status).toBe(409);
      expect(answer.body.errCode).toBe(errCode);
      expect(answer.body.message).toBe(`${field}: NOT_ALLOWED`);
      expect(await rowOf(order.id)).toEqual(before);
      expect((await stepsOf(order.id)).length).toBe(steps);
      expect((await auditOf(order.id)).filter((a) => a.action === 'delivery.change')).toEqual([]);
    });

    it('gives the last place of a slot to exactly one of 120 changes made at once', async () => {
      const member = await buyer();
      const day = dayAhead(5);
      await settle({ capacityOverrides: [{ date: day, slotId: '18-21', capacity: 1 }] });
      const rows = await Promise.all(
        Array.from({ length: 120 }, () =>
          anOrderRow(t.db, { user_id: member.id, status: 'preparing', delivery_date: day, delivery_slot: '09-12' }),
        ),
      );
      await t.db
        .insertInto('delivery_slot_loads')
        .values({ delivery_date: day, slot: '09-12', booked: rows.length })
        .execute();
      const answers = await Promise.all(
        rows.map((row) => change(florist, row.id, { deliveryDate: day, deliverySlot: '18-21' })),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(new Set(answers.filter((a) => a.status !== 200).map((a) => a.body.errCode))).toEqual(
        new Set(['DELIVERY_SLOT_FULL']),
      );
      expect(await bookedIn(day, '18-21')).toBe(1);
      expect(await bookedIn(day, '09-12')).toBe(rows.length - 1);
      const moved = await t.db
        .selectFrom('orders')
        .select('id')
        .where('delivery_slot', '=', '18-21')
        .where('delivery_date', '=', day)
        .execute();
      expect(moved).toHaveLength(1);
    });
  },
  { sms },
);
