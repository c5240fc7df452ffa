import type {
  SubscriptionDelivery,
  SubscriptionDetail,
  SubscriptionPlan,
  SubscriptionSeries,
  SubscriptionSummary,
} from '@ffe/shared/contracts/subscription';

/** A plan of four weekly Thursday deliveries, giftable, open from 2026-12-10. */
export function aPlan(overrides: Partial<SubscriptionPlan> = {}): SubscriptionPlan {
  return {
    id: 'plan-4',
    seriesId: 'series-1',
    deliveries: 4,
    everyWeeks: 1,
    weekdays: [4],
    price: 199.6,
    perDelivery: 49.9,
    leadDays: 1,
    cutoff: '18:00',
    giftable: true,
    firstDates: ['2026-12-10', '2026-12-17', '2026-12-24'],
    ...overrides,
  };
}

export function aSeries(overrides: Partial<SubscriptionSeries> = {}): SubscriptionSeries {
  const week = { title: '冬日白玫瑰', photo: '/p/week.jpg', goodsId: 'g-1' };
  return {
    id: 'series-1',
    name: '每周鲜花',
    description: '当季花材，花艺师搭配',
    cover: '/p/cover.jpg',
    fromPerDelivery: 49.9,
    thisWeek: { ...week, week: '2026-12-07' },
    nextWeek: { ...week, title: '圣诞红', week: '2026-12-14' },
    plans: [aPlan(), aPlan({ id: 'plan-12', deliveries: 12, price: 538.8, perDelivery: 44.9, giftable: false })],
    ...overrides,
  };
}

export const aSeriesDetail = () => ({ ...aSeries(), slots: [{ id: 'am', label: '09:00–12:00' }] });

export function aDelivery(overrides: Partial<SubscriptionDelivery> = {}): SubscriptionDelivery {
  return {
    id: 'd-1',
    date: '2026-12-10',
    slot: '09:00–12:00',
    status: 'scheduled',
    number: null,
    orderId: null,
    orderStatus: null,
    deliveryPhoto: null,
    recipient: {
      name: '张三',
      phone: '138****8000',
      province: '上海',
      city: '上海',
      district: '徐汇区',
      detail: '漕溪北路1号',
    },
    ownRecipient: false,
    movedFrom: null,
    changeableUntil: Date.UTC(2026, 11, 9, 10),
    changeable: true,
    ...overrides,
  };
}

export function aSummary(overrides: Partial<SubscriptionSummary> = {}): SubscriptionSummary {
  return {
    id: 'sub-1',
    seriesId: 'series-1',
    seriesName: '每周鲜花',
    cover: '/p/cover.jpg',
    planId: 'plan-4',
    status: 'active',
    deliveriesTotal: 4,
    everyWeeks: 1,
    weekday: 4,
    delivered: 1,
    placed: 2,
    nextDate: '2026-12-17',
    pausedUntil: null,
    gift: false,
    isBuyer: true,
    isOwner: true,
    purchaseOrderId: 'o-1',
    ...overrides,
  };
}

export function aSubscription(overrides: Partial<SubscriptionDetail> = {}): SubscriptionDetail {
  const base = aSummary();
  return {
    ...base,
    slot: 'am',
    recipient: aDelivery().recipient,
    cardMessage: '',
    cardEvery: false,
    paid: 199.6,
    refunded: 0,
    refundIfCancelled: 99.8,
    deliveries: [
      aDelivery({ id: 'd-1', date: '2026-12-03', status: 'delivered', number: 1, orderId: 'o-11', changeable: false }),
      aDelivery({ id: 'd-2', date: '2026-12-10', status: 'placed', number: 2, orderId: 'o-12', changeable: false }),
      aDelivery({ id: 'd-3', date: '2026-12-17' }),
      aDelivery({ id: 'd-4', date: '2026-12-24' }),
    ],
    changes: [],
    claimUrl: null,
    ...overrides,
  };
}
