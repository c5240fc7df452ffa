import { z } from 'zod';
import { recordVersion } from './record-version';

/**
 * Substitutions for paid orders the cooler fell short of (issue 44): the short orders with a proposal of substitutes
 * from the same substitution group at equal or higher value, the proposals sent, the customer's answer, and the shop's
 * policy at the deadline.
 */

const id = z.string().trim().min(1).max(80);

export const substitutionPolicies = ['substitute', 'next_day', 'refund'] as const;
export const substitutionPolicy = z.enum(substitutionPolicies);
export type SubstitutionPolicy = z.infer<typeof substitutionPolicy>;

export const substitutionStatuses = ['proposed', 'approved', 'moved', 'declined', 'expired', 'withdrawn'] as const;
export const substitutionStatus = z.enum(substitutionStatuses);
export type SubstitutionStatus = z.infer<typeof substitutionStatus>;

/** Bounds of the hours a customer has to answer (PRODUCT.md's cooler rules, issue 44). */
export const ANSWER_HOURS_MIN = 1;
export const ANSWER_HOURS_MAX = 72;

/** A stem as a proposal names it, in both languages. */
export const substitutionStem = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  /** Cents a unit. */
  valueCents: z.number().int(),
});
export type SubstitutionStem = z.infer<typeof substitutionStem>;

/** One stem the order is short of: the units missing on its date and the stems that could stand in. */
export const missingStem = z.object({
  stem: substitutionStem,
  /** Units the order holds of it. */
  held: z.number().int(),
  /** Units of it the cooler cannot serve on the order's date. */
  missing: z.number().int(),
  /** Same group, equal or higher value, and servable on the date in the units missing; best (cheapest) first. */
  candidates: z.array(substitutionStem),
});
export type MissingStem = z.infer<typeof missingStem>;

/** A proposal as sent: each missing stem replaced by another, unit for unit. */
export const substitutionLine = z.object({
  stem: substitutionStem,
  substitute: substitutionStem,
  units: z.number().int(),
});
export type SubstitutionLine = z.infer<typeof substitutionLine>;

export const substitution = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNo: z.string(),
  deliveryDate: z.string(),
  status: substitutionStatus,
  /** Who settled it: `customer`, the shop's `policy`, `refunded` when the policy's way could not be taken. */
  outcome: z.string().nullable(),
  lines: z.array(substitutionLine),
  deadline: z.number().int(),
  createdAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
});
export type Substitution = z.infer<typeof substitution>;

/** A paid order the cooler can no longer serve on its date. */
export const shortOrder = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  deliveryDate: z.string(),
  deliverySlot: z.string(),
  recipientName: z.string(),
  paidAt: z.number().int().nullable(),
  missing: z.array(missingStem),
  /** The proposal waiting for the customer's answer, if one was sent. */
  open: substitution.nullable(),
});
export type ShortOrder = z.infer<typeof shortOrder>;

/** POST /api/admin/cooler/substitutions/short (cooler.manage): paid orders short of stems, with their candidates. */
export const listShortOrders = {
  request: z.object({}),
  response: z.object({ list: z.array(shortOrder) }),
  path: '/api/admin/cooler/substitutions/short' as const,
};

/** POST /api/admin/cooler/substitutions/list (cooler.manage): the proposals sent, newest first. */
export const listSubstitutions = {
  request: z.object({ status: substitutionStatus.optional() }),
  response: z.object({ list: z.array(substitution) }),
  path: '/api/admin/cooler/substitutions/list' as const,
};

/**
 * POST /api/admin/cooler/substitutions/send (cooler.manage): proposes to the customer one substitute for each stem
 * the order is short of (a candidate of the short list), and sends the card in the chat. One open proposal an order.
 */
export const sendSubstitution = {
  request: z.object({
    orderId: id,
    lines: z
      .array(z.object({ stemId: id, substituteId: id }))
      .min(1)
      .max(20),
  }),
  response: substitution,
  path: '/api/admin/cooler/substitutions/send' as const,
};

export const substitutionSettings = z.object({
  policy: substitutionPolicy,
  answerHours: z.number().int(),
  version: z.number().int(),
});
export type SubstitutionSettings = z.infer<typeof substitutionSettings>;

/** POST /api/admin/cooler/substitutions/settings (cooler.manage): the policy at the deadline and the hours to answer. */
export const readSubstitutionSettings = {
  request: z.object({}),
  response: substitutionSettings,
  path: '/api/admin/cooler/substitutions/settings' as const,
};

/** POST /api/admin/cooler/substitutions/settings/update (cooler.manage): a stale `version` answers 409 RECORD_CHANGED. */
export const updateSubstitutionSettings = {
  request: z.object({
    policy: substitutionPolicy,
    answerHours: z.number().int().min(ANSWER_HOURS_MIN).max(ANSWER_HOURS_MAX),
    version: recordVersion,
  }),
  response: substitutionSettings,
  path: '/api/admin/cooler/substitutions/settings/update' as const,
};

/** A proposal as its customer reads it on the card: what it replaces, until when, and how it ended. */
export const memberSubstitution = z.object({
  id: z.string(),
  orderId: z.string(),
  status: substitutionStatus,
  outcome: z.string().nullable(),
  deadline: z.number().int(),
  /** The order's delivery date now (moved to the next day when the customer chose so). */
  deliveryDate: z.string(),
});
export type MemberSubstitution = z.infer<typeof memberSubstitution>;

const byId = z.object({ id });

/** POST /api/mall/substitution/detail/:id: the member's own order's proposal; another member's answers 404. */
export const memberSubstitutionById = {
  params: byId,
  response: memberSubstitution,
  path: '/api/mall/substitution/detail/:id' as const,
};

/** POST /api/mall/substitution/approve/:id: the customer takes the substitutes (before the deadline). */
export const approveSubstitution = {
  params: byId,
  response: memberSubstitution,
  path: '/api/mall/substitution/approve/:id' as const,
};

/** POST /api/mall/substitution/next-day/:id: the order comes the next day, same slot, with the stems it had. */
export const nextDaySubstitution = {
  params: byId,
  response: memberSubstitution,
  path: '/api/mall/substitution/next-day/:id' as const,
};
