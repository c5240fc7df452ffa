import { describe, expect, it } from 'vitest';
import { courierChoiceOf } from './dispatch-values';

describe('the courier a dispatch names', () => {
  it('names an account, with a phone only when one was typed for it', () => {
    expect(courierChoiceOf({ mode: 'account', courierId: 'c-1' })).toEqual({ courierId: 'c-1' });
    expect(courierChoiceOf({ mode: 'account', courierId: 'c-1', courierPhone: ' 13800000001 ' })).toEqual({
      courierId: 'c-1',
      courierPhone: '13800000001',
    });
  });

  it('names a typed courier by trimmed name and phone, even if an account was picked before switching', () => {
    expect(
      courierChoiceOf({ mode: 'typed', courierId: 'c-1', courierName: ' 王师傅 ', courierPhone: '13800000002' }),
    ).toEqual({ courierName: '王师傅', courierPhone: '13800000002' });
  });
});
