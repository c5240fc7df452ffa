import { DELIVERY_SLOTS } from '@ffe/shared/constants';
import type { AdminDashboard } from '@ffe/shared/contracts/admin-dashboard';
import type { DeliveryRules } from '@ffe/shared/domain/delivery-rules';
import type { AfterSaleStatus, OrderStatus } from '@ffe/shared/domain/order-state';
import { beforeAll, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { anAfterSaleRow, anOrderRow } from '../../../test/back-office';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aCategory, aGoods, aMember } from '../../../test/factories';
import { itGuardsWithPermission } from '../../../test/staff';
import type { PaymentTable, RefundTable } from '../../db/schema';
import { dashboardRepository } from './dashboard.repository';
import { dashboardService, settingsCapacities } from './dashboard.service';

/** Delivery settings of 30 orders a slot, closed on `closedDates`. */
const settingsClosedOn = (closedDates: string[]) => ({
  current: async (): Promise<DeliveryRules> => ({
    slots: DELIVERY_SLOTS.map((slot) => ({ ...slot, capacity: 30 })),
    capacityOverrides: [],
    cutoff: '16:00',
    leadMinutes: 120,
    horizonDays: 60,
    closedDates,
    zones: [],
    surcharges: [],
  }),
});

/** A moment of the shop's clock (UTC+8), 'YYYY-MM-DD HH:MM'. */
const shop = (at: string) => Date.parse(`${at.replace(' ', 'T')}:00+08:00`);

/** The dashboard is read at 10:00 on 15 March 2026, shop time. */
const NOW = shop('2026-03-15 10:00');

/** A line of an order: goods, pieces, what they came to in cents. */
type Line = [goodsId: string, quantity: number, amountCents: number];

interface FixtureOrder {
  id: string;
  status: OrderStatus | 'preparing';
  created: string;
  /** When paid (shop time) and how much, in cents; absent for an order never paid. */
  paid?: [at: string, cents: number];
  delivery: [date: string, slot: string];
  lines: Line[];
}

/**
 * The hand-computed fixture. Today (15 March) four orders were paid: A at 00:31 (the previous day in UTC), K made
 * yesterday at 23:50 and paid today, B and C: sales 258 + 99 + 199 + 388 = 944 yuan, 236 on average. Refunds settled
 * today: 50 of C and 30 of F (an order of yesterday), so revenue is 944 - 80 = 864. Not counted: D cancelled unpaid,
 * E unpaid, J cancelled with a late payment that went back whole, G's refund still pending.
 */
const orders: FixtureOrder[] = [
  {
    id: 'A',
    status: 'paid',
    created: '2026-03-15 00:30',
    paid: ['2026-03-15 00:31', 25_800],
    delivery: ['2026-03-16', '09-12'],
    lines: [['g-rose', 2, 25_800]],
  },
  {
    id: 'B',
    status: 'preparing',
    created: '2026-03-15 09:00',
    paid: ['2026-03-15 09:10', 19_900],
    delivery: ['2026-03-16', '12-15'],
    lines: [['g-lily', 1, 19_900]],
  },
  {
    id: 'C',
    status: 'received',
    created: '2026-03-15 09:30',
    paid: ['2026-03-15 09:31', 38_800],
    delivery: ['2026-03-15', '12-15'],
    lines: [
      ['g-rose', 1, 12_900],
      ['g-tulip', 2, 25_900],
    ],
  },
  {
    id: 'D',
    status: 'cancelled',
    created: '2026-03-15 09:40',
    delivery: ['2026-03-16', '09-12'],
    lines: [['g-tulip', 5, 64_750]],
  },
  {
    id: 'E',
    status: 'pending_payment',
    created: '2026-03-15 09:45',
    delivery: ['2026-03-16', '15-18'],
    lines: [['g-lily', 3, 59_700]],
  },
  {
    id: 'J',
    status: 'cancelled',
    created: '2026-03-15 07:00',
    delivery: ['2026-03-15', '15-18'],
    lines: [['g-rose', 1, 6_000]],
  },
  {
    id: 'K',
    status: 'received',
    created: '2026-03-14 23:50',
    paid: ['2026-03-15 00:05', 9_900],
    delivery: ['2026-03-15', '18-21'],
    lines: [['g-rose', 1, 9_900]],
  },
  {
    id: 'F',
    status: 'delivering',
    created: '2026-03-14 20:00',
    paid: ['2026-03-14 20:01', 12_900],
    delivery: ['2026-03-15', '09-12'],
    lines: [['g-lily', 1, 12_900]],
  },
  {
    id: 'M',
    status: 'paid',
    created: '2026-03-13 11:00',
    paid: ['2026-03-13 11:05', 8_800],
    delivery: ['2026-03-16', '06-09'],
    lines: [['g-tulip', 1, 8_800]],
  },
  {
    id: 'G',
    status: 'refunded',
    created: '2026-03-01 10:00',
    paid: ['2026-03-01 10:05', 10_000],
    delivery: ['2026-03-02', '09-12'],
    lines: [['g-lily', 1, 10_000]],
  },
  {
    id: 'H',
    status: 'completed',
    created: '2026-02-28 23:30',
    paid: ['2026-02-28 23:31', 5_000],
    delivery: ['2026-03-01', '09-12'],
    lines: [['g-rose', 10, 5_000]],
  },
  {
    id: 'L',
    status: 'completed',
    created: '2026-02-13 23:00',
    paid: ['2026-02-13 23:05', 7_000],
    delivery: ['2026-02-14', '09-12'],
    lines: [['g-rose', 1, 7_000]],
  },
];

