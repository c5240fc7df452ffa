import { z } from 'zod';
import { AFTER_SALE_DESCRIPTION_MAX_LENGTH, AFTER_SALE_MAX_PICTURES, CART_MAX_LINES } from '../constants';
import { afterSaleKinds, afterSaleReasons, afterSaleStatuses } from '../domain/order-state';
import { yuan } from './catalogue';
import { pageOf, paging } from './envelope';
import { recordId } from './member-centre';

export const afterSaleKind = z.enum(afterSaleKinds);
export const afterSaleReason = z.enum(afterSaleReasons);
export const afterSaleStatus = z.enum(afterSaleStatuses);

/** An order line an after-sale concerns, as it was sold; amount in yuan. */
export const afterSaleLine = z.object({
  id: z.string(),
  name: z.string(),
  specName: z.string().nullable(),
  skuName: z.string().nullable(),
  quantity: z.number().int(),
  amount: z.number(),
});
export type AfterSaleLine = z.infer<typeof afterSaleLine>;

export const afterSale = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNo: z.string(),
  kind: afterSaleKind,
  reason: afterSaleReason,
  description: z.string(),
  pictures: z.array(z.string()),
  amount: z.number(),
  /** The lines it concerns (which size); empty when the customer named none. */
  lines: z.array(afterSaleLine),
  status: afterSaleStatus,
  staffNote: z.string(),
  createTime: z.number().int(),
  updateTime: z.number().int(),
});
export type AfterSale = z.infer<typeof afterSale>;

/** POST /api/mall/after-sale/apply: the amount may not exceed what is left of what was paid. */
export const applyAfterSale = {
  request: z.object({
    orderId: recordId,
    kind: afterSaleKind,
    reason: afterSaleReason,
    description: z.string().trim().max(AFTER_SALE_DESCRIPTION_MAX_LENGTH).default(''),
    pictures: z.array(z.string().min(1).max(500)).max(AFTER_SALE_MAX_PICTURES).default([]),
    amount: yuan.positive(),
    /** Lines of that order it concerns (else 400 `lineIds.N`); the amount rule stays per order. */
    lineIds: z
      .array(recordId)
      .max(CART_MAX_LINES)
      .refine((ids) => new Set(ids).size === ids.length, 'each line may appear once')
      .optional(),
  }),
  response: afterSale,
  path: '/api/mall/after-sale/apply' as const,
};
export type ApplyAfterSaleRequest = z.input<typeof applyAfterSale.request>;

/** POST /api/mall/after-sale/list { page, pageSize }, /detail/{id}, /withdraw/{id} */
export const listAfterSales = {
  request: z.object({ ...paging }),
  response: pageOf(afterSale),
  path: '/api/mall/after-sale/list' as const,
};
export const afterSaleById = {
  params: z.object({ id: recordId }),
  response: afterSale,
  path: '/api/mall/after-sale/detail/:id' as const,
};
/** POST /api/mall/after-sale/withdraw/{id} */
export const withdrawAfterSale = { ...afterSaleById, path: '/api/mall/after-sale/withdraw/:id' as const };

/** POST /api/mall/staff/after-sale/list { status?, page, pageSize } and /decide/{id} { approve, note? } */
export const staffListAfterSales = {
  request: z.object({ status: afterSaleStatus.optional(), ...paging }),
  response: pageOf(afterSale),
};
export const decideAfterSale = {
  params: z.object({ id: recordId }),
  request: z.object({ approve: z.boolean(), note: z.string().trim().max(200).default('') }),
  response: afterSale,
};
