import { describe, expect, it } from 'vitest';
import { mergeEdits } from './three-way-merge';

describe('mergeEdits', () => {
  const base = {
    name: '红玫瑰',
    packaging: '牛皮纸',
    options: [
      { id: 'a', name: '11枝', salePrice: 199, stock: 15 },
      { id: 'b', name: '19枝', salePrice: 299, stock: 8 },
    ],
  };

  it('keeps the fields I changed and takes theirs for the rest', () => {
    const theirs = { ...base, name: '红玫瑰·新' };
    const mine = { ...base, packaging: '雾面纸' };
    expect(mergeEdits(base, theirs, mine)).toEqual({ ...base, name: '红玫瑰·新', packaging: '雾面纸' });
  });

  it('takes their price and stock on a size where I changed only its name, so a stale number is never written back', () => {
    const theirs = {
      ...base,
      options: [{ id: 'a', name: '11枝', salePrice: 219, stock: 13 }, base.options[1] as (typeof base.options)[number]],
    };
    const mine = { ...base, options: [{ id: 'a', name: '11枝装', salePrice: 199, stock: 15 }, base.options[1]] };
    expect(mergeEdits(base, theirs, mine).options[0]).toEqual({ id: 'a', name: '11枝装', salePrice: 219, stock: 13 });
  });

  it('keeps my new size and theirs, and leaves out a size either of us removed', () => {
    const theirs = { ...base, options: [base.options[0], { id: 'c', name: '33枝', salePrice: 499, stock: 2 }] };
    const mine = { ...base, options: [...base.options, { name: '99枝', salePrice: 999, stock: 1 }] };
    expect(mergeEdits(base, theirs, mine as typeof base).options.map((o) => o?.name)).toEqual(['11枝', '99枝', '33枝']);
  });

  it('keeps my value where we both changed a field: mine is the one being saved knowingly', () => {
    const theirs = { ...base, packaging: '礼盒' };
    const mine = { ...base, packaging: '雾面纸' };
    expect(mergeEdits(base, theirs, mine).packaging).toBe('雾面纸');
  });

  describe('with rows told apart by a key of their own', () => {
    const settings = {
      closedDates: ['2030-01-01', '2030-02-01'],
      zones: [
        { region: ['上海市', '上海市', '徐汇区'], fee: 15, minOrder: 50 },
        { region: ['上海市', '上海市', '静安区'], fee: 12, minOrder: 50 },
      ],
    };
    const keys = { closedDates: (date: string) => date, zones: (zone: { region: string[] }) => zone.region.join(' ') };
    const [xuhui, jingan] = settings.zones as [(typeof settings.zones)[number], (typeof settings.zones)[number]];

    it('keeps the days I closed and the days they closed, and leaves out a day either of us opened again', () => {
      const theirs = { ...settings, closedDates: ['2030-01-01', '2030-03-01'] };
      const mine = { ...settings, closedDates: ['2030-01-01', '2030-02-01', '2030-04-01'] };
      expect(mergeEdits(settings, theirs, mine, keys).closedDates).toEqual(['2030-01-01', '2030-04-01', '2030-03-01']);
    });

    it('takes their fee on a zone where I changed only its minimum, and keeps a zone I added beside theirs', () => {
      const pudong = { region: ['上海市', '上海市', '浦东新区'], fee: 20, minOrder: 80 };
      const minhang = { region: ['上海市', '上海市', '闵行区'], fee: 18, minOrder: 60 };
      const theirs = { ...settings, zones: [{ ...xuhui, fee: 18 }, jingan, minhang] };
      const mine = { ...settings, zones: [{ ...xuhui, minOrder: 100 }, jingan, pudong] };
      expect(mergeEdits(settings, theirs, mine, keys).zones).toEqual([
        { ...xuhui, fee: 18, minOrder: 100 },
        jingan,
        pudong,
        minhang,
      ]);
    });

    it('without the key, takes my whole list where I changed it: the row merge is what keeps theirs', () => {
      const theirs = { ...settings, closedDates: ['2030-01-01', '2030-02-01', '2030-03-01'] };
      const mine = { ...settings, closedDates: ['2030-01-01'] };
      expect(mergeEdits(settings, theirs, mine).closedDates).toEqual(['2030-01-01']);
      expect(mergeEdits(settings, theirs, mine, keys).closedDates).toEqual(['2030-01-01', '2030-03-01']);
    });
  });
});
