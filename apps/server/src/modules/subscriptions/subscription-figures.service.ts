import { SHOP_UTC_OFFSET_MS } from '@ffe/shared/constants';
import type { adminSubscriptionDayCounts, adminSubscriptionFigures } from '@ffe/shared/contracts/admin-subscriptions';
import { dayNumber } from '@ffe/shared/domain/cooler-weeks';
import { shopDateOf } from '@ffe/shared/domain/subscription-schedule';
import type { z } from 'zod';
import { invalidParam } from '../../platform/errors';
import type { SubscriptionFiguresRepository } from './subscription-figures.repository';

type DayCounts = z.infer<typeof adminSubscriptionDayCounts.response>;
type Figures = z.infer<typeof adminSubscriptionFigures.response>;

/** The longest span the day counts answer (a quarter). */
export const DAY_COUNTS_MAX_DAYS = 93;

const DAY_MS = 86_400_000;
const yuanOf = (cents: number) => cents / 100;

/** The instant the shop's date begins (UTC+8). */
const startOf = (date: string) => dayNumber(date) * DAY_MS - SHOP_UTC_OFFSET_MS;

/** The shop's month around `at`: its first instant and the next month's. */
export function shopMonthOf(at: number): { start: number; end: number } {
  const [year, month] = shopDateOf(at).split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { start: startOf(`${year}-${String(month).padStart(2, '0')}-01`), end: startOf(next) };
}

/** The console's counts of bouquets per day and its money figures (issue 45): recognised per delivery placed. */
export function subscriptionFiguresService(repo: SubscriptionFiguresRepository, now = () => Date.now()) {
  return {
    async dayCounts(from: string, to: string): Promise<DayCounts> {
      if (dayNumber(to) - dayNumber(from) >= DAY_COUNTS_MAX_DAYS) {
        throw invalidParam(`to: at most ${DAY_COUNTS_MAX_DAYS} days from from`);
      }
      const days = new Map<string, DayCounts['days'][number]>();
      for (const row of await repo.dayCounts(from, to)) {
        const day = days.get(row.date) ?? { date: row.date, total: 0, series: [] };
        const count = Number(row.count);
        day.total += count;
        day.series.push({ seriesId: row.series_id, name: row.name, count });
        days.set(row.date, day);
      }
      return { days: [...days.values()] };
    },

    async figures(): Promise<Figures> {
      const { start, end } = shopMonthOf(now());
      const [active, newThisMonth, cancelledThisMonth, recognised, deferred, unplaced] = await Promise.all([
        repo.active(),
        repo.paidBetween(start, end),
        repo.cancelledBetween(start, end),
        repo.placedSharesBetween(start, end),
        repo.deferredShares(),
        repo.unplaced(),
      ]);
      return {
        active,
        newThisMonth,
        cancelledThisMonth,
        recognisedThisMonth: yuanOf(recognised),
        deferred: yuanOf(deferred),
        unplaced,
      };
    },
  };
}

export type SubscriptionFiguresService = ReturnType<typeof subscriptionFiguresService>;
