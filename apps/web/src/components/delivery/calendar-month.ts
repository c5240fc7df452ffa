/** A month (YYYY-MM) of delivery dates (YYYY-MM-DD), worked out in UTC so the device's time zone never shifts a day. */
export const monthOf = (date: string) => date.slice(0, 7);

/** The months the dates fall in, in order, each once. */
export const monthsOf = (dates: readonly string[]) => [...new Set(dates.map(monthOf))].sort();

/**
 * The month's grid, Monday first: null for the blanks before the 1st, then each date of the month.
 */
export function monthGrid(month: string): (string | null)[] {
  const first = new Date(`${month}-01T00:00:00Z`);
  const lead = (first.getUTCDay() + 6) % 7;
  const length = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const dates = Array.from({ length }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
  return [...Array<null>(lead).fill(null), ...dates];
}

/** The month's title and the weekdays' short names (Monday first, `day` 1–7) as the language writes them. */
export function monthTexts(
  month: string,
  language: string,
): { title: string; weekdays: { day: number; name: string }[] } {
  const format = (date: Date, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(date);
  const title = format(new Date(`${month}-01T00:00:00Z`), { year: 'numeric', month: 'long' });
  // 2024-01-01 was a Monday.
  // Narrow names repeat in English (T, S), so the day's number keys it.
  const weekdays = Array.from({ length: 7 }, (_, i) => ({
    day: i + 1,
    name: format(new Date(Date.UTC(2024, 0, 1 + i)), { weekday: 'narrow' }),
  }));
  return { title, weekdays };
}
