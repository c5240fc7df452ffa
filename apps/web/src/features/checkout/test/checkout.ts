import { DELIVERY_SLOTS } from '@ffe/shared/constants';
import type { Coupon } from '@ffe/shared/contracts/coupon';
import type { CurrentUser } from '@ffe/shared/contracts/member';
import type { DeliveryDay, Order, OrderQuote } from '@ffe/shared/contracts/order';
import type { Payment } from '@ffe/shared/contracts/payment';
import { shopDate } from '../../../components/delivery/delivery-day';
import { anAddress } from '../../../test/factories';
import type { SandboxPayment } from '../api/get-sandbox-payment';

const DAY_MS = 24 * 3_600_000;

/** The seven delivery days from today: every slot open, except as `change` makes them. */
export function deliveryDays(change: (day: DeliveryDay, index: number) => DeliveryDay = (day) => day): DeliveryDay[] {
  return Array.from({ length: 7 }, (_, index) =>
    change(
      {
        date: shopDate(Date.now() + index * DAY_MS),
        closed: false,
        unavailable: null,
        surcharge: 0,
        slots: DELIVERY_SLOTS.map((slot) => ({ ...slot, unavailable: null })),
      },
      index,
    ),
  );
}

/** The member at checkout, logged in by phone: their nickname and mobile are the orderer's defaults. */
export function aMember(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    _id: 'u-lily',
    mobile: '13900001234',
    username: null,
    nickname: '莉莉',
    avatar_file: { url: '/images/avatar-lily.png' },
    gender: 'female',
    birthday: null,
    language: null,
    role: ['customer'],
    permission: [],
    realNameAuth: false,
    ...overrides,
  };
}

/** A coupon the member holds; tests override only what they are about. */
export function aCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    id: 'cp-20',
    templateId: 't-20',
    name: '鲜花满减券',
    kind: 'fixed',
    amountOff: 20,
    percentOff: 0,
    maxOff: 0,
    minSpend: 100,
    scope: 'all',
    scopeNames: [],
    startsAt: Date.now() - DAY_MS,
    expiresAt: Date.now() + 30 * DAY_MS,
    state: 'unused',
    orderId: null,
    ...overrides,
  };
}

/**
 * A quote of one red-rose bouquet to the member's home, with the best coupon (¥20 off) preselected and today's
 * 15:00–18:00 slot; a ¥50-off coupon needs a larger order.
 */
export function aQuote(overrides: Partial<OrderQuote> = {}): OrderQuote {
  const days = deliveryDays();
  return {
    lines: [
      {
        goodsId: 'g-rose',
        skuId: null,
        name: '红玫瑰 11 枝',
        specName: null,
        skuName: null,
        addOn: false,
        cover: '/images/rose.svg',
        price: 199.5,
        quantity: 1,
        amount: 199.5,
        stock: 8,
        problem: null,
      },
    ],
    addOns: [],
    payable: true,
    goodsAmount: 199.5,
    deliveryFee: 0,
    surcharge: 0,
    surchargeReason: null,
    discountAmount: 20,
    payAmount: 179.5,
    address: anAddress(),
    zone: null,
    freeDeliveryFrom: 99,
    deliveryProblem: null,
    couponId: 'cp-20',
    coupons: {
      usable: [{ ...aCoupon(), discount: 20 }],
      unusable: [
        { ...aCoupon({ id: 'cp-50', name: '大额满减券', amountOff: 50, minSpend: 300 }), reason: 'belowMinimum' },
      ],
    },
    delivery: { days, date: days[0]?.date ?? null, slot: '15-18' },
    ...overrides,
  };
}

/** An unpaid order of `aQuote()`, 30 minutes to pay. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  const { recipient, phone, province, city, district, detail } = anAddress();
  const { lines, goodsAmount, deliveryFee, surcharge, surchargeReason, discountAmount, payAmount } = aQuote();
  return {
    id: 'o-1',
    orderNo: 'FF202605200001',
    status: 'pending_payment',
    createTime: Date.now(),
    payDeadline: Date.now() + 30 * 60_000,
    goodsAmount,
    deliveryFee,
    surcharge,
    surchargeReason,
    discountAmount,
    payAmount,
    refundedAmount: 0,
    lines: lines.map(({ stock: _stock, problem: _problem, ...line }, index) => ({
      ...line,
      id: `l-${index + 1}`,
      commented: false,
    })),
    recipient: { name: recipient, phone, province, city, district, detail },
    deliveryDate: shopDate(Date.now()),
    deliverySlot: '15-18',
    cardMessage: '',
    cardSignature: '',
    anonymous: false,
    notifyRecipient: true,
    sender: null,
    invoice: null,
    note: '',
    couponName: '鲜花满减券',
    payChannel: null,
    paidAt: null,
    timeline: [],
    afterSales: [],
    courier: null,
    deliveryPhoto: null,
    kind: 'goods',
    subscription: null,
    ...overrides,
  };
}

/** A payment of `anOrder()` by WeChat Pay that the provider has not answered yet. */
export function aPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    paymentId: 'p-1',
    orderId: 'o-1',
    channel: 'wechat',
    amount: 179.5,
    status: 'pending',
    paidAt: null,
    ...overrides,
  };
}

/** What the sandbox provider's page shows of `aPayment()`. */
export function aSandboxPayment(overrides: Partial<SandboxPayment> = {}): SandboxPayment {
  const { paymentId, channel, amount } = aPayment();
  return {
    paymentId,
    merchant: '鲜花速递',
    subject: '订单 FF202605200001',
    channel,
    amount,
    status: 'pending',
    returnUrl: '/pages/order/pay-result/pay-result?orderId=o-1&paymentId=p-1',
    ...overrides,
  };
}
