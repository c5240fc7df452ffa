import { describe, expect, it } from 'vitest';
import { isValidIdentityNumber, isValidRealName, maskIdentityNumber } from './identity-card';
import { usernameProblem } from './username';

describe('identity numbers', () => {
  it('accepts 18 characters with the right check digit, X in either case', () => {
    expect(isValidIdentityNumber('11010519491231002X')).toBe(true);
    expect(isValidIdentityNumber('11010519491231002x')).toBe(true);
    expect(isValidIdentityNumber('110101199003074477')).toBe(true);
  });

  it('refuses a wrong check digit, a birth date that does not exist, and other lengths', () => {
    for (const bad of ['110105194912310021', '11010119900230447X', '11010519491231002', '1101051949123100211', '']) {
      expect(isValidIdentityNumber(bad)).toBe(false);
    }
  });

  it('keeps the first 3 and the last 4 characters', () => {
    expect(maskIdentityNumber('11010519491231002X')).toBe('110***********002X');
  });

  it('takes a real name of Chinese characters, with a middle dot between parts', () => {
    expect(isValidRealName('张三')).toBe(true);
    expect(isValidRealName('阿卜杜·热合曼')).toBe(true);
    for (const bad of ['张', 'Zhang San', '张 三', '·张三', '张'.repeat(21)]) expect(isValidRealName(bad)).toBe(false);
  });
});

describe('usernames', () => {
  it('takes 3–32 letters, digits, _ and -, never digits only', () => {
    expect(usernameProblem('rose_lover-1')).toBeUndefined();
    expect(usernameProblem('ab')).toBe('length');
    expect(usernameProblem('a'.repeat(33))).toBe('length');
    expect(usernameProblem('玫瑰花')).toBe('characters');
    expect(usernameProblem('13800000000')).toBe('digitsOnly');
  });
});
