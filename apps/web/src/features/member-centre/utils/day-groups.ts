/** Entries of one local calendar day, in the order they came (newest first). */
export interface DayGroup<T> {
  /** Local midnight of the day, in epoch ms. */
  day: number;
  items: T[];
}

/** How a day heading reads: today, yesterday, a date this year, or a date with its year. */
export type DayKind = 'today' | 'yesterday' | 'thisYear' | 'otherYear';

function startOfDay(epochMs: number): number {
  const date = new Date(epochMs);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

/** Groups a newest-first list by the local day of each item's time, keeping the order. */
export function groupByDay<T>(items: readonly T[], timeOf: (item: T) => number): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const day = startOfDay(timeOf(item));
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

export function dayKind(day: number, now: number): DayKind {
  const today = new Date(startOfDay(now));
  if (day === today.getTime()) return 'today';
  // Calendar arithmetic rather than minus 24 h, so a daylight-saving change cannot skip a day.
  const yesterday = new Date(today);
  yesterday.setDate(today.getDate() - 1);
  if (day === yesterday.getTime()) return 'yesterday';
  return new Date(day).getFullYear() === today.getFullYear() ? 'thisYear' : 'otherYear';
}
