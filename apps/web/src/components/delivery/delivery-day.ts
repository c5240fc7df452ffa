import { SHOP_UTC_OFFSET_MS } from '@ffe/shared/constants';

const DAY_MS = 24 * 3_600_000;

/** A calendar day (YYYY-MM-DD) in the shop's time zone. */
export const shopDate = (epochMs: number) => new Date(epochMs + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 10);

/**
 * How a delivery day chip names its day: today or tomorrow (in the shop's time, at `now`), else its weekday; and its
 * date as the language writes it (6月5日, Jun 5).
 */
export function describeDay(
  date: string,
  { now, language, today, tomorrow }: { now: number; language: string; today: string; tomorrow: string },
): { name: string; date: string } {
  // Midnight UTC of the date, formatted in UTC: the same calendar day whatever the device's time zone.
  const day = new Date(`${date}T00:00:00Z`);
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(day);
  const name =
    date === shopDate(now) ? today : date === shopDate(now + DAY_MS) ? tomorrow : format({ weekday: 'short' });
  return { name, date: format({ month: 'short', day: 'numeric' }) };
}
