/** Money is integer cents inside the system; the API and the UI show yuan with 2 decimals. */
export type Cents = number;

/** Converts a yuan amount (as the API carries it) to integer cents, rounding half away from zero. */
export function toCents(yuan: number): Cents {
  // toPrecision drops binary noise first, so 1.005 yuan is 101 cents, not 100.
  return Math.sign(yuan) * Math.round(Number((Math.abs(yuan) * 100).toPrecision(12)));
}

/** Converts integer cents to the yuan number the API carries (at most 2 decimals). */
export function toYuan(cents: Cents): number {
  return cents / 100;
}

/** Formats cents for display with exactly 2 decimals (PRODUCT.md#shop-display). */
export function formatCents(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Formats a yuan amount from the API with exactly 2 decimals. */
export function formatYuan(yuan: number): string {
  return formatCents(toCents(yuan));
}
