import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';

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
