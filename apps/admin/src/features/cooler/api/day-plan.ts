import type * as contracts from '@ffe/shared/contracts/cooler-plan';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Every query of the day plan starts with this key. */
export const COOLER_PLAN_KEY = ['cooler', 'plan'] as const;

/** A day's (or one slot's) plan: what to make, the stems it takes against the cooler, and the buying list. */
export const getDayPlan = (date: string, slot: string | undefined, signal?: AbortSignal) =>
  call<typeof contracts.dayPlan>('/api/admin/cooler/plan', { date, ...(slot ? { slot } : {}) }, signal);

export const dayPlanQuery = (date: string, slot: string | undefined) =>
  queryOptions({
    queryKey: [...COOLER_PLAN_KEY, date, slot ?? ''],
    queryFn: ({ signal }) => getDayPlan(date, slot, signal),
  });

export const useDayPlan = (date: string, slot: string | undefined) => useQuery(dayPlanQuery(date, slot));
