import { SHOP_UTC_OFFSET_MS } from '../constants';

/**
 * ISO weeks (Monday to Sunday) of the shop's calendar (UTC+8), as the cooler's reports count them (issue 44): a week is
 * named `2026-W05`, its year being the year of its Thursday.
 */

const DAY_MS = 86_400_000;

/** The most weeks one report covers. */
export const COOLER_REPORT_MAX_WEEKS = 26;

/** `2026-W05`: a year and a week of it, 01 to 53. */
export const ISO_WEEK_PATTERN = /^(\d{4})-W(0[1-9]|[1-4]\d|5[0-3])$/;

/** Days since 1970-01-01 of a YYYY-MM-DD date. */
export const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/** The YYYY-MM-DD date of a day number. */
export const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The shop's day number (UTC+8) of an instant in epoch milliseconds. */
export const shopDayOf = (at: number) => Math.floor((at + SHOP_UTC_OFFSET_MS) / DAY_MS);

/** The Monday of the week a day number falls in (1970-01-01 was a Thursday, three days after a Monday). */
const mondayOfDay = (day: number) => day - ((((day + 3) % 7) + 7) % 7);

/** The ISO week (`2026-W05`) a YYYY-MM-DD date falls in. */
export function isoWeekOf(date: string): string {
  const thursday = mondayOfDay(dayNumber(date)) + 3;
  const year = dateOfDay(thursday).slice(0, 4);
  const week = Math.floor((thursday - dayNumber(`${year}-01-01`)) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The ISO week of a day number. */
export const isoWeekOfDay = (day: number) => isoWeekOf(dateOfDay(day));

/** The Monday (YYYY-MM-DD) of an ISO week, or null for a week its year does not have (W53 of most years). */
export function mondayOfIsoWeek(week: string): string | null {
  const match = ISO_WEEK_PATTERN.exec(week);
  if (!match) return null;
  // 4 January is always in week 1.
  const monday = mondayOfDay(dayNumber(`${match[1]}-01-04`)) + (Number(match[2]) - 1) * 7;
  return isoWeekOfDay(monday) === week ? dateOfDay(monday) : null;
}

/** The weeks from `from` to `to`, both included, oldest first; empty when `to` is before `from` or either is no week. */
export function weeksBetween(from: string, to: string): string[] {
  const first = mondayOfIsoWeek(from);
  const last = mondayOfIsoWeek(to);
  if (!first || !last) return [];
  const weeks: string[] = [];
  for (let day = dayNumber(first); day <= dayNumber(last); day += 7) weeks.push(isoWeekOfDay(day));
  return weeks;
}
