const KEYS = ['d1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7'] as const;

/** An ISO weekday (1 Monday … 7 Sunday) as its text's key. */
export const weekdayKey = (day: number) => `subscriptions.list.weekdays.${KEYS[(day - 1 + 7) % 7] ?? 'd1'}` as const;
