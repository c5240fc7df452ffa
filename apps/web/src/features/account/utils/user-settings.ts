import type { CurrentUser } from '@ffe/shared/contracts/member';
import { STORAGE_KEYS } from '../../../lib/storage';

/** What the settings page may have open: a dialog, a picker or a confirmation. */
export type SettingsDialog = 'nickname' | 'gender' | 'birthday' | 'language' | 'clearCache' | 'logout';

export const GENDERS = ['unknown', 'male', 'female'] as const satisfies readonly CurrentUser['gender'][];
export const GENDER_LABELS = { unknown: 'genderUnknown', male: 'genderMale', female: 'genderFemale' } as const;

/** A date as YYYY-MM-DD on the reader's calendar (not UTC, which may be the day before). */
export const isoDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export function parseDate(value: string | null): Date | undefined {
  const match = value?.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
}

/** What clearing the cache keeps: the login and the chosen language. */
const KEPT_KEYS = [STORAGE_KEYS.token, STORAGE_KEYS.tokenExpired, STORAGE_KEYS.userInfo, STORAGE_KEYS.language];

export function clearLocalCache() {
  const kept = KEPT_KEYS.map((key) => [key, localStorage.getItem(key)] as const);
  localStorage.clear();
  for (const [key, raw] of kept) if (raw !== null) localStorage.setItem(key, raw);
  // The cart store reads its lines again, now none.
  window.dispatchEvent(new Event('updateCart'));
}
