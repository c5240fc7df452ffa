import { describe, expect, it } from 'vitest';
import { accountRoles, isGuest } from './account-roles';

describe('account roles', () => {
  it('tells a chat guest from every other kind of account', () => {
    expect(accountRoles.filter((role) => isGuest({ role }))).toEqual(['guest']);
  });
});
