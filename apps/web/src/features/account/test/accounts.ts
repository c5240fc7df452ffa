import type { CurrentUser, LoginResult } from '@ffe/shared/contracts/member';

/** A customer who logged in by phone; tests override only what they are about. */
export function aCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    _id: 'u-lily',
    mobile: '13800000000',
    username: null,
    nickname: '莉莉',
    avatar_file: { url: '/images/avatar-lily.png' },
    gender: 'female',
    birthday: '1995-05-20',
    language: null,
    role: ['customer'],
    permission: [],
    realNameAuth: false,
    ...overrides,
  };
}

/** What a login answers: a token that lives a week. */
export function aLoginResult(overrides: Partial<LoginResult> = {}): LoginResult {
  return { token: 'token-lily', tokenExpired: Date.now() + 7 * 24 * 3_600_000, user: aCurrentUser(), ...overrides };
}
