import { z } from 'zod';
import { afterSale, afterSaleStatus } from './after-sale';
import { pageOf, paging } from './envelope';
import { feedbackType, recordId } from './member-centre';
import { replyComment } from './order';

/** The direction of a console list's sort; rows that tie are ordered by id, so pages never overlap. */
export const sortOrder = z.enum(['asc', 'desc']);

/** The member behind a request, comment or feedback, as the console shows them: the phone masked. */
export const adminCustomer = z.object({
  id: z.string().nullable(),
  nickname: z.string(),
  phone: z.string().nullable(),
});
export type AdminCustomer = z.infer<typeof adminCustomer>;

const byId = z.object({ id: recordId });

/**
 * An after-sale request in the console: the customer's masked phone, the pictures as URLs, and whether its order waits
 * made by the florist (approving it may then give the stems back to the cooler).
 */
export const adminAfterSale = afterSale.extend({ customer: adminCustomer, orderMade: z.boolean().optional() });
export type AdminAfterSale = z.infer<typeof adminAfterSale>;

/**
 * POST /api/admin/after-sale/list: `sort: 'open'` puts requested, then approved, then the rest, each newest first
 * (`order` turns the time around); keyword is an order number or the customer's phone.
 */
export const adminAfterSaleList = {
  request: z.object({
    status: afterSaleStatus.optional(),
    keyword: z.string().trim().max(32).optional(),
    sort: z.enum(['open', 'createTime', 'amount']).default('open'),
    order: sortOrder.default('desc'),
    ...paging,
  }),
  response: pageOf(adminAfterSale),
  path: '/api/admin/after-sale/list' as const,
};
export type AdminAfterSaleListRequest = z.input<typeof adminAfterSaleList.request>;

/**
 * POST /api/admin/after-sale/approve/{id} { note?, stemsReturned? }: the money goes back through the provider. An order
 * refunded before dispatch that the florist had made gives its stems back to the cooler with `stemsReturned`, else they
 * are written off as cancelled after making.
 */
export const adminApproveAfterSale = {
  params: byId,
  request: z.object({ note: z.string().trim().max(200).default(''), stemsReturned: z.boolean().default(false) }),
  response: adminAfterSale,
  path: '/api/admin/after-sale/approve/:id' as const,
};

/** POST /api/admin/after-sale/reject/{id} { reason }: the customer reads the reason on their request. */
export const adminRejectAfterSale = {
  params: byId,
  request: z.object({ reason: z.string().trim().min(1).max(200) }),
  response: adminAfterSale,
  path: '/api/admin/after-sale/reject/:id' as const,
};

/** A goods comment in the console: the real author (even when shown anonymously), the goods and the order. */
export const adminComment = z.object({
  id: z.string(),
  goodsId: z.string(),
  goodsName: z.string().nullable(),
  orderNo: z.string().nullable(),
  customer: adminCustomer,
  anonymous: z.boolean(),
  rating: z.number().int(),
  content: z.string(),
  pictures: z.array(z.string()),
  reply: z.string().nullable(),
  replyTime: z.number().int().nullable(),
  createTime: z.number().int(),
  /** When staff hid it from the shop; null: shown. */
  hiddenTime: z.number().int().nullable(),
  /** The option bought (枝数, 33枝), copied from the order line; null without specifications. */
  specName: z.string().nullable(),
  skuName: z.string().nullable(),
});
export type AdminComment = z.infer<typeof adminComment>;

/** POST /api/admin/comment/list: keyword is found in the content, the author's nickname or the goods name. */
export const adminCommentList = {
  request: z.object({
    replied: z.boolean().optional(),
    rating: z.number().int().min(1).max(5).optional(),
    hidden: z.boolean().optional(),
    keyword: z.string().trim().max(50).optional(),
    sort: z.enum(['createTime', 'rating']).default('createTime'),
    order: sortOrder.default('desc'),
    ...paging,
  }),
  response: pageOf(adminComment),
  path: '/api/admin/comment/list' as const,
};
export type AdminCommentListRequest = z.input<typeof adminCommentList.request>;

/** POST /api/admin/comment/reply/{id} { reply }: a second reply replaces the first. */
export const adminReplyComment = {
  params: byId,
  request: replyComment.request,
  response: adminComment,
  path: '/api/admin/comment/reply/:id' as const,
};

/** POST /api/admin/comment/hide/{id} { hidden }: a hidden comment leaves the shop's goods page and its figures. */
export const adminHideComment = {
  params: byId,
  request: z.object({ hidden: z.boolean() }),
  response: adminComment,
  path: '/api/admin/comment/hide/:id' as const,
};

/** A member's feedback in the console, with who marked it handled and when. */
export const adminFeedback = z.object({
  id: z.string(),
  type: feedbackType,
  rating: z.number().int(),
  content: z.string(),
  pictures: z.array(z.string()),
  contact: z.string(),
  customer: adminCustomer,
  createTime: z.number().int(),
  handled: z.boolean(),
  handledTime: z.number().int().nullable(),
  handledBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type AdminFeedback = z.infer<typeof adminFeedback>;

/** POST /api/admin/feedback/list */
export const adminFeedbackList = {
  request: z.object({
    handled: z.boolean().optional(),
    type: feedbackType.optional(),
    sort: z.enum(['createTime', 'rating']).default('createTime'),
    order: sortOrder.default('desc'),
    ...paging,
  }),
  response: pageOf(adminFeedback),
  path: '/api/admin/feedback/list' as const,
};
export type AdminFeedbackListRequest = z.input<typeof adminFeedbackList.request>;

/** POST /api/admin/feedback/handle/{id} { handled }: marks it handled, or open again. */
export const adminHandleFeedback = {
  params: byId,
  request: z.object({ handled: z.boolean() }),
  response: adminFeedback,
  path: '/api/admin/feedback/handle/:id' as const,
};
