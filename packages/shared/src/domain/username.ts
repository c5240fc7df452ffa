import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../constants';

/** Why a username is refused, or nothing when it is fine (uni-id's rules; the texts are the page's). */
export type UsernameProblem = 'length' | 'characters' | 'digitsOnly';

export function usernameProblem(username: string): UsernameProblem | undefined {
  if (username.length < USERNAME_MIN_LENGTH || username.length > USERNAME_MAX_LENGTH) return 'length';
  if (!/^[A-Za-z0-9_-]+$/.test(username)) return 'characters';
  // Digits only could be someone else's phone number, which password login also accepts.
  if (/^\d+$/.test(username)) return 'digitsOnly';
  return undefined;
}
