import { z } from 'zod';
import { chosenWriteOffReasons, COOLER_BATCH_LIMITS as L, writeOffReasons } from '../domain/cooler-batches';
import { coolerStemKinds, coolerStemUnits } from '../domain/cooler-stems';
import { HOME_SECTION_MAX_GOODS } from '../domain/home-page';
import { catalogueId } from './catalogue';
import { recordVersion } from './record-version';

/**
 * Batches in the cooler (issue 44): ordering from a supplier, receiving, write-offs, stocktake, what expires soon and
 * the 今日花材 home section. Money in cents; dates YYYY-MM-DD of the shop's calendar (UTC+8).
 */

const id = z.string().trim().min(1).max(80);
const day = z.iso.date({ error: 'must be a date, YYYY-MM-DD' });
const units = z.number().int().min(L.UNITS_MIN).max(L.UNITS_MAX);
const costCents = z.number().int().min(0).max(L.COST_CENTS_MAX);
const note = z.string().trim().max(L.NOTE_MAX).default('');
/** How many came or are asked for: bunches of the stem's bunch size, or single units. */
const amount = {
  quantity: z.number().int().min(1).max(L.BUNCHES_MAX),
  by: z.enum(['bunch', 'unit']),
};

export const coolerBatchStatus = z.enum(['ordered', 'received', 'cancelled']);
export const writeOffReason = z.enum(writeOffReasons);
export const chosenWriteOffReason = z.enum(chosenWriteOffReasons);

/** A batch as the console shows it. */
export const coolerBatch = z.object({
  id: z.string(),
  stemId: z.string(),
  supplierId: z.string().nullable(),
  supplierName: z.string().nullable(),
  supplierNameEn: z.string().nullable(),
  status: coolerBatchStatus,
  /** Units asked of the supplier; null for a batch received without an order. */
  orderedQuantity: z.number().int().nullable(),
  expectedOn: z.string().nullable(),
  /** Units received (for an ordered batch, the units expected). */
  quantity: z.number().int(),
  leftQuantity: z.number().int(),
  receivedOn: z.string().nullable(),
  useBy: z.string(),
  /** Days from today to the use-by day: 0 is its last day, negative once expired. */
  daysLeft: z.number().int(),
  /** What the whole batch cost; null for a member who may not see costs (`cooler.costs`). */
  costCents: z.number().int().nullable(),
  version: z.number().int(),
});
export type CoolerBatch = z.infer<typeof coolerBatch>;

/** The stem a batch is of, as the cooler's lists name it. */
export const coolerBatchStem = z.object({
  id: z.string(),
  kind: z.enum(coolerStemKinds),
  name: z.string(),
  nameEn: z.string().nullable(),
  unit: z.enum(coolerStemUnits),
  bunchSize: z.number().int(),
  vaseLifeDays: z.number().int(),
});
export type CoolerBatchStem = z.infer<typeof coolerBatchStem>;

/** A stem in the cooler: units on hand (received, left, not expired), units on order, and those batches. */
export const coolerStockStem = z.object({
  stem: coolerBatchStem,
  onHand: z.number().int(),
  onOrder: z.number().int(),
  /** Received batches with units left and not expired, oldest use-by first, then ordered ones by expected date. */
  batches: z.array(coolerBatch),
});
export type CoolerStockStem = z.infer<typeof coolerStockStem>;

/** POST /api/admin/cooler/batches/list: the cooler now, stems with units on hand or on order, by name. */
export const listCoolerBatches = {
  request: z.object({ stemId: id.optional() }),
  response: z.object({
    today: z.string(),
    costsShown: z.boolean(),
    stems: z.array(coolerStockStem),
  }),
  path: '/api/admin/cooler/batches/list' as const,
};
export type CoolerStock = z.infer<typeof listCoolerBatches.response>;

/** POST /api/admin/cooler/batches/order: batches asked of suppliers (进货单), several lines at once. */
export const orderCoolerBatches = {
  request: z.object({
    lines: z
      .array(
        z.object({
          stemId: id,
          supplierId: id,
          ...amount,
          expectedOn: day,
          /** What the line costs; left out: the supplier's bunch price, pro rata for single units (0 without one). */
          costCents: costCents.optional(),
        }),
      )
      .min(1)
      .max(L.LINES_MAX),
  }),
  response: z.object({ list: z.array(coolerBatch) }),
  path: '/api/admin/cooler/batches/order' as const,
};
export type OrderCoolerBatchesRequest = z.input<typeof orderCoolerBatches.request>;

/** POST /api/admin/cooler/batches/cancel: an ordered batch the supplier will not bring. */
export const cancelCoolerBatch = {
  request: z.object({ id, version: recordVersion }),
  response: coolerBatch,
  path: '/api/admin/cooler/batches/cancel' as const,
};

/**
 * POST /api/admin/cooler/batches/receive (进货): several batches of one stem at once, each an ordered batch that came
 * (`batchId` and its `version`, with the units that actually came) or stems that came without an order.
 */
