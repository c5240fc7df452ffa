import { describe, expect, it } from 'vitest';
import { maskName, maskPhone } from './masking';

describe('phone masking', () => {
  it('keeps the first 3 and last 4 digits with four stars between', () => {
    expect(maskPhone('13800000000')).toBe('138****0000');
    expect(maskPhone('13912345678')).toBe('139****5678');
  });

  it('leaves numbers too short to mask alone', () => {
    expect(maskPhone('12345')).toBe('12345');
  });
});

describe('name masking', () => {
  it('shows the first character and a star for a 2-character name', () => {
    expect(maskName('李雷')).toBe('李*');
  });

  it('hides the middle character of a 3-character name', () => {
    expect(maskName('王小明')).toBe('王*明');
  });

  it('shows the first character, two stars and the rest from the 4th for longer names', () => {
    expect(maskName('欧阳娜娜')).toBe('欧**娜');
    expect(maskName('司马相如先生')).toBe('司**如先生');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(maskName('𠮷野家')).toBe('𠮷*家');
  });

  it('leaves a 1-character name as it is', () => {
    expect(maskName('花')).toBe('花');
  });
});
