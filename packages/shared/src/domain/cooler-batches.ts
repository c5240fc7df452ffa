/** Batches in the cooler (issue 44): the reasons stems are written off, the bounds staff type within, the day arithmetic. */

/** Why stems leave a batch unused; staff choose the first five, the system writes the last two. */
export const writeOffReasons = [
  'wilted',
  'broken',
  'damaged_in_delivery',
  'expired',
  'display',
  'cancelled_after_making',
  'stocktake',
] as const;
export type WriteOffReason = (typeof writeOffReasons)[number];

/** The reasons a person picks for a write-off or a stocktake's difference. */
export const chosenWriteOffReasons = [
  'wilted',
  'broken',
  'damaged_in_delivery',
  'expired',
  'display',
  'stocktake',
] as const satisfies readonly WriteOffReason[];
export type ChosenWriteOffReason = (typeof chosenWriteOffReasons)[number];

/** The bounds of what staff type about batches; the server and the console's forms both use them. */
export const COOLER_BATCH_LIMITS = {
  UNITS_MIN: 1,
  UNITS_MAX: 100_000,
  /** Bunches of one line: the most units over the smallest bunch. */
  BUNCHES_MAX: 100_000,
  COST_CENTS_MAX: 100_000_000,
  /** Lines of one supplier order or one receiving. */
  LINES_MAX: 50,
  NOTE_MAX: 200,
  /** How far from today an expected or received date may be. */
  DATE_RANGE_DAYS: 366,
} as const;

/** The title of the home section the expiring stems' goods go into. */
export const TODAY_STEMS_SECTION = { title: '今日花材', titleEn: "Today's stems" } as const;

const DAY_MS = 86_400_000;

/** A YYYY-MM-DD date `days` later (earlier when negative). */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The last day a batch's stems can be used: the day they came (or are to come) plus the stem's vase life. */
export const useByOf = (arrival: string, vaseLifeDays: number) => addDays(arrival, vaseLifeDays);

/** What the first `gone` units of a batch cost, in cents: its cost pro rata, half a cent up. */
const costOfFirst = (batchCost: number, batchUnits: number, gone: number) =>
  batchUnits <= 0 ? 0 : Math.floor((2 * batchCost * gone + batchUnits) / (2 * batchUnits));

/**
 * The cost in cents of `units` leaving a batch that had `leftBefore` units (negative `units`: coming back). Each unit is
 * priced as the batch's cost pro rata, and the cents are the rounded cost of everything gone after the move minus
 * that before it (half a cent rounds up), so all of a batch's moves add up to its cost exactly, whatever their order.
 */
export function costOfMove(batch: { cost: number; quantity: number }, leftBefore: number, units: number): number {
  const goneBefore = batch.quantity - leftBefore;
  return (
    costOfFirst(batch.cost, batch.quantity, goneBefore + units) - costOfFirst(batch.cost, batch.quantity, goneBefore)
  );
}

/** Units of a quantity typed in bunches or units. */
export const unitsOf = (quantity: number, by: 'bunch' | 'unit', bunchSize: number) =>
  by === 'bunch' ? quantity * bunchSize : quantity;
