import type {
  AdminPlan,
  AdminSeries,
  AdminSubscriptionRow,
  adminSubscriptionDetail,
} from '@ffe/shared/contracts/admin-subscriptions';
import type { z } from 'zod';

let serial = 0;

/** A plan of twelve weekly Friday deliveries for ¥479, on sale and giftable. */
export function aPlan(overrides: Partial<AdminPlan> = {}): AdminPlan {
  serial += 1;
  return {
    id: `plan-${serial}`,
    seriesId: 'series-1',
    deliveries: 12,
    everyWeeks: 1,
    weekdays: [5],
    price: 479,
    leadDays: 2,
    cutoff: '16:00',
    giftable: true,
    active: true,
    sort: 0,
    version: 3,
    sold: 7,
    ...overrides,
  };
}

/** The 四季花束 series made of the goods `rose-box`, with one plan. */
export function aSeries(overrides: Partial<AdminSeries> = {}): AdminSeries {
  return {
    id: 'series-1',
    name: '四季花束',
    nameEn: 'Seasons',
    description: '每周一束当季鲜花',
    descriptionEn: null,
    cover: '/uploads/seasons.webp',
    goodsId: 'rose-box',
    skuId: null,
    sort: 0,
    active: true,
    version: 2,
    goodsName: '玫瑰礼盒',
    plans: [aPlan()],
    activeSubscriptions: 5,
    ...overrides,
  };
}

/** An active, gifted subscription: 3 of 12 delivered, next on Friday 2026-12-11. */
export function aSubscriptionRow(overrides: Partial<AdminSubscriptionRow> = {}): AdminSubscriptionRow {
  serial += 1;
  return {
    id: `sub-${serial}`,
    seriesId: 'series-1',
    seriesName: '四季花束',
    status: 'active',
    ending: false,
    memberId: 'member-1',
    memberPhone: '138****0001',
    recipientName: '林小姐',
    district: '徐汇区',
    weekday: 5,
    deliveriesTotal: 12,
    delivered: 3,
    nextDate: '2026-12-11',
    paid: 479,
    gift: true,
    createdAt: Date.UTC(2026, 10, 1, 2, 0),
    ...overrides,
  };
}

export type SubscriptionDetail = z.infer<typeof adminSubscriptionDetail.response>;

/** The row's subscription as its page reads it: one delivery delivered, one moved and placed, one scheduled. */
export function aSubscriptionDetail(row = aSubscriptionRow()): SubscriptionDetail {
  const recipient = {
    name: '林小姐',
    phone: '138****0002',
    province: '上海市',
    city: '上海市',
    district: '徐汇区',
    detail: '漕溪北路 1 号',
  };
  const delivery = {
    slot: '09-12',
    deliveryPhoto: null,
    recipient,
    ownRecipient: false,
    changeableUntil: Date.UTC(2026, 11, 9, 8, 0),
    changeable: false,
  };
  return {
    ...row,
    planId: 'plan-1',
    everyWeeks: 1,
    slot: '09-12',
    pausedUntil: null,
    recipient,
    cardMessage: '每周都开心',
    cardEvery: true,
    price: 479,
    refunded: 0,
    recognised: 79.84,
    purchaseOrderId: 'order-buy',
    purchaseOrderNo: 'SUB202611010001',
    deliveries: [
      {
        ...delivery,
        id: 'd-1',
        date: '2026-11-27',
        status: 'delivered',
        number: 1,
        orderId: 'order-d1',
        orderStatus: 'received',
        movedFrom: null,
        orderNo: 'D202611270001',
        amount: 39.92,
      },
      {
        ...delivery,
        id: 'd-2',
        date: '2026-12-05',
        status: 'placed',
        number: 2,
        orderId: 'order-d2',
        orderStatus: 'paid',
        movedFrom: '2026-12-04',
        orderNo: 'D202612050001',
        amount: 39.92,
      },
      {
        ...delivery,
        id: 'd-3',
        date: '2026-12-11',
        status: 'scheduled',
        number: null,
        orderId: null,
        orderStatus: null,
        movedFrom: null,
        orderNo: null,
        amount: 39.92,
        changeable: true,
      },
    ],
    changes: [
      { kind: 'bought', by: 'customer', at: Date.UTC(2026, 10, 1, 2, 0), date: null, detail: '' },
      {
        kind: 'shop-moved',
        by: 'system',
        at: Date.UTC(2026, 11, 2, 8, 0),
        date: '2026-12-05',
        detail: '2026-12-04 休息',
      },
    ],
  };
}
