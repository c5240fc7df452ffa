import { describe, expect, it } from 'vitest';
import { lineName, linesByKind, lineText, recipientAddress } from './order-words';
import { slotHours, slotLabeller } from './slot-labels';

const roses = { name: '香槟玫瑰花束', skuName: '33枝', addOn: false, quantity: 2 };
const vase = { name: '玻璃花瓶', skuName: null, addOn: true, quantity: 1 };

describe("an order's words", () => {
  it('names a line with the size it was bought in, and how many', () => {
    expect(lineName(roses)).toBe('香槟玫瑰花束 · 33枝');
    expect(lineName(vase)).toBe('玻璃花瓶');
    expect(lineText(roses)).toBe('香槟玫瑰花束 · 33枝 ×2');
  });

  it('keeps the add-ons apart from the flowers', () => {
    expect(linesByKind([vase, roses])).toEqual({ flowers: ['香槟玫瑰花束 · 33枝 ×2'], addOns: ['玻璃花瓶 ×1'] });
  });

  it('writes the address from province down to the door', () => {
    expect(recipientAddress({ province: '上海市', city: '上海市', district: '徐汇区', detail: '漕溪北路 1 号' })).toBe(
      '上海市 上海市 徐汇区 漕溪北路 1 号',
    );
  });

  it("names a slot by its hours, or by its id when the day's slots do not know it", () => {
    expect(slotHours({ start: '09:00', end: '12:00' })).toBe('09:00–12:00');
    const label = slotLabeller({
      date: '2026-12-24',
      slots: [{ slot: 'morning', start: '09:00', end: '12:00', orders: [], production: [] }],
      production: [],
    });
    expect([label('morning'), label('evening')]).toEqual(['09:00–12:00', 'evening']);
  });
});
