import { describe, expect, it } from 'vitest';
import { defaultNameTail } from './nickname';

describe('defaultNameTail', () => {
  it('is the phone digits of a member who chose no nickname, or of the 用户NNNN default stored before', () => {
    expect(defaultNameTail('', '13812345678')).toBe('5678');
    expect(defaultNameTail(null, '13812345678')).toBe('5678');
    expect(defaultNameTail('用户0042', '13812345678')).toBe('0042');
    expect(defaultNameTail('用户0042')).toBe('0042');
  });

  it('is null for a chosen nickname, and for no nickname without a phone', () => {
    expect(defaultNameTail('莉莉', '13812345678')).toBeNull();
    expect(defaultNameTail('用户小王', '13812345678')).toBeNull();
    expect(defaultNameTail('', null)).toBeNull();
  });
});
