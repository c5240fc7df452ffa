/** Looks a text up by key with values, as i18next's `t` does; passed in so the labels stay a pure function. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const pad = (value: number) => String(value).padStart(2, '0');

/** The time of day as HH:mm on the viewer's clock. */
export function clockTime(time: number): string {
  const date = new Date(time);
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function startOfDay(time: number): number {
  const date = new Date(time);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

// Rounded, because a day with a daylight-saving change is 23 or 25 hours long.
const calendarDaysBetween = (earlier: number, later: number) =>
  Math.round((startOfDay(later) - startOfDay(earlier)) / DAY_MS);

/**
 * The friendly time (PRODUCT.md#chat-friendly-time): 'just now' under a minute, 'N minutes ago' under an hour, 'h hours
 * m minutes ago' under two, then the clock time today, 'yesterday', 'the day before yesterday', the weekday within the
 * week, month and day within the year, else the full date; all on the viewer's calendar. A time ahead of `now` (another
 * device's clock) reads as just now.
 */
export function friendlyTime(time: number, now: number, t: Translate): string {
  const elapsed = now - time;
  if (elapsed < MINUTE_MS) return t('chat.time.justNow');
  if (elapsed < HOUR_MS) return t('chat.time.minutesAgo', { minutes: Math.floor(elapsed / MINUTE_MS) });
  if (elapsed < 2 * HOUR_MS) {
    const hours = Math.floor(elapsed / HOUR_MS);
    return t('chat.time.hoursMinutesAgo', { hours, minutes: Math.floor((elapsed - hours * HOUR_MS) / MINUTE_MS) });
  }
  const clock = clockTime(time);
  const days = calendarDaysBetween(time, now);
  if (days <= 0) return t('chat.time.today', { time: clock });
  if (days === 1) return t('chat.time.yesterday', { time: clock });
  if (days === 2) return t('chat.time.dayBeforeYesterday', { time: clock });
  const date = new Date(time);
  if (days < 7) return t('chat.time.weekday', { weekday: t(`chat.time.weekdays.${date.getDay()}`), time: clock });
  const values = {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    monthName: t(`chat.time.months.${date.getMonth()}`),
    day: date.getDate(),
    time: clock,
  };
  return date.getFullYear() === new Date(now).getFullYear()
    ? t('chat.time.monthDay', values)
    : t('chat.time.fullDate', values);
}

/** A date and time in full (the pay-notify card's pay time): the friendly time's year form, on the viewer's calendar. */
export function fullDateTime(time: number, t: Translate): string {
  const date = new Date(time);
  return t('chat.time.fullDate', {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    monthName: t(`chat.time.months.${date.getMonth()}`),
    day: date.getDate(),
    time: clockTime(time),
  });
}