export const receiveCoolerBatches = {
  request: z.object({
    stemId: id,
    lines: z
      .array(
        z.object({
          batchId: id.optional(),
          version: recordVersion.optional(),
          /** For stems without an order; an ordered batch keeps its supplier. */
          supplierId: id.nullable().default(null),
          ...amount,
          /** Left out: today. */
          receivedOn: day.optional(),
          /** What came cost; left out: the order's cost pro rata, or for stems without an order the supplier's price. */
          costCents: costCents.optional(),
        }),
      )
      .min(1)
      .max(L.LINES_MAX),
  }),
  response: z.object({ list: z.array(coolerBatch) }),
  path: '/api/admin/cooler/batches/receive' as const,
};
export type ReceiveCoolerBatchesRequest = z.input<typeof receiveCoolerBatches.request>;

/** One move of units out of a batch (positive) or back into it (negative). */
export const coolerMove = z.object({
  id: z.string(),
  batchId: z.string(),
  kind: z.enum(['use', 'write_off', 'return', 'stocktake']),
  quantity: z.number().int(),
  reason: writeOffReason.nullable(),
  /** What the units cost; null for a member who may not see costs. */
  costCents: z.number().int().nullable(),
});
export type CoolerMove = z.infer<typeof coolerMove>;

/** POST /api/admin/cooler/batches/write-off (损耗): units of one batch, 1 to what is left, with a reason. */
export const writeOffCoolerBatch = {
  request: z.object({ batchId: id, units, reason: chosenWriteOffReason, note }),
  response: z.object({ batch: coolerBatch, move: coolerMove }),
  path: '/api/admin/cooler/batches/write-off' as const,
};
export type WriteOffCoolerBatchRequest = z.input<typeof writeOffCoolerBatch.request>;

const counted = z.number().int().min(0).max(L.UNITS_MAX);
const stocktakeCommon = {
  stemId: id,
  /** Why fewer were found than the cooler expected. */
  reason: chosenWriteOffReason.default('stocktake'),
  note,
};

/**
 * POST /api/admin/cooler/batches/stocktake (盘点): what the florist counted of a stem, per batch or in total (then
 * shared over the batches oldest first). Each batch is named with the version and units left the florist was shown;
 * a batch that moved since refuses the whole count (RECORD_CHANGED).
 */
export const stocktakeCoolerStem = {
  request: z.discriminatedUnion('by', [
    z.object({
      ...stocktakeCommon,
      by: z.literal('batch'),
      batches: z
        .array(z.object({ batchId: id, version: recordVersion, leftQuantity: counted, counted }))
        .min(1)
        .max(L.LINES_MAX),
    }),
    z.object({
      ...stocktakeCommon,
      by: z.literal('total'),
      counted,
      batches: z
        .array(z.object({ batchId: id, version: recordVersion, leftQuantity: counted }))
        .min(1)
        .max(L.LINES_MAX),
    }),
  ]),
  response: z.object({ stem: coolerStockStem, moves: z.array(coolerMove) }),
  path: '/api/admin/cooler/batches/stocktake' as const,
};
export type StocktakeCoolerStemRequest = z.input<typeof stocktakeCoolerStem.request>;

/** A goods whose recipe uses a stem, with the sizes that do ('' names a goods without sizes). */
export const coolerGoodsUsing = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  onSale: z.boolean(),
  sizes: z.array(z.object({ skuKey: z.string(), name: z.string().nullable(), nameEn: z.string().nullable() })),
});
export type CoolerGoodsUsing = z.infer<typeof coolerGoodsUsing>;

/** The home section the expiring stems' goods go into, when there is one. */
export const todayStemsSection = z.object({
  id: z.string(),
  goodsIds: z.array(z.string()),
  version: z.number().int(),
});

/**
 * POST /api/admin/cooler/batches/expiring: stems within a day of their use-by (use-by today or tomorrow, units left)
 * with the goods that use them, and batches already past their use-by with units left.
 */
export const expiringCoolerBatches = {
  request: z.object({}),
  response: z.object({
    today: z.string(),
    soon: z.array(z.object({ stem: coolerBatchStem, batches: z.array(coolerBatch), goods: z.array(coolerGoodsUsing) })),
    expired: z.array(z.object({ stem: coolerBatchStem, batch: coolerBatch })),
    section: todayStemsSection.nullable(),
  }),
  path: '/api/admin/cooler/batches/expiring' as const,
};
export type ExpiringCoolerBatches = z.infer<typeof expiringCoolerBatches.response>;

/**
 * POST /api/admin/cooler/batches/today-section: puts the goods in the home section 今日花材 in one step, creating it or
 * replacing its goods.
 */
export const putTodayStemsSection = {
  request: z.object({ goodsIds: z.array(catalogueId).min(1).max(HOME_SECTION_MAX_GOODS) }),
  response: z.object({ section: todayStemsSection, replaced: z.boolean() }),
  path: '/api/admin/cooler/batches/today-section' as const,
};
export type PutTodayStemsSectionRequest = z.input<typeof putTodayStemsSection.request>;
