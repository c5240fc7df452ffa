import { z } from 'zod';
import { isCalendarDay, occasionKinds } from '../domain/occasions';
import { recordId } from './member-centre';

export const occasionKind = z.enum(occasionKinds);

/** A date the member keeps (issue 16): repeats every year on its month and day. */
export const reminderInput = z
  .object({
    kind: occasionKind,
    name: z.string().trim().min(1).max(30),
    month: z.number().int().min(1).max(12),
    day: z.number().int().min(1).max(31),
    note: z.string().trim().max(200).default(''),
  })
  .refine((r) => isCalendarDay(r.month, r.day), { message: 'no such day in that month', path: ['day'] });

export const reminder = z.object({
  id: z.string(),
  kind: occasionKind,
  name: z.string(),
  month: z.number().int(),
  day: z.number().int(),
  note: z.string(),
  /** The next time it comes (YYYY-MM-DD, the shop's day) and the days until then; 0 is today. */
  nextDate: z.string(),
  daysLeft: z.number().int(),
  /** The shop's goods for it. */
  goodsUrl: z.string(),
});
export type Reminder = z.infer<typeof reminder>;
export type ReminderInput = z.input<typeof reminderInput>;

/** POST /api/member/reminder/list, /add, /update, /remove: soonest first. */
export const reminderList = {
  request: z.object({}),
  response: z.object({ list: z.array(reminder) }),
  path: '/api/member/reminder/list' as const,
};
export const reminderAdd = { request: reminderInput, response: reminder, path: '/api/member/reminder/add' as const };
export const reminderUpdate = {
  request: z.intersection(reminderInput, z.object({ id: recordId })),
  response: reminder,
  path: '/api/member/reminder/update' as const,
};
export const reminderRemove = {
  request: z.object({ id: recordId }),
  response: z.null(),
  path: '/api/member/reminder/remove' as const,
};

/** The goods or one of its options (sku) a back-in-stock request names. */
const stockTarget = z.object({ goodsId: recordId, skuId: recordId.optional() });
export const stockAlertState = z.object({ subscribed: z.boolean() });
/** POST /api/mall/stock-alert/check and /toggle: 到货通知. */
export const stockAlertCheck = {
  request: stockTarget,
  response: stockAlertState,
  path: '/api/mall/stock-alert/check' as const,
};
export const stockAlertToggle = {
  request: stockTarget,
  response: stockAlertState,
  path: '/api/mall/stock-alert/toggle' as const,
};

/**
 * POST /api/mall/delivery/promise (issue 16): when an order placed now can arrive. `sameDay` with `orderBy`, the instant
 * same-day orders stop; else `firstDate`, the first date that can still be booked (null when none can). `area` is
 * the member's default address against the delivery zones (null for a visitor or a member without one).
 */
export const deliveryPromise = {
  request: z.object({}),
  response: z.object({
    now: z.number().int(),
    sameDay: z.boolean(),
    cutoff: z.string(),
    orderBy: z.number().int().nullable(),
    firstDate: z.string().nullable(),
    area: z.object({ district: z.string(), served: z.boolean() }).nullable(),
  }),
  path: '/api/mall/delivery/promise' as const,
};
export type DeliveryPromise = z.infer<typeof deliveryPromise.response>;
