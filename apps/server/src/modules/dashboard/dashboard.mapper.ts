import type {
  AdminDashboard,
  DashboardDay,
  DashboardSlot,
  DashboardTopGoods,
} from '@ffe/shared/contracts/admin-dashboard';
import { toYuan } from '@ffe/shared/domain/money';
import { type DayFigures, dayFigures } from '@ffe/shared/domain/shop-figures';
import type { DailyBooksRow, QueuesRow, SlotRow, TopGoodsRow } from './dashboard.repository';

const DAY_MS = 86_400_000;

/** A count or sum as a number: PostgreSQL answers bigint and numeric as strings, an empty sum as null. */
const figure = (value: number | string | null | undefined) => Number(value ?? 0);

/** The YYYY-MM-DD of a shop day numbered from 1970-01-01. */
export const dateOfShopDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The books of `count` shop days from `firstDay`, oldest first; a day without a row has zeros. */
export function toDayBooks(rows: readonly DailyBooksRow[], firstDay: number, count: number): DayFigures[] {
  const byDay = new Map(rows.map((r) => [figure(r.day), r]));
  return Array.from({ length: count }, (_, i) => {
    const row = byDay.get(firstDay + i);
    return dayFigures({
      orders: figure(row?.orders),
      salesCents: figure(row?.sales),
      refundsCents: figure(row?.refunds),
    });
  });
}

/** A day's figures in yuan, as the chart and the tiles show them. */
const inYuan = (day: DayFigures) => ({
  orders: day.orders,
  sales: toYuan(day.salesCents),
  refunds: toYuan(day.refundsCents),
  revenue: toYuan(day.revenueCents),
});

export function toDashboardDay(day: DayFigures, shopDay: number): DashboardDay {
  return { date: dateOfShopDay(shopDay), ...inYuan(day) };
}

/** Today's figures and the work waiting. */
export function toToday(day: DayFigures, shopDay: number, queues: QueuesRow): AdminDashboard['today'] {
  return {
    date: dateOfShopDay(shopDay),
    ...inYuan(day),
    averageOrderValue: toYuan(day.averageCents),
    toPrepare: figure(queues.to_prepare),
    toDispatch: figure(queues.to_dispatch),
    openAfterSales: figure(queues.open_after_sales),
  };
}

/** A slot the delivery settings offer on a date, with its capacity. */
export interface SlotCapacity {
  id: string;
  start: string;
  end: string;
  capacity: number;
}

/** The settings' slots in their order, then any slot they no longer offer that still has orders. */
export function toSlots(capacities: readonly SlotCapacity[], rows: readonly SlotRow[]): DashboardSlot[] {
  const loads = new Map(rows.map((r) => [r.slot, { booked: figure(r.booked), orders: figure(r.orders) }]));
  const offered = capacities.map((s) => ({ ...s, ...(loads.get(s.id) ?? { booked: 0, orders: 0 }) }));
  const known = new Set(capacities.map((s) => s.id));
  const others = [...loads]
    .filter(([id, load]) => !known.has(id) && (load.booked > 0 || load.orders > 0))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, load]) => ({ id, start: null, end: null, capacity: 0, ...load }));
  return [...offered, ...others];
}

export function toTopGoods(row: TopGoodsRow, imageUrl: (path: string) => string): DashboardTopGoods {
  return {
    goodsId: row.goods_id,
    name: row.name,
    cover: imageUrl(row.cover),
    quantity: figure(row.quantity),
    amount: toYuan(figure(row.amount)),
  };
}
