import type { AdminOrder, MyDeliveries } from '@ffe/shared/contracts/admin-orders';
import type { ShopNoticeBody } from '@ffe/shared/contracts/im';
import type { Order } from '@ffe/shared/contracts/order';
import { shopDate } from '@ffe/shared/domain/delivery-rules';
import { beforeAll, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import type { Member, SignedInStaff } from '../../../test/factories';
import { eventually, ordering } from '../../../test/ordering';
import { recordingSms } from '../../../test/recording-sms';
import { uploadPicture } from '../../../test/uploading';

const sms = recordingSms();

describeOnEachDatabase(
  'The courier at the door',
  (t) => {
    const { shop, buyer, placeOrder, pay } = ordering(t);
    let admin: SignedInStaff;
    let florist: SignedInStaff;
    let courier: SignedInStaff;
    let otherCourier: SignedInStaff;

    beforeAll(async () => {
      admin = await t.staff('admin');
      florist = await t.staff('florist');
      courier = await t.staff('courier', { displayName: '骑手老王', phone: '13700000011' });
      otherCourier = await t.staff('courier', { displayName: '骑手小李', phone: '13700000012' });
    });

    const call = <T>(who: { token: string }, path: string, body: object = {}) =>
      post<T>(t.app, `/api/admin/order/${path}`, body, who);
    const settings = (change: object) => post(t.app, '/api/admin/delivery/settings/update', change, admin);
    const stepsOf = (id: string) =>
      t.db.selectFrom('order_events').selectAll().where('order_id', '=', id).orderBy('seq').execute();

    /** A paid order for tomorrow's 18:00–21:00 or the given slot and day, dispatched to the courier. */
    async function onItsWay(
      member: Member,
      slot = '18-21',
      date = shopDate(Date.now(), 1),
      to: SignedInStaff = courier,
    ): Promise<Order> {
      const goodsId = await shop.goods({ stock: 10, sale_price: 12_900 });
      const placed = await placeOrder(member, [{ goodsId, quantity: 1 }], { deliveryDate: date, deliverySlot: slot });
      expect(placed.status).toBe(200);
      await pay(member, placed.body.data.id);
      expect((await call(florist, `dispatch/${placed.body.data.id}`, { courierId: to.id })).status).toBe(200);
      return placed.body.data;
    }

    it('lists the courier’s own deliveries of a day in slot order, with slot hours and whether a photo is needed', async () => {
      const member = await buyer();
      const date = shopDate(Date.now(), 2);
      const evening = await onItsWay(member, '18-21', date);
      const morning = await onItsWay(member, '09-12', date);
      await onItsWay(member, '12-15', date, otherCourier);
      const answer = await call<MyDeliveries>(courier, 'my-deliveries', { date });
      expect(answer.status).toBe(200);
      expect(answer.body.data.photoRequired).toBe(true);
      expect(answer.body.data.deliveries.map((d) => [d.id, d.slotLabel])).toEqual([
        [morning.id, '09:00-12:00'],
        [evening.id, '18:00-21:00'],
      ]);
      expect(answer.body.data.deliveries[0]?.recipient.phone).toBe(morning.recipient.phone);
      expect((await call<MyDeliveries>(florist, 'my-deliveries', { date })).status).toBe(403);
    });

    it('marks a delivery done only with its photo, unless the shop says otherwise', async () => {
      const member = await buyer();
      const order = await onItsWay(member);
      const bare = await call(courier, `deliver/${order.id}`);
      expect(bare.status).toBe(400);
      expect(bare.body.message).toBe('photo: REQUIRED');
      const photo = await uploadPicture(t.app, courier);
      const done = await call<AdminOrder>(courier, `deliver/${order.id}`, { photo: photo.url });
      expect(done.body.data.status).toBe('received');

      const next = await onItsWay(member);
      const current = (await post<{ version: number }>(t.app, '/api/admin/delivery/settings', {}, admin)).body.data;
      expect((await settings({ deliveredPhotoRequired: false, version: current.version })).status).toBe(200);
      expect((await call(courier, `deliver/${next.id}`)).status).toBe(200);
      expect((await settings({ deliveredPhotoRequired: true })).status).toBe(200);
    });

    it('brings an order back when no one is home: to the shop for the florist, and the customer is told', async () => {
      const member = await buyer();
      const order = await onItsWay(member);
      const back = await call<AdminOrder>(courier, `bring-back/${order.id}`, { outcome: 'not-home' });
      expect(back.status).toBe(200);
      expect(back.body.data).toMatchObject({ status: 'preparing', attention: 'not-home' });
      expect(back.body.data.timeline.at(-1)).toMatchObject({ by: 'staff', actorName: '骑手老王', outcome: 'not-home' });
      const notices = await eventually(
        async () =>
          (
            await t.db
              .selectFrom('im_messages')
              .select('body')
              .where('to_uid', '=', member.id)
              .where('type', '=', 'shop-notice')
              .execute()
          ).map((r) => JSON.parse(r.body) as ShopNoticeBody),
        (n) => n.length > 0,
      );
      expect(notices[0]).toMatchObject({ kind: 'order-delivery', event: 'not-home', order_id: order.id });
      expect(sms.shop.filter((s) => s.phone === member.user.phone).map((s) => s.sms.template)).toEqual([
        'order-not-home',
      ]);
      const audit = await t.db.selectFrom('audit_log').selectAll().where('record_id', '=', order.id).execute();
      expect(audit.map((a) => a.action)).toContain('bring-back');
      // Sent out again, it no longer waits for the florist.
      const again = await call<AdminOrder>(florist, `dispatch/${order.id}`, { courierId: courier.id });
      expect(again.body.data).toMatchObject({ status: 'delivering', attention: null });
    });

    it('brings a refused order back for the florist’s after-sale decision, telling the customer nothing', async () => {
      const member = await buyer();
      const order = await onItsWay(member);
      const back = await call<AdminOrder>(courier, `bring-back/${order.id}`, { outcome: 'refused' });
      expect(back.body.data).toMatchObject({ status: 'preparing', attention: 'refused' });
      const list = await call<{ list: Array<{ id: string; attention: string | null }> }>(florist, 'list', {
        deliveryDate: order.deliveryDate,
        status: 'preparing',
      });
      expect(list.body.data.list.find((o) => o.id === order.id)?.attention).toBe('refused');
      const refunded = await call<AdminOrder>(admin, `refund/${order.id}`, { reason: '顾客拒收' });
      expect(refunded.body.data.status).toBe('refunded');
      expect(refunded.body.data.attention).toBeNull();
      const shopNotices = await t.db
        .selectFrom('im_messages')
        .select('id')
        .where('to_uid', '=', member.id)
        .where('type', '=', 'shop-notice')
        .execute();
      expect(shopNotices).toEqual([]);
    });

    it('brings back only an order on its way, and only the courier’s own; a second try changes nothing', async () => {
      const member = await buyer();
      const order = await onItsWay(member);
      expect((await call(otherCourier, `bring-back/${order.id}`, { outcome: 'refused' })).status).toBe(404);
      await call(courier, `bring-back/${order.id}`, { outcome: 'refused' });
      const steps = (await stepsOf(order.id)).length;
      const twice = await call(courier, `bring-back/${order.id}`, { outcome: 'not-home' });
      expect(twice.status).toBe(409);
      expect((await stepsOf(order.id)).length).toBe(steps);
      expect((await call(courier, `bring-back/${order.id}`, { outcome: 'lost' })).status).toBe(400);
    });
  },
  { sms },
);
