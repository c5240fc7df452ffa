/** A yuan amount as the search accepts it: not negative, at most 2 decimals. */
const YUAN_TEXT = /^\d+(\.\d{1,2})?$/;

export function parseYuan(text: string | undefined): number | undefined {
  const trimmed = text?.trim();
  return trimmed && YUAN_TEXT.test(trimmed) ? Number(trimmed) : undefined;
}

export type PriceRange = { min?: number | undefined; max?: number | undefined };
export type PriceRangeCheck = { ok: true; range: PriceRange } | { ok: false; error: 'priceInvalid' | 'priceOrder' };

/** Checks the filter's two price boxes; an empty box means no bound. */
export function checkPriceRange(minText: string, maxText: string): PriceRangeCheck {
  const min = parseYuan(minText);
  const max = parseYuan(maxText);
  if ((minText.trim() && min === undefined) || (maxText.trim() && max === undefined)) {
    return { ok: false, error: 'priceInvalid' };
  }
  if (min !== undefined && max !== undefined && min > max) return { ok: false, error: 'priceOrder' };
  return { ok: true, range: { min, max } };
}