/** Refunds: [order, cents, status, settled (shop time)]; J's is of its late payment. */
const refunds: [string, number, RefundTable['status'], string | null][] = [
  ['C', 5_000, 'succeeded', '2026-03-15 09:50'],
  ['F', 3_000, 'succeeded', '2026-03-15 09:00'],
  ['G', 10_000, 'pending', null],
  ['J', 6_000, 'succeeded', '2026-03-15 07:45'],
];

/** After-sale requests by order: two still open (C requested, H approved). */
const afterSales: [string, AfterSaleStatus][] = [
  ['C', 'refunded'],
  ['C', 'requested'],
  ['F', 'refunded'],
  ['B', 'rejected'],
  ['H', 'approved'],
];

/** Places booked in tomorrow's slots: A in 09-12 (D gave its place back), B, E unpaid, and M in a slot since dropped. */
const slotLoads: [string, string, number][] = [
  ['2026-03-16', '09-12', 1],
  ['2026-03-16', '12-15', 1],
  ['2026-03-16', '15-18', 1],
  ['2026-03-16', '06-09', 1],
];

/** The days of the chart that are not zero. */
const busyDays: Record<string, { orders: number; sales: number; refunds: number; revenue: number }> = {
  '2026-03-15': { orders: 4, sales: 944, refunds: 80, revenue: 864 },
  '2026-03-14': { orders: 1, sales: 129, refunds: 0, revenue: 129 },
  '2026-03-13': { orders: 1, sales: 88, refunds: 0, revenue: 88 },
  '2026-03-01': { orders: 1, sales: 100, refunds: 0, revenue: 100 },
  '2026-02-28': { orders: 1, sales: 50, refunds: 0, revenue: 50 },
};
const quietDay = { orders: 0, sales: 0, refunds: 0, revenue: 0 };

