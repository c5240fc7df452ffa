import { SMS_CODE_LENGTH } from '@ffe/shared/constants';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';

/** A mainland mobile number (DESIGN §4, the same rule as the server's). */
export const PHONE_PATTERN = /^1\d{10}$/;
export const SMS_CODE_PATTERN = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);

const KNOWN_ERRORS = [
  'SMS_TOO_FREQUENT',
  'SMS_DAILY_LIMIT',
  'SMS_SEND_FAILED',
  'SMS_CODE_INVALID',
  'SMS_CODE_EXPIRED',
  'SMS_CODE_TOO_MANY_ATTEMPTS',
  'LOGIN_FAILED',
  'LOGIN_LOCKED',
] as const;
type KnownError = (typeof KNOWN_ERRORS)[number];

/** A login call's failure in the reader's language; the server's own message for anything else. */
export function loginErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    const code = KNOWN_ERRORS.find((known): known is KnownError => known === error.errCode);
    return code ? t(`account.errors.${code}`) : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
