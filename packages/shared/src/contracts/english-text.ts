import { z } from 'zod';

/**
 * An optional English text staff write beside a Chinese one (decision 028): trimmed, at most `max` characters; empty
 * or null clears it, and the shop then shows the Chinese text to English readers too.
 */
export const englishText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((text) => text || null);

/** The most characters of each English text: English runs about twice as long as Chinese. */
export const ENGLISH_TEXT_LIMITS = {
  GOODS_NAME_MAX: 120,
  CATEGORY_NAME_MAX: 40,
  LINK_TITLE_MAX: 60,
  LINK_SUBTITLE_MAX: 120,
  SECTION_TITLE_MAX: 40,
  COUPON_NAME_MAX: 60,
} as const;
