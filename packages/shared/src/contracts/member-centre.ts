import { z } from 'zod';
import { FEEDBACK_MAX_PICTURES, FILE_LIST_MAX } from '../constants';
import { CLOUD_FILE_MESSAGES } from '../domain/cloud-files';
import { INVOICE_TITLE_LENGTH, TAX_NUMBER_PATTERN } from '../domain/invoice-title';
import { fieldProblem } from '../field-problems';
import { goodsSummary } from './catalogue';
import { pageOf, paging } from './envelope';
import { phone } from './member';

/** An id of one of the member's own records, as it appears in paths and bodies. */
export const recordId = z.string().min(1).max(64);

export const addressInput = z.object({
  recipient: z.string().trim().min(2).max(20),
  phone,
  province: z.string().trim().min(1).max(30),
  city: z.string().trim().min(1).max(30),
  district: z.string().trim().min(1).max(30),
  detail: z.string().trim().min(2).max(120),
  tag: z.string().trim().max(10).default(''),
  isDefault: z.boolean().default(false),
});
export type AddressInput = z.input<typeof addressInput>;

export const address = addressInput.extend({ id: z.string(), tag: z.string(), isDefault: z.boolean() });
export type Address = z.infer<typeof address>;

/** POST /api/member/address/list, /add, /update, /remove, /setDefault */
export const addressList = {
  request: z.object({}),
  response: z.object({ list: z.array(address) }),
  path: '/api/member/address/list' as const,
};
export const addressAdd = { request: addressInput, response: address, path: '/api/member/address/add' as const };
export const addressUpdate = {
  request: addressInput.extend({ id: recordId }),
  response: address,
  path: '/api/member/address/update' as const,
};
export const addressById = {
  request: z.object({ id: recordId }),
  response: address,
  path: '/api/member/address/setDefault' as const,
};
export const addressRemove = {
  request: z.object({ id: recordId }),
  response: z.null(),
  path: '/api/member/address/remove' as const,
};

/** POST /api/mall/goodsInfo/collect/search (empty body, PRODUCT.md#shop-calls) */
export const favouriteList = {
  request: z.object({}),
  response: pageOf(goodsSummary),
  path: '/api/mall/goodsInfo/collect/search' as const,
};
/** POST /api/mall/goodsInfo/collect/add/{id} and /remove/{id} */
export const favouriteChange = {
  params: z.object({ id: z.string().min(1).max(64) }),
  response: z.object({ favourite: z.boolean() }),
};
export const addFavourite = { ...favouriteChange, path: '/api/mall/goodsInfo/collect/add/:id' as const };
export const removeFavourite = { ...favouriteChange, path: '/api/mall/goodsInfo/collect/remove/:id' as const };
/** POST /api/mall/goodsInfo/collect/check/{id}: whether the heart is red. */
export const favouriteCheck = { ...favouriteChange, path: '/api/mall/goodsInfo/collect/check/:id' as const };

export const historyEntry = z.object({ id: z.string(), viewedAt: z.number().int(), goods: goodsSummary });
export type HistoryEntry = z.infer<typeof historyEntry>;
/** POST /api/member/history/list, /remove { ids }, /clear */
export const historyList = {
  request: z.object({ ...paging }),
  response: pageOf(historyEntry),
  path: '/api/member/history/list' as const,
};
export const historyRemove = {
  request: z.object({ ids: z.array(recordId).min(1).max(100) }),
  response: z.null(),
  path: '/api/member/history/remove' as const,
};
export const historyClear = { request: z.object({}), response: z.null(), path: '/api/member/history/clear' as const };

export const feedbackType = z.enum(['suggestion', 'problem', 'delivery', 'quality', 'other']);
/** POST /api/member/feedback/add */
export const feedbackAdd = {
  request: z.object({
    type: feedbackType,
    rating: z.number().int().min(1).max(5),
    content: z.string().trim().min(5).max(500),
    pictures: z.array(z.string().min(1).max(500)).max(FEEDBACK_MAX_PICTURES).default([]),
    contact: z.string().trim().max(50).default(''),
  }),
  response: z.object({ id: z.string() }),
  path: '/api/member/feedback/add' as const,
};

export const invoiceKind = z.enum(['personal', 'company']);
export const invoiceInput = z
  .object({
    kind: invoiceKind,
    title: z.string().trim().min(INVOICE_TITLE_LENGTH.min).max(INVOICE_TITLE_LENGTH.max),
    taxNumber: z.string().trim().regex(TAX_NUMBER_PATTERN, 'must be 15–20 capital letters and digits').optional(),
  })
  .refine((i) => i.kind === 'personal' || i.taxNumber !== undefined, {
    message: 'a company invoice needs a tax number',
    path: ['taxNumber'],
  });
export type InvoiceInput = z.input<typeof invoiceInput>;
export const invoiceTitle = z.object({
  id: z.string(),
  kind: invoiceKind,
  title: z.string(),
  taxNumber: z.string().nullable(),
});
export type InvoiceTitle = z.infer<typeof invoiceTitle>;
/** POST /api/member/invoice/list, /add, /update, /remove */
export const invoiceList = {
  request: z.object({}),
  response: z.object({ list: z.array(invoiceTitle) }),
  path: '/api/member/invoice/list' as const,
};
export const invoiceAdd = { request: invoiceInput, response: invoiceTitle, path: '/api/member/invoice/add' as const };
export const invoiceUpdate = {
  request: z.intersection(invoiceInput, z.object({ id: recordId })),
  response: invoiceTitle,
  path: '/api/member/invoice/update' as const,
};
export const invoiceRemove = {
  request: z.object({ id: recordId }),
  response: z.null(),
  path: '/api/member/invoice/remove' as const,
};

/** POST /api/member/upload: the temp-file fields (PRODUCT.md#uploads). */
export const uploadResult = z.object({
  name: z.string(),
  path: z.string(),
  size: z.number().int(),
  type: z.string(),
  fileType: z.string(),
  cloudPath: z.string(),
  url: z.string(),
  errMsg: z.string(),
});
export type UploadResult = z.infer<typeof uploadResult>;

/** An upload's reference (its url, path or cloudPath) in a fileList. */
const fileId = z
  .string({ error: CLOUD_FILE_MESSAGES.fileIdInvalid })
  .trim()
  .min(1, CLOUD_FILE_MESSAGES.fileIdInvalid)
  .max(1000, CLOUD_FILE_MESSAGES.fileIdInvalid);

/** A fileList (PRODUCT.md#uploads): a non-empty array of file ids, at most 50. */
export const fileList = z
  .array(fileId, { error: CLOUD_FILE_MESSAGES.fileListEmpty })
  .min(1, CLOUD_FILE_MESSAGES.fileListEmpty)
  .max(FILE_LIST_MAX, fieldProblem('TOO_MANY', FILE_LIST_MAX));

/**
 * POST /api/member/upload/delete (batchDeleteFile, PRODUCT.md#shop-calls): deletes those of the member's uploads that
 * nothing uses any more (a picture taken out of a draft); one still used (`IN_USE`) is kept.
 */
export const uploadDelete = {
  request: z.object({ fileList }),
  response: z.object({
    fileList: z.array(z.object({ fileID: z.string(), code: z.enum(['SUCCESS', 'IN_USE']) })),
  }),
  path: '/api/member/upload/delete' as const,
};
export type UploadDeleteResult = z.infer<typeof uploadDelete.response>;
