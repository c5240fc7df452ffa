import { DELIVERY_DAYS_AHEAD, DELIVERY_SLOTS, SHOP_UTC_OFFSET_MS } from '@ffe/shared/constants';
import type { DeliveryDay } from '@ffe/shared/contracts/order';

/** The florist needs this long to arrange and send a bouquet before a same-day slot starts. */
const SAME_DAY_LEAD_MINUTES = 120;
const DAY_MS = 86_400_000;

export interface DeliveryRules {
  slotCapacity: number;
  /** HH:MM of the shop's day after which no same-day order is taken. */
  sameDayCutoff: string;
  closedDates: readonly string[];
}

/** Orders already booked per `${date} ${slot}`. */
export type SlotLoads = ReadonlyMap<string, number>;

export const slotKey = (date: string, slot: string) => `${date} ${slot}`;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The dates a customer may choose from at `now`: today and the following days, in the shop's time. */
export function deliveryDates(now: number): string[] {
  const shopToday = now + SHOP_UTC_OFFSET_MS;
  return Array.from({ length: DELIVERY_DAYS_AHEAD }, (_, i) =>
    new Date(shopToday + i * DAY_MS).toISOString().slice(0, 10),
  );
}

/**
 * The delivery calendar at `now`: closed days have no slots; today's slots close at the same-day cut-off and
 * when they start too soon to make the bouquet; a slot with as many orders as its capacity is full.
 */
export function deliveryCalendar(now: number, rules: DeliveryRules, loads: SlotLoads): DeliveryDay[] {
  const dates = deliveryDates(now);
  const shopMinutes = Math.floor(((now + SHOP_UTC_OFFSET_MS) % DAY_MS) / 60_000);
  const pastCutoff = shopMinutes >= minutesOf(rules.sameDayCutoff);
  return dates.map((date, index) => {
    const closed = rules.closedDates.includes(date);
    const slots = closed
      ? []
      : DELIVERY_SLOTS.map((slot) => {
          const tooLate = index === 0 && (pastCutoff || minutesOf(slot.start) - SAME_DAY_LEAD_MINUTES < shopMinutes);
          const full = (loads.get(slotKey(date, slot.id)) ?? 0) >= rules.slotCapacity;
          return {
            id: slot.id,
            start: slot.start,
            end: slot.end,
            unavailable: tooLate ? ('cutOff' as const) : full ? ('full' as const) : null,
          };
        });
    return { date, closed, slots };
  });
}

/** The first slot that can still be chosen, if any. */
export function firstOpenSlot(days: readonly DeliveryDay[]): { date: string; slot: string } | undefined {
  for (const day of days) {
    const slot = day.slots.find((s) => s.unavailable === null);
    if (slot) return { date: day.date, slot: slot.id };
  }
  return undefined;
}
