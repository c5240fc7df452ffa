import { z } from 'zod';
import { type CoolerWasteReason, coolerWasteReasons } from '../domain/cooler-waste';
import { COOLER_REPORT_MAX_WEEKS, ISO_WEEK_PATTERN, mondayOfIsoWeek, weeksBetween } from '../domain/cooler-weeks';
import { fieldProblem } from '../field-problems';

/**
 * The cooler's reports (issue 44, PRODUCT.md#cooler-reports): waste by stem, reason and week; what stems cost the
 * orders and what the orders earned; suppliers' deliveries against what was ordered. Money in integer cents, shares in
 * percent to one decimal (null when there is nothing to divide by).
 */

const isoWeek = z
  .string()
  .regex(ISO_WEEK_PATTERN, fieldProblem('INVALID'))
  .refine((week) => mondayOfIsoWeek(week) !== null, fieldProblem('INVALID'));

/** A range of ISO weeks of the shop's calendar (UTC+8), both included, at most 26. */
export const coolerReportWeeks = z
  .object({ fromWeek: isoWeek, toWeek: isoWeek })
  .superRefine(({ fromWeek, toWeek }, ctx) => {
    if (!mondayOfIsoWeek(fromWeek) || !mondayOfIsoWeek(toWeek)) return;
    const weeks = weeksBetween(fromWeek, toWeek).length;
    if (weeks === 0) ctx.addIssue({ code: 'custom', path: ['toWeek'], message: fieldProblem('BEFORE_START') });
    else if (weeks > COOLER_REPORT_MAX_WEEKS)
      ctx.addIssue({ code: 'custom', path: ['toWeek'], message: fieldProblem('TOO_MANY', COOLER_REPORT_MAX_WEEKS) });
  });
export type CoolerReportWeeks = z.infer<typeof coolerReportWeeks>;

/** Why units were written off; `other` for a write-off that gave none. */
export const coolerWasteReason = z.enum(coolerWasteReasons);
export type { CoolerWasteReason };

/** Units written off for one reason; their cost in cents only for those who may see costs (else null). */
const wasteByReason = z.object({
  reason: coolerWasteReason,
  units: z.number().int(),
  costCents: z.number().int().nullable(),
});

/**
 * Waste figures: units written off (write-offs and stocktake differences), units received (batches received), the
 * share (written off over received, percent to one decimal; null with nothing received) and the cost written off.
 */
const wasteFigures = z.object({
  wasted: z.number().int(),
  received: z.number().int(),
  sharePercent: z.number().nullable(),
  costCents: z.number().int().nullable(),
  byReason: z.array(wasteByReason),
});

export const coolerWasteWeek = wasteFigures.extend({
  week: z.string(),
  /** Its Monday and Sunday, YYYY-MM-DD. */
  from: z.string(),
  to: z.string(),
});
export type CoolerWasteWeek = z.infer<typeof coolerWasteWeek>;

/** A stem as the reports name it: its names, and the variety and grade that tell stems of one name apart. */
const reportStem = {
  stemId: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  variety: z.string(),
  grade: z.string(),
  unit: z.string(),
};

export const coolerWasteStem = wasteFigures.extend(reportStem);
export type CoolerWasteStem = z.infer<typeof coolerWasteStem>;

/** POST /api/admin/cooler/reports/waste (`cooler.manage` or `cooler.costs`; costs only with `cooler.costs`). */
export const coolerWasteReport = {
  request: coolerReportWeeks,
  response: z.object({
    /** Whether the cost figures are filled (the caller holds `cooler.costs`). */
    withCosts: z.boolean(),
    /** Every week of the range, oldest first, quiet weeks with zeros. */
    weeks: z.array(coolerWasteWeek),
    /** Stems with waste or receipts in the range, most units wasted first. */
    stems: z.array(coolerWasteStem),
    total: wasteFigures,
  }),
  path: '/api/admin/cooler/reports/waste' as const,
};
export type CoolerWasteReport = z.infer<typeof coolerWasteReport.response>;

/**
 * Revenue, stem cost and margin in cents: revenue is the goods after the coupon less any partial refund (delivery fee
 * and surcharge excluded); margin = revenue − stem cost; marginPercent to one decimal, null on no revenue.
 */
const marginFigures = z.object({
  orders: z.number().int(),
  revenueCents: z.number().int(),
  stemCostCents: z.number().int(),
  marginCents: z.number().int(),
  marginPercent: z.number().nullable(),
});

export const coolerMarginDay = marginFigures.extend({ date: z.string() });
export type CoolerMarginDay = z.infer<typeof coolerMarginDay>;

export const coolerMarginGoods = marginFigures.extend({
  goodsId: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  /** Pieces sold. */
  quantity: z.number().int(),
  /** Cents of stem cost no recipe of its lines names (substitutes, a recipe changed since), shared by line amount. */
  unattributedCents: z.number().int(),
});
export type CoolerMarginGoods = z.infer<typeof coolerMarginGoods>;

export const coolerMarginOrder = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  deliveryDate: z.string(),
  status: z.string(),
  goods: z.array(z.string()),
  goodsEn: z.array(z.string()),
  /** What the customer paid (实付, delivery included). */
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  revenueCents: z.number().int(),
  stemCostCents: z.number().int(),
  marginCents: z.number().int(),
  marginPercent: z.number().nullable(),
});
export type CoolerMarginOrder = z.infer<typeof coolerMarginOrder>;

/** The most orders one answer lists; the figures still count every order. */
export const COOLER_MARGIN_ORDERS_MAX = 2_000;

/** POST /api/admin/cooler/reports/margins (`cooler.costs`): paid orders delivered in the weeks. */
export const coolerMarginReport = {
  request: coolerReportWeeks,
  response: z.object({
    /** Every day of the range, oldest first, by delivery date. */
    days: z.array(coolerMarginDay),
    /** Goods of the kept orders, most margin first. */
    goods: z.array(coolerMarginGoods),
    /** Kept orders (not refunded), newest delivery first, at most COOLER_MARGIN_ORDERS_MAX. */
    orders: z.array(coolerMarginOrder),
    ordersTotal: z.number().int(),
    /** Orders refunded or being refunded: apart, their stem cost a loss. */
    refunded: z.array(coolerMarginOrder),
    total: marginFigures,
    refundedTotal: marginFigures,
  }),
  path: '/api/admin/cooler/reports/margins' as const,
};
export type CoolerMarginReport = z.infer<typeof coolerMarginReport.response>;

/** Deliveries against orders: units ordered and received, fill rate (percent, one decimal), deliveries and late ones. */
const supplyFigures = z.object({
  deliveries: z.number().int(),
  ordered: z.number().int(),
  received: z.number().int(),
  fillPercent: z.number().nullable(),
  late: z.number().int(),
});

export const coolerSupplierRow = supplyFigures.extend({
  supplierId: z.string().nullable(),
  name: z.string().nullable(),
  nameEn: z.string().nullable(),
  stems: z.array(supplyFigures.extend(reportStem)),
});
export type CoolerSupplierRow = z.infer<typeof coolerSupplierRow>;

/** POST /api/admin/cooler/reports/suppliers (`cooler.manage` or `cooler.costs`): ordered batches due in the weeks. */
export const coolerSupplierReport = {
  request: coolerReportWeeks,
  response: z.object({ suppliers: z.array(coolerSupplierRow), total: supplyFigures }),
  path: '/api/admin/cooler/reports/suppliers' as const,
};
export type CoolerSupplierReport = z.infer<typeof coolerSupplierReport.response>;
