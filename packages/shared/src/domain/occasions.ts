import { shopDate } from './delivery-rules';

/** The kinds of dates a member saves; each opens the shop's goods for it. */
export const occasionKinds = ['birthday', 'anniversary', 'love', 'mother', 'opening', 'other'] as const;
export type OccasionKind = (typeof occasionKinds)[number];

/** The search keyword of each kind: words the catalogue's names and tags carry. */
export const OCCASION_KEYWORDS: Record<OccasionKind, string> = {
  birthday: '生日',
  anniversary: '纪念日',
  love: '表白',
  mother: '母亲',
  opening: '开业',
  other: '祝福',
};

/** The days before an occasion a member is told of it: a week, then the day before. */
export const OCCASION_LEADS = [7, 1] as const;
export type OccasionLead = (typeof OCCASION_LEADS)[number];

/** The shop's goods for an occasion: its keyword's search listing. */
export const occasionGoodsPath = (kind: OccasionKind) =>
  `/pages/goods/goods-search/goods-search?keyword=${encodeURIComponent(OCCASION_KEYWORDS[kind])}`;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The day a yearly date falls on in `year`: 29 February is kept on the 28th in a year without it. */
export function dayInYear(year: number, month: number, day: number): string {
  const shown = month === 2 && day === 29 && !isLeapYear(year) ? 28 : day;
  return `${year}-${String(month).padStart(2, '0')}-${String(shown).padStart(2, '0')}`;
}

/** Whole days from one YYYY-MM-DD to another. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** The next time a yearly date comes, from the shop's day at `at` (today counts): its date and the days until it. */
export function nextOccurrence(at: number, month: number, day: number): { date: string; days: number; year: number } {
  const today = shopDate(at);
  const year = Number(today.slice(0, 4));
  for (const candidate of [year, year + 1]) {
    const date = dayInYear(candidate, month, day);
    if (date >= today) return { date, days: daysBetween(today, date), year: candidate };
  }
  throw new Error('unreachable: a yearly date comes within a year');
}

/** Whether a month and day exist in some year (29 February does). */
export function isCalendarDay(month: number, day: number): boolean {
  return day <= new Date(Date.UTC(2024, month, 0)).getUTCDate();
}
