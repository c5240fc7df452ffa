import type { DeliveryDay } from '@ffe/shared/contracts/order';
import {
  type DeliveryRules,
  minutesOf,
  shopDate,
  shopMinutes,
  slotCapacity,
  surchargeOn,
} from '@ffe/shared/domain/delivery-rules';
import { toYuan } from '@ffe/shared/domain/money';
import { conflict } from '../../platform/errors';

/** Orders already booked per `${date} ${slot}`. */
export type SlotLoads = ReadonlyMap<string, number>;

export const slotKey = (date: string, slot: string) => `${date} ${slot}`;

/** The dates a customer may choose from at `now`: today and the following days of the horizon, in the shop's time. */
export function deliveryDates(now: number, horizonDays: number): string[] {
  return Array.from({ length: horizonDays }, (_, i) => shopDate(now, i));
}

/**
 * The delivery calendar at `now` under the settings: closed days have no slots; today's slots close at the same-day
 * cut-off and when they start within the lead time; a slot with as many orders as that date's capacity is full. A day
 * with no slot left says why: closed (休息), past today's cut-off (已截单), or full.
 */
export function deliveryCalendar(now: number, rules: DeliveryRules, loads: SlotLoads): DeliveryDay[] {
  const minutes = shopMinutes(now);
  const pastCutoff = minutes >= minutesOf(rules.cutoff);
  const closedDates = new Set(rules.closedDates);
  return deliveryDates(now, rules.horizonDays).map((date, index): DeliveryDay => {
    const surcharge = toYuan(surchargeOn(rules, date)?.amountCents ?? 0);
    if (closedDates.has(date)) return { date, closed: true, unavailable: 'closed', surcharge, slots: [] };
    const slots = rules.slots.map((slot) => {
      const tooLate = index === 0 && (pastCutoff || minutesOf(slot.start) - rules.leadMinutes < minutes);
      const full = (loads.get(slotKey(date, slot.id)) ?? 0) >= slotCapacity(rules, date, slot.id);
      return {
        id: slot.id,
        start: slot.start,
        end: slot.end,
        unavailable: tooLate ? ('cutOff' as const) : full ? ('full' as const) : null,
      };
    });
    const open = slots.some((s) => s.unavailable === null);
    const cutOff = index === 0 && (pastCutoff || slots.every((s) => s.unavailable === 'cutOff'));
    return { date, closed: false, unavailable: open ? null : cutOff ? 'cutOff' : 'full', surcharge, slots };
  });
}

/**
 * The calendar with the days the cooler cannot make the order's sizes with recipes (issue 44): such a day that could
 * otherwise be chosen is `stems`, with the next day that can be chosen.
 */
export function withStems(days: readonly DeliveryDay[], short: { has(date: string): boolean; size: number }) {
  if (short.size === 0) return [...days];
  const marked = days.map((day) =>
    day.unavailable === null && short.has(day.date) ? { ...day, unavailable: 'stems' as const } : day,
  );
  return marked.map(
    (day, i): DeliveryDay =>
      day.unavailable === 'stems'
        ? { ...day, nextDate: marked.slice(i + 1).find((later) => later.unavailable === null)?.date ?? null }
        : day,
  );
}

/** The first slot that can still be chosen, if any, on a day that can be (not one the cooler cannot make). */
export function firstOpenSlot(days: readonly DeliveryDay[]): { date: string; slot: string } | undefined {
  for (const day of days) {
    if (day.unavailable !== null) continue;
    const slot = day.slots.find((s) => s.unavailable === null);
    if (slot) return { date: day.date, slot: slot.id };
  }
  return undefined;
}

/** The slot asked for, refused when it cannot be had; or the first open one. */
export function chosenDelivery(days: readonly DeliveryDay[], date?: string, slot?: string) {
  if (!date && !slot) return firstOpenSlot(days);
  const day = days.find((d) => d.date === date);
  if (!day || day.closed) {
    throw conflict('DELIVERY_SLOT_UNAVAILABLE', `deliveryDate: no delivery on ${date ?? '(none)'}`);
  }
  if (!slot) return firstOpenSlot([day]);
  const found = day.slots.find((s) => s.id === slot);
  if (found?.unavailable === 'full') {
    throw conflict('DELIVERY_SLOT_FULL', `deliverySlot: ${slot} on ${date} is fully booked`);
  }
  if (!found || found.unavailable) {
    throw conflict('DELIVERY_SLOT_UNAVAILABLE', `deliverySlot: ${slot} on ${date} can no longer be chosen`);
  }
  return { date: day.date, slot: found.id };
}
