import { describe, expect, it } from 'vitest';
import { bunchesFor, buyingList, type ShortStem, type SupplierPrice } from './buying-list';

const stem = (stemId: string, short: number, bunchSize: number, name = stemId): ShortStem => ({
  stemId,
  name,
  nameEn: null,
  unit: 'stem',
  short,
  bunchSize,
});
const price = (stemId: string, supplierId: string, bunchPrice: number): SupplierPrice => ({
  stemId,
  supplierId,
  supplierName: supplierId,
  supplierNameEn: null,
  bunchPrice,
});

describe('the buying list', () => {
  it('rounds a short stem up to whole bunches, never down', () => {
    expect(bunchesFor(0, 20)).toBe(0);
    expect(bunchesFor(1, 20)).toBe(1);
    expect(bunchesFor(20, 20)).toBe(1);
    expect(bunchesFor(21, 20)).toBe(2);
    expect(bunchesFor(41, 20)).toBe(3);
    expect(bunchesFor(7, 1)).toBe(7);
  });

  it('buys each stem from its cheapest supplier and prices it bunch by bunch, to the cent', () => {
    const groups = buyingList(
      [stem('rose', 41, 20), stem('eucalyptus', 3, 10), stem('paper', 5, 1)],
      [
        price('rose', 'a-market', 4_599),
        price('rose', 'b-farm', 4_650),
        price('eucalyptus', 'b-farm', 1_233),
        price('eucalyptus', 'a-market', 1_299),
        price('paper', 'a-market', 35),
      ],
    );
    expect(groups).toEqual([
      {
        supplierId: 'a-market',
        name: 'a-market',
        nameEn: null,
        lines: [
          { ...stem('paper', 5, 1), bunches: 5, units: 5, bunchPrice: 35, cost: 175 },
          { ...stem('rose', 41, 20), bunches: 3, units: 60, bunchPrice: 4_599, cost: 13_797 },
        ],
        total: 13_972,
      },
      {
        supplierId: 'b-farm',
        name: 'b-farm',
        nameEn: null,
        lines: [{ ...stem('eucalyptus', 3, 10), bunches: 1, units: 10, bunchPrice: 1_233, cost: 1_233 }],
        total: 1_233,
      },
    ]);
  });

  it('lists stems no supplier prices under "no supplier", last, with bunches but no cost', () => {
    const groups = buyingList([stem('ribbon', 12, 5), stem('rose', 1, 20)], [price('rose', 'farm', 5_000)]);
    expect(groups.map((g) => g.supplierId)).toEqual(['farm', null]);
    expect(groups[1]).toEqual({
      supplierId: null,
      name: null,
      nameEn: null,
      lines: [{ ...stem('ribbon', 12, 5), bunches: 3, units: 15, bunchPrice: null, cost: null }],
      total: null,
    });
  });

  it('leaves out the stems that are not short and a tie of prices goes to one supplier every time', () => {
    const groups = buyingList(
      [stem('rose', 0, 20), stem('lily', 2, 10)],
      [price('lily', 'z-farm', 900), price('lily', 'm-farm', 900), price('rose', 'm-farm', 1)],
    );
    expect(groups).toHaveLength(1);
    expect(groups[0]?.supplierId).toBe('m-farm');
    expect(groups[0]?.lines.map((l) => l.stemId)).toEqual(['lily']);
  });
});
