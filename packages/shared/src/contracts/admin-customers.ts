import { z } from 'zod';
import { afterSaleKind, afterSaleStatus } from './after-sale';
import { pageOf, paging } from './envelope';
import { recordId } from './member-centre';
import { orderStatus } from './order';

/** A customer as a row of the console's list: the phone masked (the console never shows a member's whole number). */
export const adminCustomerSummary = z.object({
  id: z.string(),
  nickname: z.string(),
  phone: z.string().nullable(),
  avatar: z.string(),
  createTime: z.number().int(),
  disabled: z.boolean(),
  orderCount: z.number().int(),
  /** Yuan (decision 002): what the member paid minus what was refunded. */
  totalSpent: z.number(),
  lastOrderTime: z.number().int().nullable(),
});
export type AdminCustomerSummary = z.infer<typeof adminCustomerSummary>;

/**
 * POST /api/admin/customer/list: `keyword` is part of a nickname, or digits of the phone (at least 4); newest
 * members first.
 */
export const adminCustomerList = {
  request: z.object({
    keyword: z.string().trim().max(50).optional(),
    disabled: z.boolean().optional(),
    ...paging,
  }),
  response: pageOf(adminCustomerSummary),
  path: '/api/admin/customer/list' as const,
};
export type AdminCustomerListRequest = z.input<typeof adminCustomerList.request>;

export const customerOrder = z.object({
  id: z.string(),
  orderNo: z.string(),
  status: orderStatus,
  payAmount: z.number(),
  refundedAmount: z.number(),
  createTime: z.number().int(),
});

export const customerAfterSale = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNo: z.string().nullable(),
  kind: afterSaleKind,
  status: afterSaleStatus,
  amount: z.number(),
  reason: z.string(),
  createTime: z.number().int(),
});

export const customerCoupon = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['fixed', 'percent']),
  amountOff: z.number(),
  percentOff: z.number(),
  minSpend: z.number(),
  /** `expired`: unused past its end. */
  state: z.enum(['unused', 'held', 'used', 'expired']),
  expiresAt: z.number().int(),
  claimTime: z.number().int(),
});

export const customerAddress = z.object({
  id: z.string(),
  recipient: z.string(),
  /** Masked, as the customer's own phone. */
  phone: z.string(),
  region: z.string(),
  detail: z.string(),
  isDefault: z.boolean(),
});

/** A staff note on a customer: read by staff only, never shown to the customer. */
export const customerNote = z.object({
  id: z.string(),
  content: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  createTime: z.number().int(),
});
export type CustomerNote = z.infer<typeof customerNote>;

/** How many recent rows of each kind the customer page shows; the counts say how many there are in all. */
export const CUSTOMER_DETAIL_RECENT = 20;

/** POST /api/admin/customer/detail/{id}: the customer page. */
export const adminCustomerDetail = {
  params: z.object({ id: recordId }),
  request: z.object({}),
  response: z.object({
    customer: adminCustomerSummary.extend({
      gender: z.enum(['unknown', 'male', 'female']),
      disabledTime: z.number().int().nullable(),
      firstOrderTime: z.number().int().nullable(),
    }),
    orders: pageOf(customerOrder),
    afterSales: pageOf(customerAfterSale),
    coupons: pageOf(customerCoupon),
    addresses: z.array(customerAddress),
    notes: z.array(customerNote),
  }),
  path: '/api/admin/customer/detail/:id' as const,
};
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetail.response>;

/** POST /api/admin/customer/note/add { id, content }: answers the new note. */
export const addCustomerNote = {
  request: z.object({ id: recordId, content: z.string().trim().min(1).max(500) }),
  response: customerNote,
  path: '/api/admin/customer/note/add' as const,
};

/**
 * POST /api/admin/customer/disable { id, disabled }: a disabled member cannot sign in or order and their sessions end
 * at once; answers the customer's row.
 */
export const setCustomerDisabled = {
  request: z.object({ id: recordId, disabled: z.boolean() }),
  response: adminCustomerSummary,
  path: '/api/admin/customer/disable' as const,
};
