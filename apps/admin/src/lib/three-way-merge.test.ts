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
});
