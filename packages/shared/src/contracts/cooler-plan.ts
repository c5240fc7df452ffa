import { z } from 'zod';
import { deliverySlotId } from './order';

/** Which day's plan (YYYY-MM-DD in the shop's time, UTC+8), for one delivery slot or, left out, the whole day. */
export const dayPlanRequest = z.object({ date: z.iso.date(), slot: deliverySlotId.optional() });
export type DayPlanRequest = z.infer<typeof dayPlanRequest>;

/** How many of one goods in one size (or of one add-on) the workroom still has to make for the day. */
export const planMakeItem = z.object({
  goodsId: z.string(),
  /** The size, or null for a goods sold without sizes (and add-ons). */
  skuId: z.string().nullable(),
  name: z.string(),
  nameEn: z.string().nullable(),
  skuName: z.string().nullable(),
  skuNameEn: z.string().nullable(),
  addOn: z.boolean(),
  quantity: z.number().int(),
  /** False: no recipe, so the florist must work out its stems by hand (they are in no figure below). */
  hasRecipe: z.boolean(),
});
export type PlanMakeItem = z.infer<typeof planMakeItem>;

/** A stem or material the day's orders need, what the cooler will hold of it that day, and what is missing. */
export const planStem = z.object({
  stemId: z.string(),
  kind: z.enum(['flower', 'material']),
  name: z.string(),
  nameEn: z.string().nullable(),
  /** Variety and grade tell apart stems of one name (the demo's three red roses). */
  variety: z.string(),
  grade: z.string(),
  unit: z.enum(['stem', 'bunch', 'sheet', 'metre']),
  bunchSize: z.number().int(),
  /** Units the recipes of the goods to make take, times how many. */
  needed: z.number().int(),
  /** Units of lots usable that day left once the reservations of earlier days are served (`freeOn`). */
  available: z.number().int(),
  /** needed − available, never below 0. */
  short: z.number().int(),
});
export type PlanStem = z.infer<typeof planStem>;

/** One short stem bought from a supplier: whole bunches, the units they bring and, for `cooler.costs`, their price. */
export const buyingLine = z.object({
  stemId: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  unit: planStem.shape.unit,
  short: z.number().int(),
  bunchSize: z.number().int(),
  bunches: z.number().int(),
  /** bunches × bunchSize: the short units rounded up to whole bunches. */
  units: z.number().int(),
  /** Cents a bunch; null to staff without `cooler.costs` and under "no supplier". */
  bunchPriceCents: z.number().int().nullable(),
  /** bunches × bunchPriceCents; null as the price is. */
  costCents: z.number().int().nullable(),
});
export type BuyingLine = z.infer<typeof buyingLine>;

/** The short stems whose cheapest supplier is this one; `supplierId` null: stems no supplier has a price for. */
export const buyingGroup = z.object({
  supplierId: z.string().nullable(),
  name: z.string().nullable(),
  nameEn: z.string().nullable(),
  lines: z.array(buyingLine),
  /** The lines' costs added up; null without `cooler.costs` and under "no supplier". */
  totalCents: z.number().int().nullable(),
});
export type BuyingGroup = z.infer<typeof buyingGroup>;

/**
 * POST /api/admin/cooler/plan { date, slot? }: what the workroom still has to make that day (paid orders, and those
 * paid whose refund is being asked, not yet started), the stems that takes against what the cooler will hold, and the
 * buying list per supplier (`cooler.manage`; prices with `cooler.costs`).
 */
export const dayPlan = {
  request: dayPlanRequest,
  response: z.object({
    date: z.iso.date(),
    slot: z.string().nullable(),
    /** The slots the day's orders are booked in, in the day's order: the choices of the slot filter. */
    slots: z.array(z.string()),
    /** Orders to make (counted in `make`), and orders of the day already being made or sent (their stems are taken). */
    orders: z.object({ toMake: z.number().int(), started: z.number().int() }),
    make: z.array(planMakeItem),
    stems: z.array(planStem),
    buying: z.array(buyingGroup),
    /** Every supplier's total added up; null as the totals are. */
    totalCents: z.number().int().nullable(),
    /** Whether prices are shown (the caller holds `cooler.costs`). */
    costsShown: z.boolean(),
  }),
  path: '/api/admin/cooler/plan' as const,
};
export type DayPlan = z.infer<typeof dayPlan.response>;

/** POST /api/admin/cooler/plan/csv { date, slot? }: the stems and the buying list as a CSV file (UTF-8 with BOM). */
export const dayPlanCsv = { request: dayPlanRequest, path: '/api/admin/cooler/plan/csv' as const };
