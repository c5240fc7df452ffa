import { describe, expect, it } from 'vitest';
import { allocate, canPromise, freeOn, type StemLot } from './cooler-ledger';

const lot = (id: string, from: string, useBy: string, units: number): StemLot => ({ id, from, useBy, units });

describe('the cooler ledger', () => {
  it('serves a day from the lot that expires first', () => {
    const lots = [lot('late', '2026-12-01', '2026-12-09', 10), lot('soon', '2026-12-01', '2026-12-04', 10)];
    const { left, short } = allocate(lots, [{ date: '2026-12-03', units: 12 }]);
    expect(left.get('soon')).toBe(0);
    expect(left.get('late')).toBe(8);
    expect(short.size).toBe(0);
  });

  it('does not use a lot before it arrives or after its use-by day', () => {
    const lots = [lot('ordered', '2026-12-05', '2026-12-10', 20), lot('old', '2026-12-01', '2026-12-02', 20)];
    expect(allocate(lots, [{ date: '2026-12-03', units: 1 }]).short.get('2026-12-03')).toBe(1);
    expect(freeOn(lots, [], '2026-12-05')).toBe(20);
    expect(freeOn(lots, [], '2026-12-02')).toBe(20);
  });

  it('counts what earlier days take from what a later day can use', () => {
    const lots = [lot('a', '2026-12-01', '2026-12-06', 19)];
    const demands = [{ date: '2026-12-02', units: 10 }];
    expect(freeOn(lots, demands, '2026-12-04')).toBe(9);
    expect(canPromise(lots, demands, '2026-12-04', 9)).toBe(true);
    expect(canPromise(lots, demands, '2026-12-04', 10)).toBe(false);
  });

  it('refuses a booking that would leave a later booked day short', () => {
    const lots = [lot('a', '2026-12-01', '2026-12-08', 19)];
    const demands = [{ date: '2026-12-05', units: 19 }];
    expect(canPromise(lots, demands, '2026-12-02', 1)).toBe(false);
  });

  it('lets an expiring lot serve an earlier day so a later day keeps the fresh one', () => {
    const lots = [lot('fresh', '2026-12-01', '2026-12-10', 19), lot('old', '2026-12-01', '2026-12-03', 19)];
    const demands = [{ date: '2026-12-08', units: 19 }];
    expect(canPromise(lots, demands, '2026-12-02', 19)).toBe(true);
    expect(canPromise(lots, demands, '2026-12-04', 1)).toBe(false);
  });

  it('moves availability to a later date when the stems on hand expire first', () => {
    const lots = [lot('old', '2026-12-01', '2026-12-03', 19), lot('ordered', '2026-12-06', '2026-12-12', 19)];
    expect(canPromise(lots, [], '2026-12-04', 19)).toBe(false);
    expect(canPromise(lots, [], '2026-12-06', 19)).toBe(true);
  });

  it('allows a booking beside a day that was already short, when it takes nothing that day needed', () => {
    const lots = [lot('a', '2026-12-05', '2026-12-09', 5)];
    const demands = [{ date: '2026-12-02', units: 3 }];
    expect(canPromise(lots, demands, '2026-12-06', 5)).toBe(true);
  });
});
