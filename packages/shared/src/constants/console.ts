// The staff console; part of the constants named in ../constants.ts.

/** The biggest console photo accepted (a phone's full-size JPEG); it is stored only as WebP at three widths. */
export const CONSOLE_PICTURE_MAX_BYTES = 15 * 1024 * 1024;

/** The console's goods editor (decision 020): options of one goods, add-ons it offers, its pictures and tags. */
export const GOODS_EDITOR_LIMITS = {
  OPTIONS_MAX: 20,
  ADD_ONS_MAX: 10,
  PICTURES_MAX: 9,
  TAGS_MAX: 10,
  NAME_MAX: 60,
  OPTION_NAME_MAX: 20,
  SPEC_NAME_MAX: 10,
  TEXT_MAX: 500,
  DESCRIPTION_MAX: 5000,
  STOCK_MAX: 1_000_000,
  /** The dearest price a florist may set (¥100,000): above it is a typing slip, not a bouquet. */
  PRICE_MAX_YUAN: 100_000,
} as const;
