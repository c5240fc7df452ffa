import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';

/** Stable error codes every error response carries as `errCode` (DESIGN §3). */
export const errorCodes = [
  'INVALID_PARAM',
  'NOT_FOUND',
  'GOODS_NOT_FOUND',
  'RATE_LIMITED',
  'SYSTEM_ERROR',
  // Tokens: the spec's catalogue (§8).
  'TOKEN_INVALID',
  'TOKEN_INVALID_TOKEN_EXPIRED',
  'TOKEN_INVALID_WRONG_TOKEN',
  'PERMISSION_DENIED',
  // Login.
  'SMS_TOO_FREQUENT',
  'SMS_DAILY_LIMIT',
  'SMS_SEND_FAILED',
  'SMS_CODE_INVALID',
  'SMS_CODE_EXPIRED',
  'SMS_CODE_TOO_MANY_ATTEMPTS',
  'LOGIN_FAILED',
  'LOGIN_LOCKED',
  'LOGIN_TYPE_DISABLED',
  // Member centre.
  'ADDRESS_LIMIT',
  'UPLOAD_FAILED',
  'UPLOAD_TOO_LARGE',
  'UPLOAD_NOT_IMAGE',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** Token errors after which the web app sends the visitor to log in (spec §8). */
export const tokenErrorCodes: readonly ErrorCode[] = [
  'TOKEN_INVALID',
  'TOKEN_INVALID_TOKEN_EXPIRED',
  'TOKEN_INVALID_WRONG_TOKEN',
];

/** The body of every successful response: `{ code: 200, message, data }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(200), message: z.string(), data });
}

/** The body of every failed response; `code` equals the HTTP status. */
export const errorEnvelope = z.object({
  code: z.number().int(),
  errCode: z.string(),
  message: z.string(),
  data: z.null(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** Paging fields every list call takes. */
export const paging = {
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

/** The shape of every paged answer. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int() });
}
