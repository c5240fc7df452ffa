import { describe, expect, it } from 'vitest';
import { claimsOf } from './authenticate';

describe('token claims', () => {
  it('reads the role list of an issued token as the one role of its account', () => {
    const payload = { uid: 'u1', role: ['staff' as const], permission: ['chat.answer'], tokenExpired: 1, jti: 'j1' };
    expect(claimsOf(payload)).toEqual({
      uid: 'u1',
      role: 'staff',
      permission: ['chat.answer'],
      tokenExpired: 1,
      jti: 'j1',
    });
  });
});
