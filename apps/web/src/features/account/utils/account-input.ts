import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@ffe/shared/constants';
import { usernameProblem } from '@ffe/shared/domain/username';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { loginErrorText } from './login-input';

/** Medium strength (PRODUCT.md#shop-accounts): 8–16 characters mixing at least two of letters, digits and symbols. */
export function isMediumPassword(password: string): boolean {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return false;
  return [/[A-Za-z]/, /\d/, /[^A-Za-z\d]/].filter((kind) => kind.test(password)).length >= 2;
}

/** Why a new password and its confirmation are refused, in the reader's language, or nothing. */
export function newPasswordError(password: string, confirm: string, t: TFunction): string | undefined {
  if (!password) return t('security.passwordRequired');
  if (!isMediumPassword(password)) return t('security.passwordRule');
  if (password !== confirm) return t('security.passwordMismatch');
  return undefined;
}

const USERNAME_TEXTS = {
  length: 'security.usernameLength',
  characters: 'security.usernameCharacters',
  digitsOnly: 'security.usernameDigitsOnly',
} as const;

export function usernameError(username: string, t: TFunction): string | undefined {
  if (!username) return t('security.usernameRequired');
  const problem = usernameProblem(username);
  return problem ? t(USERNAME_TEXTS[problem]) : undefined;
}

/** An account call's failure in the reader's language: the codes under security.errors, then the login's. */
export function accountErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.errCode) {
    // The server names the field in a refused old password; the page words it.
    if (error.errCode === 'INVALID_PARAM' && error.detail.startsWith('oldPassword: does not match')) {
      return t('security.oldPasswordWrong');
    }
    if (error.errCode === 'INVALID_PARAM' && error.detail.startsWith('oldPassword: this account')) {
      return t('security.noPassword');
    }
    const worded = t(`security.errors.${error.errCode}`, { defaultValue: '' });
    if (worded) return worded;
  }
  return loginErrorText(error, t);
}
