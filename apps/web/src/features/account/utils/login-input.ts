import { SMS_CODE_LENGTH } from '@ffe/shared/constants';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';

export const SMS_CODE_PATTERN = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);

/**
 * A login call's failure in the reader's language: the codes the locales word under account.errors (each a code of
 * @ffe/shared/error-codes, the locale's type checks it), the server's own message for any other.
 */
export function loginErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    return error.errCode ? t(`account.errors.${error.errCode}`, { defaultValue: error.message }) : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
