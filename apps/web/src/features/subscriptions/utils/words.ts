import { ApiError } from '@ffe/api-client/envelope';
import { DELIVERY_SLOTS } from '@ffe/shared/constants';
import { weekdayOf } from '@ffe/shared/domain/subscription-schedule';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** 2026-12-10 周四 / Thu 2026-12-10: a delivery date always shows its weekday. */
export const dateWithWeekday = (t: TFunction, date: string) =>
  t('sub.dateWeekday', { date, weekday: t(`sub.weekdays.${weekdayOf(date)}`) });

/** A slot's hours (18:00-21:00) for its id (18-21); an id the shop no longer offers shows as it is. */
export const slotHours = (id: string) => {
  const slot = DELIVERY_SLOTS.find((s) => s.id === id);
  return slot ? `${slot.start}-${slot.end}` : id;
};

/** 每周一束 / Every two weeks. */
export const everyWords = (t: TFunction, everyWeeks: number) =>
  everyWeeks <= 2 ? t(`sub.plan.every.${everyWeeks}`) : t('sub.plan.everyOther', { weeks: everyWeeks });

/** The field a refusal names: the server's detail reads `field: what is wrong`. */
const fieldOf = (detail: string) => detail.match(/^([\w.]+):/)?.[1];

/** A refusal as the page words it: by its code, else by the field it names, else a general line. */
export function refusalWords(t: TFunction, exists: (key: string) => boolean, code?: string, field?: string): string {
  if (code && exists(`sub.problems.${code}`)) return t(`sub.problems.${code}`);
  if (field && exists(`sub.fields.${field}`)) return t(`sub.fields.${field}`);
  return t('sub.problems.other');
}

/** A problem's words by its code and field, as the page shows them. */
export function useProblemWords() {
  const { t, i18n } = useTranslation();
  return (code?: string, field?: string) => refusalWords(t, (key) => i18n.exists(key), code, field);
}

/** The words for a failed call, and the field it concerns (to show the line beside it). */
export function useRefusal() {
  const wordsOf = useProblemWords();
  return (error: Error | null): { text: string; field?: string } | null => {
    if (!error) return null;
    const code = error instanceof ApiError ? error.errCode : undefined;
    const field = error instanceof ApiError ? fieldOf(error.detail) : undefined;
    return { text: wordsOf(code, field), ...(field ? { field } : {}) };
  };
}

/** A key for one attempt to buy: the same attempt repeated answers the first result. */
export const newAttemptKey = () => crypto.randomUUID();
