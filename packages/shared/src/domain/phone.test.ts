import { describe, expect, it } from 'vitest';
import { MOBILE_PHONE_PATTERN } from './phone';

describe('a mainland mobile number', () => {
  it('is 1 and ten more digits', () => {
    expect(MOBILE_PHONE_PATTERN.test('13800000000')).toBe(true);
    expect(MOBILE_PHONE_PATTERN.test('23800000000')).toBe(false);
    expect(MOBILE_PHONE_PATTERN.test('1380000000')).toBe(false);
    expect(MOBILE_PHONE_PATTERN.test('138000000000')).toBe(false);
    expect(MOBILE_PHONE_PATTERN.test('1380000000a')).toBe(false);
  });
});
