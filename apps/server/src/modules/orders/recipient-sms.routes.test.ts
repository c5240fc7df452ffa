import type { AdminOrder } from '@ffe/shared/contracts/admin-orders';
import type { Order } from '@ffe/shared/contracts/order';
import { shopDate } from '@ffe/shared/domain/delivery-rules';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import type { Member, SignedInStaff } from '../../../test/factories';
import { eventually, ordering, recipient } from '../../../test/ordering';
import { aliyunSmsStandIn } from '../../../test/sms-providers';
import { UNNAMED_SENDER } from './order-notices';

const aliyun = await aliyunSmsStandIn();

describeOnEachDatabase(
  'Texts of an order through Aliyun (issue 41): the buyer on payment, the recipient when the flowers leave',
  (t) => {
    const { shop, buyer, placeOrder, pay } = ordering(t);
    let florist: SignedInStaff;
    let recipientSeq = 0;
    let recipientPhone: string;

    beforeAll(async () => {
      florist = await t.staff('florist');
    });
    beforeEach(() => {
      aliyun.reset();
      recipientPhone = `1380002${String(++recipientSeq).padStart(4, '0')}`;
    });

    const textsTo = (phone: string) => aliyun.taken.filter((text) => text.phone === phone);

    /** A paid order for tomorrow, to a recipient of this test's own, with `extra` checkout choices. */
    async function paidOrder(member: Member, extra: object = {}): Promise<Order> {
      const goodsId = await shop.goods({ stock: 50, sale_price: 12_900 });
      const placed = await placeOrder(member, [{ goodsId, quantity: 1 }], {
        deliveryDate: shopDate(Date.now() + 86_400_000),
        deliverySlot: '15-18',
        recipient: { ...recipient, phone: recipientPhone },
        ...extra,
      });
      expect(placed.status).toBe(200);
      await pay(member, placed.body.data.id);
      // The paid order's text follows the payment's commit.
      await eventually(
        async () => textsTo(member.user.phone ?? ''),
        (texts) => texts.some((text) => text.template === aliyun.templates['order-paid']),
      );
      return placed.body.data;
    }

    async function dispatch(order: Order) {
      expect((await post(t.app, `/api/admin/order/prepare/${order.id}`, {}, florist)).status).toBe(200);
      return post<AdminOrder>(
        t.app,
        `/api/admin/order/dispatch/${order.id}`,
        { courierName: '王师傅', courierPhone: '13900003333' },
        florist,
      );
    }

    it('texts the buyer that the order is paid, with its number and delivery date', async () => {
      const member = await buyer();
      const order = await paidOrder(member);
      expect(textsTo(member.user.phone ?? '')).toEqual([
        {
          phone: member.user.phone,
          signName: aliyun.signName,
          template: aliyun.templates['order-paid'],
          params: { orderNo: order.orderNo, date: order.deliveryDate },
        },
      ]);
    });

    it('texts the recipient when dispatched, with the courier’s name and phone and the card’s signature', async () => {
      const member = await buyer();
      const order = await paidOrder(member, { cardSignature: '阿杰' });
      expect(order.notifyRecipient).toBe(true);
      expect((await dispatch(order)).status).toBe(200);
      expect(textsTo(recipientPhone)).toEqual([
        {
          phone: recipientPhone,
          signName: aliyun.signName,
          template: aliyun.templates['recipient-dispatched'],
          params: { name: recipient.name, sender: '阿杰', courierName: '王师傅', courierPhone: '13900003333' },
        },
      ]);
      // The buyer hears of the dispatch too, by their own template.
      expect(textsTo(member.user.phone ?? '').map((text) => text.template)).toEqual([
        aliyun.templates['order-paid'],
        aliyun.templates['order-dispatched'],
      ]);
    });

    it('never names an anonymous buyer to the recipient, nor the orderer', async () => {
      const member = await buyer();
      const order = await paidOrder(member, { anonymous: true, sender: { name: '周先生', phone: '13900004444' } });
      expect((await dispatch(order)).status).toBe(200);
      const [text] = textsTo(recipientPhone);
      expect(text?.params).toEqual({
        name: recipient.name,
        sender: UNNAMED_SENDER,
        courierName: '王师傅',
        courierPhone: '13900003333',
      });
      const said = JSON.stringify(text);
      for (const secret of ['周先生', '13900004444', member.user.phone ?? '', member.user.nickname ?? '']) {
        expect(said).not.toContain(secret);
      }
    });

    it('names no one to the recipient when the card is unsigned', async () => {
      const member = await buyer();
      const order = await paidOrder(member, { sender: { name: '周先生', phone: '13900004444' } });
      expect((await dispatch(order)).status).toBe(200);
      expect(textsTo(recipientPhone)[0]?.params).toMatchObject({ sender: UNNAMED_SENDER });
    });

    it('does not text the recipient when the buyer turned it off at checkout', async () => {
      const member = await buyer();
      const order = await paidOrder(member, { notifyRecipient: false });
      expect(order.notifyRecipient).toBe(false);
      const detail = await post<Order>(t.app, `/api/mall/order/detail/${order.id}`, {}, member);
      expect(detail.body.data.notifyRecipient).toBe(false);
      expect((await dispatch(order)).status).toBe(200);
      expect(textsTo(recipientPhone)).toEqual([]);
    });

    it('dispatches all the same when Aliyun refuses the recipient’s text, counting the refusal', async () => {
      const member = await buyer();
      const order = await paidOrder(member);
      aliyun.limited.add(recipientPhone);
      const failedBefore = t.app.smsCounts.read().aliyun?.failures['isv.BUSINESS_LIMIT_CONTROL'] ?? 0;
      const dispatched = await dispatch(order);
      expect(dispatched.status).toBe(200);
      expect(dispatched.body.data.status).toBe('delivering');
      expect(textsTo(recipientPhone)).toEqual([]);
      expect(t.app.smsCounts.read().aliyun?.failures['isv.BUSINESS_LIMIT_CONTROL']).toBe(failedBefore + 1);
      expect(textsTo(member.user.phone ?? '').map((text) => text.template)).toContain(
        aliyun.templates['order-dispatched'],
      );
    });
  },
  { env: aliyun.env },
);
