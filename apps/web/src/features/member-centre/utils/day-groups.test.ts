import { describe, expect, it } from 'vitest';
import { dayKind, groupByDay } from './day-groups';

const at = (text: string) => new Date(text).getTime();

describe('groupByDay', () => {
  it('puts entries of one local day together and keeps the newest-first order', () => {
    const entries = [
      at('2026-05-20T23:59:00'),
      at('2026-05-20T00:00:00'),
      at('2026-05-19T23:59:59'),
      at('2026-04-01T08:00'),
    ];
    const groups = groupByDay(entries, (time) => time);
    expect(groups.map((group) => group.items.length)).toEqual([2, 1, 1]);
    expect(groups.map((group) => group.day)).toEqual([
      at('2026-05-20T00:00'),
      at('2026-05-19T00:00'),
      at('2026-04-01T00:00'),
    ]);
  });
});

describe('dayKind', () => {
  const now = at('2026-03-01T09:30:00');

  it('names today, yesterday across a month end, and dates with or without their year', () => {
    expect(dayKind(at('2026-03-01T00:00'), now)).toBe('today');
    expect(dayKind(at('2026-02-28T00:00'), now)).toBe('yesterday');
    expect(dayKind(at('2026-02-27T00:00'), now)).toBe('thisYear');
    expect(dayKind(at('2025-12-31T00:00'), now)).toBe('otherYear');
  });
});
