import { describe, expect, it } from 'vitest';
import { deliveryCalendar, slotKey } from './delivery-calendar';

/** An instant given in the shop's time (UTC+8). */
const shopTime = (iso: string) => Date.parse(`${iso}+08:00`);
const rules = { slotCapacity: 10, sameDayCutoff: '16:00', closedDates: ['2026-11-23'] };

describe('the delivery calendar', () => {
  it('offers seven days from today in the shop’s time, closed days without slots', () => {
    const days = deliveryCalendar(shopTime('2026-11-21T23:30:00'), rules, new Map());
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(days[2]).toEqual({ date: '2026-11-23', closed: true, slots: [] });
  });

  it('closes today’s slots that start within two hours, and all of them after the cut-off', () => {
    const morning = deliveryCalendar(shopTime('2026-11-21T10:30:00'), rules, new Map());
    expect(morning[0]?.slots.map((s) => s.unavailable)).toEqual(['cutOff', 'cutOff', null, null]);
    const evening = deliveryCalendar(shopTime('2026-11-21T16:00:00'), rules, new Map());
    expect(evening[0]?.slots.every((s) => s.unavailable === 'cutOff')).toBe(true);
    expect(evening[1]?.slots.every((s) => s.unavailable === null)).toBe(true);
  });

  it('marks a slot with as many orders as its capacity full', () => {
    const loads = new Map([[slotKey('2026-11-22', '12-15'), 10]]);
    const days = deliveryCalendar(shopTime('2026-11-21T09:00:00'), rules, loads);
    expect(days[1]?.slots.find((s) => s.id === '12-15')?.unavailable).toBe('full');
  });
});
