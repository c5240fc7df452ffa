import { describe, expect, it } from 'vitest';
import { dateOfDay, isoWeekOf, mondayOfIsoWeek, shopDayOf, weeksBetween } from './cooler-weeks';

describe('the cooler reports weeks', () => {
  it('names ISO weeks by the year of their Thursday', () => {
    expect(isoWeekOf('2026-01-01')).toBe('2026-W01');
    expect(isoWeekOf('2025-12-29')).toBe('2026-W01');
    expect(isoWeekOf('2027-01-03')).toBe('2026-W53');
    expect(isoWeekOf('2026-03-15')).toBe('2026-W11');
    expect(isoWeekOf('2026-03-16')).toBe('2026-W12');
  });

  it('finds the Monday of a week, and refuses a 53rd week its year does not have', () => {
    expect(mondayOfIsoWeek('2026-W01')).toBe('2025-12-29');
    expect(mondayOfIsoWeek('2026-W53')).toBe('2026-12-28');
    expect(mondayOfIsoWeek('2025-W53')).toBeNull();
    expect(mondayOfIsoWeek('2026-W5')).toBeNull();
  });

  it('lists the weeks of a range across a new year, and none for a range backwards', () => {
    expect(weeksBetween('2026-W52', '2027-W02')).toEqual(['2026-W52', '2026-W53', '2027-W01', '2027-W02']);
    expect(weeksBetween('2026-W10', '2026-W09')).toEqual([]);
  });

  it("counts Sunday 23:30 in the shop's time (15:30 UTC) in that Sunday's week", () => {
    const at = Date.parse('2026-03-15T23:30:00+08:00');
    expect(dateOfDay(shopDayOf(at))).toBe('2026-03-15');
    expect(isoWeekOf(dateOfDay(shopDayOf(at)))).toBe('2026-W11');
    expect(isoWeekOf(dateOfDay(shopDayOf(at + 3_600_000)))).toBe('2026-W12');
  });
});
