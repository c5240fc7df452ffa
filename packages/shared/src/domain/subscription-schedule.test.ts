import { describe, expect, it } from 'vitest';
import {
  addDays,
  changeableAt,
  deliveryShares,
  firstDateOn,
  firstDatesOffered,
  placingMomentOf,
  scheduleDates,
  weekdayOf,
} from './subscription-schedule';

// 2026-12-30 16:00 in the shop (UTC+8) is 08:00 UTC.
const at = (shopDateTime: string) => Date.parse(`${shopDateTime}:00+08:00`);

describe('a subscription calendar', () => {
  it('names ISO weekdays and counts days across a month end and a year end', () => {
    expect(weekdayOf('2026-12-28')).toBe(1);
    expect(weekdayOf('2027-01-03')).toBe(7);
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });

  it('places a delivery its lead days before its date at the cut-off in the shop time', () => {
    expect(placingMomentOf('2027-01-01', 2, '18:00')).toBe(at('2026-12-30T18:00'));
    expect(changeableAt('2027-01-01', 2, '18:00', at('2026-12-30T17:59'))).toBe(true);
    expect(changeableAt('2027-01-01', 2, '18:00', at('2026-12-30T18:00'))).toBe(false);
  });

  it('offers the first weekday still open, across the year end', () => {
    // Friday 2027-01-01 closes on Wednesday at 18:00; at 18:30 the next Friday is the first.
    expect(firstDateOn(5, 2, '18:00', at('2026-12-30T17:00'))).toBe('2027-01-01');
    expect(firstDateOn(5, 2, '18:00', at('2026-12-30T18:30'))).toBe('2027-01-08');
    expect(firstDatesOffered({ weekdays: [1, 5], leadDays: 2, cutoff: '18:00' }, at('2026-12-30T18:30'), 3)).toEqual([
      '2027-01-04',
      '2027-01-08',
      '2027-01-11',
    ]);
  });

  it('lays deliveries one or two weeks apart', () => {
    expect(scheduleDates('2027-01-29', 1, 2)).toEqual(['2027-01-29', '2027-02-05']);
    expect(scheduleDates('2026-12-18', 2, 3)).toEqual(['2026-12-18', '2027-01-01', '2027-01-15']);
  });

  it('splits what was paid into shares that add up to the cent', () => {
    expect(deliveryShares(10_000, 3)).toEqual([3334, 3333, 3333]);
    const shares = deliveryShares(59_899, 52);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(59_899);
    expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
  });
});
