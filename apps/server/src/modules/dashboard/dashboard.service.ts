import { SHOP_UTC_OFFSET_MS } from '@ffe/shared/constants';
import type { AdminDashboard } from '@ffe/shared/contracts/admin-dashboard';
import { type DeliveryRules, slotCapacity } from '@ffe/shared/domain/delivery-rules';
import { dayFigures } from '@ffe/shared/domain/shop-figures';
import { TtlCache } from '../../platform/ttl-cache';
import {
  dateOfShopDay,
  type SlotCapacity,
  toDashboardDay,
  toDayBooks,
  toSlots,
  toToday,
  toTopGoods,
} from './dashboard.mapper';
import type { DashboardRepository } from './dashboard.repository';

const DAY_MS = 86_400_000;
/** The chart's days, today the last. */
const SERIES_DAYS = 30;
const TOP_GOODS = 10;

/** The slots offered on a date (YYYY-MM-DD) with their capacity; none on a closed date. */
export type SlotCapacities = (date: string) => Promise<readonly SlotCapacity[]>;

/** Slot capacities from the stored delivery settings: a closed date has none, a date's override wins. */
export function settingsCapacities(settings: { current(): Promise<DeliveryRules> }): SlotCapacities {
  return async (date) => {
    const rules = await settings.current();
    if (rules.closedDates.includes(date)) return [];
    return rules.slots.map((slot) => ({
      id: slot.id,
      start: slot.start,
      end: slot.end,
      capacity: slotCapacity(rules, date, slot.id),
    }));
  };
}

export interface DashboardServiceDeps {
  repo: DashboardRepository;
  /** The one read of delivery capacity, so it can come from the stored delivery settings instead. */
  slotCapacities: SlotCapacities;
  imageUrl: (path: string) => string;
  /** How long one reading answers every caller (a burst of reads shares one); 0 reads afresh each time. */
  cacheMs?: number;
  now?: () => number;
}

/** The shop's day of a moment, numbered from 1970-01-01 in the shop's time (UTC+8, as the delivery calendar). */
const shopDayOf = (at: number) => Math.floor((at + SHOP_UTC_OFFSET_MS) / DAY_MS);
const startOfShopDay = (day: number) => day * DAY_MS - SHOP_UTC_OFFSET_MS;

/** The first moment of the shop month `at` falls in, and of the next. */
function shopMonthOf(at: number): [number, number] {
  const local = new Date(at + SHOP_UTC_OFFSET_MS);
  const [year, month] = [local.getUTCFullYear(), local.getUTCMonth()];
  return [Date.UTC(year, month, 1) - SHOP_UTC_OFFSET_MS, Date.UTC(year, month + 1, 1) - SHOP_UTC_OFFSET_MS];
}

/**
 * The back office's dashboard, in the shop's days. Orders, sales, refunds, revenue and the average are defined once,
 * in `domain/shop-figures.ts`, the same for today and for each day of the chart. Besides:
 * - to prepare: orders paid and not yet started; to dispatch: orders preparing; open after-sales: requested or
 *   approved, all of them whatever their day;
 * - tomorrow: each slot's booked places against its capacity, and the paid orders among them;
 * - top goods: pieces sold on the lines of orders paid this month, then money, then goods id.
 */
export function dashboardService(deps: DashboardServiceDeps) {
  const { repo } = deps;
  const now = deps.now ?? Date.now;
  const cache = new TtlCache<AdminDashboard>(deps.cacheMs ?? 0, { maxEntries: 1 });

  async function load(): Promise<AdminDashboard> {
    const at = now();
    const today = shopDayOf(at);
    const firstDay = today - SERIES_DAYS + 1;
    const tomorrow = dateOfShopDay(today + 1);
    const [monthStart, nextMonthStart] = shopMonthOf(at);
    const [books, queues, slots, capacities, top] = await Promise.all([
      repo.dailyBooks(startOfShopDay(firstDay), startOfShopDay(today + 1)),
      repo.queues(),
      repo.slotsOn(tomorrow),
      deps.slotCapacities(tomorrow),
      repo.topGoods(monthStart, nextMonthStart, TOP_GOODS),
    ]);
    const days = toDayBooks(books, firstDay, SERIES_DAYS);
    return {
      today: toToday(days[SERIES_DAYS - 1] ?? dayFigures({ orders: 0, salesCents: 0, refundsCents: 0 }), today, queues),
      tomorrow: { date: tomorrow, slots: toSlots(capacities, slots) },
      days: days.map((d, i) => toDashboardDay(d, firstDay + i)),
      topGoods: top.map((row) => toTopGoods(row, deps.imageUrl)),
    };
  }

  return {
    /** The figures now; with a cache, a reading at most twice `cacheMs` old. */
    read: () => cache.getOrLoad('dashboard', load),
  };
}

export type DashboardService = ReturnType<typeof dashboardService>;
