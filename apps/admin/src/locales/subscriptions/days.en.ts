import type { daysZh } from './days.zh-CN';

/** The day counts' texts in English (issue 45). */
export const daysEn: typeof daysZh = {
  title: 'Subscription bouquets each of the next 14 days needs (placed and scheduled)',
  date: 'Date',
  weekday: 'Weekday',
  total: 'Total',
  empty: 'No subscription deliveries in the next 14 days',
  dayPlan: 'Day plan',
};
