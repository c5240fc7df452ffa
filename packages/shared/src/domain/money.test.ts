import { describe, expect, it } from 'vitest';
import { formatCents, formatYuan, toCents, toYuan } from './money';

describe('money', () => {
  it('turns yuan into whole cents without floating-point drift', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-2.5)).toBe(-250);
  });

  it('turns cents back into yuan', () => {
    expect(toYuan(29950)).toBe(299.5);
  });

  it('always shows two decimals', () => {
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(19900)).toBe('199.00');
    expect(formatCents(-1050)).toBe('-10.50');
    expect(formatYuan(299.5)).toBe('299.50');
    expect(formatYuan(0.1 + 0.2)).toBe('0.30');
  });
});
