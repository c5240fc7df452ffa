// Orders and delivery; part of the constants named in ../constants.ts.

/** Orders (decision 006): an unpaid order is cancelled after 30 minutes; delivery and receipt close by themselves after 7 days. */
export const ORDER_PAY_TIMEOUT_MS = 30 * 60_000;
export const AUTO_RECEIVE_AFTER_MS = 7 * 24 * 3_600_000;
export const AUTO_COMPLETE_AFTER_MS = 7 * 24 * 3_600_000;
/** The most of one goods a single order line takes. */
export const ORDER_LINE_MAX_QUANTITY = 99;
/**
 * Delivery costs this much when the goods add up to less than the free-delivery threshold: the terms of every address
 * while no delivery zone is set (decision 018).
 */
export const DELIVERY_FEE_CENTS = 1000;
export const FREE_DELIVERY_FROM_CENTS = 9900;
/** How many days ahead, today included, a delivery date can be chosen, until the settings say otherwise. */
export const DELIVERY_HORIZON_DAYS = 60;
/** The florist needs this long to arrange and send a bouquet before a same-day slot starts, until the settings say otherwise. */
export const DELIVERY_LEAD_MINUTES = 120;
/**
 * The figures the console's delivery settings take (issue 40), as wide as a florist would set them: a slip of the
 * keyboard (¥99,999,999, −3 orders) is refused at its field, never saved or clamped. Money in cents.
 */
export const DELIVERY_SETTINGS_LIMITS = {
  /** Orders one slot takes on one day (0 closes it): a busy shop's 2.14 stays well below. */
  CAPACITY_MAX: 999,
  /** How long before a same-day slot booking it stops: at most a day. */
  LEAD_MINUTES_MAX: 24 * 60,
  /** Days ahead, today included, customers may book: up to a year, so next 2.14 can be. */
  HORIZON_DAYS_MIN: 1,
  HORIZON_DAYS_MAX: 366,
  /** A zone's delivery fee: up to ¥200, a far suburb by car. */
  ZONE_FEE_MAX_CENTS: 20_000,
  /** A zone's free-delivery threshold and its minimum order: up to ¥2,000. */
  FREE_FROM_MAX_CENTS: 200_000,
  MIN_ORDER_MAX_CENTS: 200_000,
  /** A date's surcharge per order: ¥0.01 to ¥500 (2.14 is +¥30 to +¥100). */
  SURCHARGE_MIN_CENTS: 1,
  SURCHARGE_MAX_CENTS: 50_000,
} as const;
export const CARD_MESSAGE_MAX_LENGTH = 200;
/** The name the card is signed with (署名), as short as a signature is. */
export const CARD_SIGNATURE_MAX_LENGTH = 20;
/** The orderer's name at checkout: as long as a nickname may be, which it starts from. */
export const SENDER_NAME_MAX_LENGTH = 20;
export const ORDER_NOTE_MAX_LENGTH = 200;
export const AFTER_SALE_MAX_PICTURES = 6;
export const AFTER_SALE_DESCRIPTION_MAX_LENGTH = 500;
export const COMMENT_MAX_PICTURES = 6;
export const COMMENT_MAX_LENGTH = 500;
/** The orders workbench (issue 13): an order paid this recently is marked new in the list. */
export const ORDER_RECENTLY_PAID_MS = 10 * 60_000;
/** The most orders one bulk move takes. */
export const ORDER_BULK_MAX = 100;
/** The most rows one CSV export holds. */
export const ORDER_EXPORT_MAX_ROWS = 10_000;
/**
 * The delivery time slots of a day, in the shop's time (UTC+8), as the delivery settings start out; the id is what
 * calls and orders carry, so these ids stay for the orders made with them.
 */
export const DELIVERY_SLOTS = [
  { id: '09-12', start: '09:00', end: '12:00' },
  { id: '12-15', start: '12:00', end: '15:00' },
  { id: '15-18', start: '15:00', end: '18:00' },
  { id: '18-21', start: '18:00', end: '21:00' },
] as const;
/** The shop's clock: China Standard Time, which has no daylight saving. */
export const SHOP_UTC_OFFSET_MS = 8 * 3_600_000;
