import type { DeliveryRules } from '@ffe/shared/domain/delivery-rules';
import { describe, expect, it } from 'vitest';
import { settingsFromEnvironment } from '../delivery/delivery.module';
import { deliveryCalendar, slotKey } from './delivery-calendar';

/** An instant given in the shop's time (UTC+8). */
const shopTime = (iso: string) => Date.parse(`${iso}+08:00`);
const rules = (change: Partial<DeliveryRules> = {}): DeliveryRules => ({
  ...settingsFromEnvironment({ slotCapacity: 10, sameDayCutoff: '16:00', closedDates: ['2026-11-23'] }),
  ...change,
});

describe('the delivery calendar', () => {
  it('offers the days of the booking horizon from today in the shop’s time, closed days without slots', () => {
    const days = deliveryCalendar(shopTime('2026-11-21T23:30:00'), rules({ horizonDays: 7 }), new Map());
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(days[2]).toEqual({ date: '2026-11-23', closed: true, unavailable: 'closed', surcharge: 0, slots: [] });
  });

  it('books 60 days ahead unless told otherwise, so Valentine’s Day can be booked in December', () => {
    const days = deliveryCalendar(shopTime('2026-12-20T10:00:00'), rules(), new Map());
    expect(days).toHaveLength(60);
    expect(days.at(-1)?.date).toBe('2027-02-17');
  });

  it('closes today’s slots that start within the lead time, and the whole day after the cut-off', () => {
    const morning = deliveryCalendar(shopTime('2026-11-21T10:30:00'), rules(), new Map());
    expect(morning[0]?.slots.map((s) => s.unavailable)).toEqual(['cutOff', 'cutOff', null, null]);
    expect(morning[0]?.unavailable).toBeNull();
    const shortLead = deliveryCalendar(shopTime('2026-11-21T10:30:00'), rules({ leadMinutes: 60 }), new Map());
    expect(shortLead[0]?.slots.map((s) => s.unavailable)).toEqual(['cutOff', null, null, null]);
    const evening = deliveryCalendar(shopTime('2026-11-21T16:00:00'), rules(), new Map());
    expect(evening[0]?.slots.every((s) => s.unavailable === 'cutOff')).toBe(true);
    expect(evening[0]?.unavailable).toBe('cutOff');
    expect(evening[1]?.slots.every((s) => s.unavailable === null)).toBe(true);
  });

  it('marks a slot with as many orders as that date’s capacity full, and a day with every slot full', () => {
    const loads = new Map([
      [slotKey('2026-11-22', '12-15'), 10],
      [slotKey('2026-11-24', '12-15'), 10],
    ]);
    const capacityOverrides = [
      { date: '2026-11-24', slotId: '12-15', capacity: 25 },
      ...['09-12', '12-15', '15-18', '18-21'].map((slotId) => ({ date: '2026-11-25', slotId, capacity: 0 })),
    ];
    const days = deliveryCalendar(shopTime('2026-11-21T09:00:00'), rules({ capacityOverrides }), loads);
    const slotOn = (date: string, id: string) => days.find((d) => d.date === date)?.slots.find((s) => s.id === id);
    expect(slotOn('2026-11-22', '12-15')?.unavailable).toBe('full');
    expect(slotOn('2026-11-24', '12-15')?.unavailable).toBeNull();
    expect(days.find((d) => d.date === '2026-11-25')?.unavailable).toBe('full');
  });

  it('shows a date’s surcharge on its day', () => {
    const surcharges = [{ date: '2026-11-22', amountCents: 3000, reason: '节日加价' }];
    const days = deliveryCalendar(shopTime('2026-11-21T09:00:00'), rules({ surcharges }), new Map());
    expect(days.map((d) => d.surcharge).slice(0, 3)).toEqual([0, 30, 0]);
  });
});
