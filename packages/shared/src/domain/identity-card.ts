/** Weights of the 17 digits in the check digit of a mainland resident identity card (GB 11643-1999). */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_DIGITS = '10X98765432';

/** An 18-character identity number: 17 digits, a birth date that exists, and the right check digit (0–9 or X). */
export function isValidIdentityNumber(value: string): boolean {
  const id = value.toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const [year, month, day] = [id.slice(6, 10), id.slice(10, 12), id.slice(12, 14)].map(Number) as [
    number,
    number,
    number,
  ];
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return false;
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(id[i]), 0);
  return CHECK_DIGITS[sum % 11] === id[17];
}

/** Keeps the first 3 and last 4 characters of an identity number; the rest become stars. */
export function maskIdentityNumber(id: string): string {
  if (id.length <= 7) return '*'.repeat(id.length);
  return `${id.slice(0, 3)}${'*'.repeat(id.length - 7)}${id.slice(-4)}`;
}

/** A real name as written on the card: 2–20 Chinese characters, with '·' between the parts of some names. */
export const REAL_NAME_PATTERN = /^[\u4e00-\u9fa5]+(·[\u4e00-\u9fa5]+)*$/u;
export const REAL_NAME_MAX_LENGTH = 20;

export const isValidRealName = (name: string) =>
  name.length >= 2 && name.length <= REAL_NAME_MAX_LENGTH && REAL_NAME_PATTERN.test(name);
