import type { AfterSale } from '@ffe/shared/contracts/after-sale';
import type { Order, OrderLine } from '@ffe/shared/contracts/order';

/** 2026-05-20 10:00 in the shop's time (UTC+8). */
export const MAY_20_10AM = Date.UTC(2026, 4, 20, 2, 0);

/** A line of two red roses, not yet commented. */
export function aLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    id: 'l-rose',
    goodsId: 'g-rose',
    skuId: null,
    name: '红玫瑰 11 枝',
    specName: null,
    skuName: null,
    addOn: false,
    cover: '/images/rose.svg',
    price: 199,
    quantity: 2,
    amount: 398,
    commented: false,
    ...overrides,
  };
}

/** A paid order of roses for Lin, waiting for dispatch; tests override only what they are about. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'o-1',
    orderNo: 'FX202605200001',
    status: 'paid',
    createTime: MAY_20_10AM,
    payDeadline: null,
    goodsAmount: 398,
    deliveryFee: 0,
    surcharge: 0,
    surchargeReason: null,
    discountAmount: 20,
    payAmount: 378,
    refundedAmount: 0,
    lines: [aLine()],
    recipient: {
      name: '林小花',
      phone: '13800138000',
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      detail: '文三路 90 号',
    },
    deliveryDate: '2026-05-21',
    deliverySlot: '09-12',
    cardMessage: '生日快乐',
    cardSignature: '',
    anonymous: false,
    notifyRecipient: true,
    sender: null,
    invoice: null,
    note: '',
    couponName: '满199减20',
    payChannel: 'wechat',
    paidAt: MAY_20_10AM + 60_000,
    timeline: [
      { status: 'pending_payment', at: MAY_20_10AM, by: 'customer' },
      { status: 'paid', at: MAY_20_10AM + 60_000, by: 'system' },
    ],
    afterSales: [],
    courier: null,
    deliveryPhoto: null,
    kind: 'goods',
    subscription: null,
    ...overrides,
  };
}

/** An unpaid order with `minutesLeft` to pay. */
export const anUnpaidOrder = (minutesLeft = 15, overrides: Partial<Order> = {}) =>
  anOrder({
    status: 'pending_payment',
    payDeadline: Date.now() + minutesLeft * 60_000,
    payChannel: null,
    paidAt: null,
    timeline: [{ status: 'pending_payment', at: MAY_20_10AM, by: 'customer' }],
    ...overrides,
  });

/** A refund-only request for ¥100 of `anOrder()`, waiting for the shop. */
export function anAfterSale(overrides: Partial<AfterSale> = {}): AfterSale {
  return {
    id: 'as-1',
    orderId: 'o-1',
    orderNo: 'FX202605200001',
    kind: 'refund_only',
    reason: 'wilted',
    description: '花瓣发黑',
    pictures: ['/uploads/wilted.png'],
    amount: 100,
    lines: [],
    status: 'requested',
    staffNote: '',
    createTime: MAY_20_10AM,
    updateTime: MAY_20_10AM,
    ...overrides,
  };
}
