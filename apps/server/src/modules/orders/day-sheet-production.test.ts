import { describe, expect, it } from 'vitest';
import { productionOf } from './day-sheet-production';

const line = (name: string, skuName: string | null, quantity: number, addOn = false) => ({
  name,
  specName: skuName ? '枝数' : null,
  skuName,
  addOn,
  quantity,
});

describe("the day sheet's production summary", () => {
  it('adds up each goods per size and each add-on, goods first', () => {
    const summary = productionOf([
      line('红玫瑰', '33枝', 1),
      line('贺卡', null, 1, true),
      line('红玫瑰', '11枝', 2),
      line('红玫瑰', '33枝', 2),
      line('贺卡', null, 3, true),
      line('向日葵', null, 1),
    ]);
    expect(summary).toEqual([
      { name: '红玫瑰', skuName: '11枝', addOn: false, quantity: 2 },
      { name: '红玫瑰', skuName: '33枝', addOn: false, quantity: 3 },
      { name: '向日葵', skuName: null, addOn: false, quantity: 1 },
      { name: '贺卡', skuName: null, addOn: true, quantity: 4 },
    ]);
  });

  it('is empty for no orders', () => {
    expect(productionOf([])).toEqual([]);
  });
});