describeOnEachDatabase('The dashboard', (t) => {
  beforeAll(async () => {
    const customer = await aMember(t.db);
    // Lilies are in the catalogue under a new name; the other goods are known only by their order lines.
    const category = await aCategory(t.db);
    await aGoods(t.db, { id: 'g-lily', name: '香水百合', cover: '/images/lily.svg', category_id: category.id });
    for (const o of orders) {
      const created = shop(o.created);
      const refunded = refunds.filter(([id, , status]) => id === o.id && o.paid && status === 'succeeded');
      await anOrderRow(t.db, {
        id: o.id,
        order_no: `2026${o.id}`,
        user_id: customer.id,
        status: o.status as OrderStatus,
        goods_amount: o.lines.reduce((sum, [, , cents]) => sum + cents, 0),
        pay_amount: o.paid?.[1] ?? o.lines.reduce((sum, [, , cents]) => sum + cents, 0),
        refunded_amount: refunded.reduce((sum, [, cents]) => sum + cents, 0),
        delivery_date: o.delivery[0],
        delivery_slot: o.delivery[1],
        pay_channel: o.paid ? 'wechat' : null,
        pay_deadline: created + 900_000,
        paid_at: o.paid ? shop(o.paid[0]) : null,
        created_at: created,
        updated_at: created,
      });
      await t.db
        .insertInto('order_lines')
        .values(
          o.lines.map(([goodsId, quantity, amount], i) => ({
            id: `${o.id}-${i}`,
            order_id: o.id,
            goods_id: goodsId,
            name: goodsId.replace('g-', '花束 '),
            cover: `/images/${goodsId}.svg`,
            price: amount / quantity,
            quantity,
            amount,
            sort: i,
            commented: 0,
            sku_id: null,
            spec_name: null,
            sku_name: null,
            is_add_on: 0,
          })),
        )
        .execute();
    }
    const payments: PaymentTable[] = orders.flatMap((o) =>
      o.paid
        ? [
            {
              id: `pay-${o.id}`,
              order_id: o.id,
              user_id: customer.id,
              provider: 'sandbox',
              channel: 'wechat',
              amount: o.paid[1],
              status: 'succeeded',
              trade_no: `trade-${o.id}`,
              refunded_amount: refunds
                .filter(([id, , status]) => id === o.id && status === 'succeeded')
                .reduce((sum, [, cents]) => sum + cents, 0),
              pays_order: 1,
              paid_at: shop(o.paid[0]),
              created_at: shop(o.created),
              updated_at: shop(o.paid[0]),
            },
          ]
        : [],
    );
    // J was cancelled before its money came: the payment paid nothing and went back whole.
    payments.push({
      id: 'pay-J',
      order_id: 'J',
      user_id: customer.id,
      provider: 'sandbox',
      channel: 'wechat',
      amount: 6_000,
      status: 'refunded',
      trade_no: 'trade-J',
      refunded_amount: 6_000,
      pays_order: 0,
      paid_at: shop('2026-03-15 07:40'),
      created_at: shop('2026-03-15 07:00'),
      updated_at: shop('2026-03-15 07:45'),
    });
    await t.db.insertInto('payments').values(payments).execute();
    for (const [orderId, cents, status, settled] of refunds) {
      await t.db
        .insertInto('refunds')
        .values({
          id: `refund-${orderId}`,
          payment_id: `pay-${orderId}`,
          order_id: orderId,
          after_sale_id: null,
          amount: cents,
          reason: orderId === 'J' ? 'late-payment' : 'after-sale',
          status,
          attempts: 1,
          next_attempt_at: NOW,
          last_error: null,
          lease_owner: null,
          lease_until: null,
          created_at: shop('2026-03-15 06:00'),
          updated_at: shop('2026-03-15 06:00'),
          settled_at: settled ? shop(settled) : null,
        })
        .execute();
    }
    for (const [i, [orderId, status]] of afterSales.entries()) {
      await anAfterSaleRow(t.db, { order_id: orderId, user_id: customer.id, status, created_at: NOW - i });
    }
    await t.db
      .insertInto('delivery_slot_loads')
      .values(slotLoads.map(([delivery_date, slot, booked]) => ({ delivery_date, slot, booked })))
      .execute();
  });

  const dashboardAt = (now: number, closedDates: string[] = []) =>
    dashboardService({
      repo: dashboardRepository(t.db),
      slotCapacities: settingsCapacities(settingsClosedOn(closedDates)),
      imageUrl: (path) => `https://img.example${path}`,
      now: () => now,
    }).read();

  it("answers today's orders paid, their sales, refunds settled, revenue, the average and the work waiting", async () => {
    const { today } = await dashboardAt(NOW);
    expect(today).toEqual({
      date: '2026-03-15',
      orders: 4,
      sales: 944,
      refunds: 80,
      revenue: 864,
      averageOrderValue: 236,
      toPrepare: 2,
      toDispatch: 1,
      openAfterSales: 2,
    });
  });

  it('has tiles that agree with refunds present: revenue is sales less refunds, the average is sales per order', async () => {
    const { today, days } = await dashboardAt(NOW);
    const cents = (yuan: number) => Math.round(yuan * 100);
    expect(today.refunds).toBeGreaterThan(0);
    expect(cents(today.revenue)).toBe(cents(today.sales) - cents(today.refunds));
    expect(cents(today.averageOrderValue)).toBe(Math.round(cents(today.sales) / today.orders));
    // The chart's today is the tiles' today.
    expect(days.at(-1)).toEqual({
      date: today.date,
      orders: today.orders,
      sales: today.sales,
      refunds: today.refunds,
      revenue: today.revenue,
    });
    for (const day of days) expect(cents(day.revenue)).toBe(cents(day.sales) - cents(day.refunds));
  });

  it('answers 30 days of revenue and orders, oldest first, with zeros on quiet days', async () => {
    const { days } = await dashboardAt(NOW);
    expect(days).toHaveLength(30);
    expect(days[0]?.date).toBe('2026-02-14');
    expect(days.at(-1)?.date).toBe('2026-03-15');
    for (const day of days) {
      expect(day).toEqual({ date: day.date, ...(busyDays[day.date] ?? quietDay) });
    }
  });

  it("answers tomorrow's slots: places booked against capacity, the paid orders among them", async () => {
    const { tomorrow } = await dashboardAt(NOW);
    expect(tomorrow).toEqual({
      date: '2026-03-16',
      slots: [
        { id: '09-12', start: '09:00', end: '12:00', capacity: 30, booked: 1, orders: 1 },
        { id: '12-15', start: '12:00', end: '15:00', capacity: 30, booked: 1, orders: 1 },
        { id: '15-18', start: '15:00', end: '18:00', capacity: 30, booked: 1, orders: 0 },
        { id: '18-21', start: '18:00', end: '21:00', capacity: 30, booked: 0, orders: 0 },
        { id: '06-09', start: null, end: null, capacity: 0, booked: 1, orders: 1 },
      ],
    });
  });

  it('offers no capacity on a closed day, still showing the orders booked for it', async () => {
    const { tomorrow } = await dashboardAt(NOW, ['2026-03-16']);
    expect(tomorrow.slots.map((s) => [s.id, s.capacity, s.booked, s.orders])).toEqual([
      ['06-09', 0, 1, 1],
      ['09-12', 0, 1, 1],
      ['12-15', 0, 1, 1],
      ['15-18', 0, 1, 0],
    ]);
  });

  it("ranks the month's goods by pieces sold in orders paid this month, then by money", async () => {
    const { topGoods } = await dashboardAt(NOW);
    expect(topGoods).toEqual([
      {
        goodsId: 'g-rose',
        name: '花束 rose',
        cover: 'https://img.example/images/g-rose.svg',
        quantity: 4,
        amount: 486,
      },
      {
        goodsId: 'g-lily',
        name: '香水百合',
        cover: 'https://img.example/images/lily.svg',
        quantity: 3,
        amount: 428,
      },
      {
        goodsId: 'g-tulip',
        name: '花束 tulip',
        cover: 'https://img.example/images/g-tulip.svg',
        quantity: 3,
        amount: 347,
      },
    ]);
  });

  it('counts an order on the day of the shop it was paid, not of UTC nor the day it was made', async () => {
    // 16:31 UTC on the 14th is 00:31 on the 15th in the shop: order A; K was made on the 14th and paid on the 15th.
    const { days } = await dashboardAt(shop('2026-03-16 00:10'));
    expect(days.find((d) => d.date === '2026-03-15')).toEqual({ date: '2026-03-15', ...busyDays['2026-03-15'] });
    expect(days.find((d) => d.date === '2026-03-14')).toEqual({ date: '2026-03-14', ...busyDays['2026-03-14'] });
    expect(days.at(-1)).toEqual({ date: '2026-03-16', ...quietDay });
  });

  it('shares one reading among the calls within its cache time', async () => {
    const repo = dashboardRepository(t.db);
    let readings = 0;
    const service = dashboardService({
      repo: {
        ...repo,
        queues: () => {
          readings++;
          return repo.queues();
        },
      },
      slotCapacities: settingsCapacities(settingsClosedOn([])),
      imageUrl: (path) => path,
      cacheMs: 60_000,
      now: () => NOW,
    });
    const [first, second] = await Promise.all([service.read(), service.read()]);
    expect(await service.read()).toBe(first);
    expect(second).toBe(first);
    expect(readings).toBe(1);
  });

  it('answers the same figures through the route for those who may read them', async () => {
    const owner = await t.staff('florist');
    const answer = await post<AdminDashboard>(t.app, '/api/admin/dashboard', {}, owner);
    expect(answer.status).toBe(200);
    expect(answer.body.data.today).toMatchObject({ toPrepare: 2, toDispatch: 1, openAfterSales: 2 });
    expect(answer.body.data.days).toHaveLength(30);
  });

  itGuardsWithPermission(t, 'dashboard.read', [{ url: '/api/admin/dashboard', allowed: 200 }]);
});
