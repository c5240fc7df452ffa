import { SHOP_UTC_OFFSET_MS } from '../constants';
import { dateOfDay, dayNumber, shopDayOf } from './cooler-weeks';

/**
 * The calendar of a subscription (issue 45, decision 061), in the shop's dates (UTC+8, YYYY-MM-DD): deliveries fall on
 * one ISO weekday every one or two weeks, and each is placed as its order `leadDays` days before its date at the plan's
 * cut-off (HH:MM); until then the customer may skip, move or change it.
 */

const DAY_MS = 86_400_000;

/** Bounds of a plan, checked by the console's forms and again by the server. */
export const SUBSCRIPTION_MAX_DELIVERIES = 52;
export const SUBSCRIPTION_MAX_LEAD_DAYS = 14;
/** How far ahead a first delivery (or a move, or a pause) may be set. */
export const SUBSCRIPTION_HORIZON_DAYS = 90;
/** When a plan has this many deliveries left to place, its customer is reminded to buy it again. */
export const SUBSCRIPTION_REMIND_LEFT = 1;

/** ISO weekday of a date: 1 Monday … 7 Sunday (1970-01-01 was a Thursday). */
export const weekdayOf = (date: string) => ((((dayNumber(date) + 3) % 7) + 7) % 7) + 1;

/** The date `days` after `date` (negative: before). */
export const addDays = (date: string, days: number) => dateOfDay(dayNumber(date) + days);

/** The shop's date of an instant. */
export const shopDateOf = (at: number) => dateOfDay(shopDayOf(at));

/** The instant a delivery on `date` is placed as its order: `leadDays` before, at `cutoff` in the shop's time. */
export function placingMomentOf(date: string, leadDays: number, cutoff: string): number {
  const [hours, minutes] = cutoff.split(':').map(Number);
  return (dayNumber(date) - leadDays) * DAY_MS + ((hours ?? 0) * 60 + (minutes ?? 0)) * 60_000 - SHOP_UTC_OFFSET_MS;
}

/** Whether a delivery on `date` may still be changed by its customer at `now` (before it is placed). */
export const changeableAt = (date: string, leadDays: number, cutoff: string, now: number) =>
  now < placingMomentOf(date, leadDays, cutoff);

/** The first date on `weekday` whose placing moment is after `now`. */
export function firstDateOn(weekday: number, leadDays: number, cutoff: string, now: number): string {
  let date = shopDateOf(now);
  while (weekdayOf(date) !== weekday || !changeableAt(date, leadDays, cutoff, now)) date = addDays(date, 1);
  return date;
}

/** The first `count` dates a plan offers for a first delivery, across its weekdays, soonest first. */
export function firstDatesOffered(
  plan: { weekdays: readonly number[]; leadDays: number; cutoff: string },
  now: number,
  count: number,
): string[] {
  const dates: string[] = [];
  let date = shopDateOf(now);
  for (let i = 0; dates.length < count && i <= SUBSCRIPTION_HORIZON_DAYS; i++, date = addDays(date, 1)) {
    if (plan.weekdays.includes(weekdayOf(date)) && changeableAt(date, plan.leadDays, plan.cutoff, now)) {
      dates.push(date);
    }
  }
  return dates;
}

/** The plan's `count` dates from `firstDate`, `everyWeeks` apart. */
export const scheduleDates = (firstDate: string, everyWeeks: number, count: number) =>
  Array.from({ length: count }, (_, i) => addDays(firstDate, i * 7 * everyWeeks));

/** The first date on the schedule's weekday on or after `date`. */
export function nextOnWeekday(date: string, weekday: number): string {
  let next = date;
  while (weekdayOf(next) !== weekday) next = addDays(next, 1);
  return next;
}

/**
 * Each delivery's share of what was paid, in cents, adding up to `paidCents` exactly: the first `paidCents mod n`
 * deliveries carry one cent more.
 */
export function deliveryShares(paidCents: number, deliveries: number): number[] {
  const base = Math.floor(paidCents / deliveries);
  const extra = paidCents - base * deliveries;
  return Array.from({ length: deliveries }, (_, i) => base + (i < extra ? 1 : 0));
}
