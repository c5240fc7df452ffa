import { z } from 'zod';
import { fieldProblem } from '../field-problems';
import { couponKind, couponScope } from './coupon';
import { ENGLISH_TEXT_LIMITS as EN, englishText } from './english-text';
import { pageOf, paging } from './envelope';
import { phone } from './member';
import { recordId } from './member-centre';
import { recordVersion } from './record-version';

/** Who may hold a template's coupons: claimed in the claim centre, issued by staff only, or given at registration. */
export const couponAudience = z.enum(['public', 'hidden', 'new_member']);
export type CouponAudience = z.infer<typeof couponAudience>;

/** A template is `active` until staff end it (`ended`) or its window closes (`expired`). */
export const couponTemplateState = z.enum(['active', 'ended', 'expired']);
export type CouponTemplateState = z.infer<typeof couponTemplateState>;

const cents = z.number().int().min(0).max(100_000_000);
const DAY_MS = 86_400_000;

/** The fields of a template as staff write them; amounts in cents, times in epoch milliseconds. */
const fieldShapes = {
  name: z.string().trim().min(1).max(30),
  /** The English name shown to English readers; null: the Chinese one (decision 028). */
  nameEn: englishText(EN.COUPON_NAME_MAX),
  kind: couponKind,
  /** Fixed: cents taken off (at least 1). */
  amountOffCents: cents,
  /** Percent: 1–99 (10 is 10% off). */
  percentOff: z.number().int().min(0).max(99),
  /** Percent: the most taken off, 0 for no cap. */
  maxOffCents: cents,
  /** The goods in scope must add up to at least this. */
  minSpendCents: cents,
  scope: couponScope,
  /** Category ids (a category covers its children) or goods ids; empty for the whole shop. */
  scopeIds: z.array(z.string().min(1).max(64)).max(200),
  /** A fixed window (validFrom and validUntil), or validDays from claiming (validFrom/validUntil then bound claiming). */
  validFrom: z.number().int().min(0).nullable(),
  validUntil: z.number().int().min(0).nullable(),
  validDays: z.number().int().min(1).max(365).nullable(),
  totalQuantity: z.number().int().min(1).max(10_000_000),
  perMemberLimit: z.number().int().min(1).max(100),
  audience: couponAudience,
};

/** A new template: what is left out takes its default (no minimum, the whole shop, one a member, public). */
const templateFields = z.object({
  ...fieldShapes,
  nameEn: fieldShapes.nameEn.default(null),
  amountOffCents: fieldShapes.amountOffCents.default(0),
  percentOff: fieldShapes.percentOff.default(0),
  maxOffCents: fieldShapes.maxOffCents.default(0),
  minSpendCents: fieldShapes.minSpendCents.default(0),
  scope: fieldShapes.scope.default('all'),
  scopeIds: fieldShapes.scopeIds.default([]),
  validFrom: fieldShapes.validFrom.default(null),
  validUntil: fieldShapes.validUntil.default(null),
  validDays: fieldShapes.validDays.default(null),
  perMemberLimit: fieldShapes.perMemberLimit.default(1),
  audience: fieldShapes.audience.default('public'),
});

/** The rules between fields, each issue at the field to correct. */
function checkTemplate(t: z.output<typeof templateFields>, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (t.kind === 'fixed') {
    if (t.amountOffCents < 1) issue('amountOffCents', fieldProblem('REQUIRED'));
    else if (t.minSpendCents > 0 && t.amountOffCents > t.minSpendCents)
      issue('amountOffCents', fieldProblem('ABOVE_MIN_SPEND'));
    if (t.percentOff !== 0) issue('percentOff', fieldProblem('NOT_ALLOWED'));
    if (t.maxOffCents !== 0) issue('maxOffCents', fieldProblem('NOT_ALLOWED'));
  } else {
    if (t.percentOff < 1) issue('percentOff', fieldProblem('OUT_OF_BOUNDS', '1..99'));
    if (t.amountOffCents !== 0) issue('amountOffCents', fieldProblem('NOT_ALLOWED'));
  }
  if (t.scope === 'all' && t.scopeIds.length > 0) issue('scopeIds', fieldProblem('NOT_ALLOWED'));
  if (t.scope !== 'all' && t.scopeIds.length === 0) issue('scopeIds', fieldProblem('REQUIRED'));
  if (new Set(t.scopeIds).size !== t.scopeIds.length) issue('scopeIds', fieldProblem('DUPLICATE'));
  if (t.validDays === null) {
    if (t.validFrom === null) issue('validFrom', fieldProblem('REQUIRED'));
    if (t.validUntil === null) issue('validUntil', fieldProblem('REQUIRED'));
  }
  if (t.validFrom !== null && t.validUntil !== null && t.validUntil <= t.validFrom)
    issue('validUntil', fieldProblem('BEFORE_START'));
  if (
    t.validUntil !== null &&
    t.validDays === null &&
    t.validFrom !== null &&
    t.validUntil - t.validFrom > 3650 * DAY_MS
  )
    issue('validUntil', fieldProblem('INVALID'));
  if (t.perMemberLimit > t.totalQuantity) issue('perMemberLimit', fieldProblem('ABOVE_TOTAL'));
}

/** A whole template, checked field by field and across fields. */
export const couponTemplateInput = templateFields.superRefine(checkTemplate);
export type CouponTemplateInput = z.input<typeof couponTemplateInput>;
export type CouponTemplateValues = z.output<typeof couponTemplateInput>;

/** A template as the console shows it, with its figures. */
export const couponTemplate = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  kind: couponKind,
  amountOffCents: z.number().int(),
  percentOff: z.number().int(),
  maxOffCents: z.number().int(),
  minSpendCents: z.number().int(),
  scope: couponScope,
  scopeIds: z.array(z.string()),
  /** The scope's category or goods names, in the order of scopeIds (a deleted one is left out). */
  scopeNames: z.array(z.string()),
  validFrom: z.number().int().nullable(),
  validUntil: z.number().int().nullable(),
  validDays: z.number().int().nullable(),
  totalQuantity: z.number().int(),
  /** Taken off the total by claims and issues; once above 0 the terms are kept as they are. */
  claimedCount: z.number().int(),
  perMemberLimit: z.number().int(),
  audience: couponAudience,
  state: couponTemplateState,
  endedAt: z.number().int().nullable(),
  createdAt: z.number().int(),
  figures: z.object({
    /** Coupons members hold or held, however they got them. */
    claimed: z.number().int(),
    /** Coupons spent on a paid order. */
    used: z.number().int(),
    /** What those paid orders were given off, in cents. */
    discountCents: z.number().int(),
    /** Orders placed with one of its coupons, in any state. */
    orders: z.number().int(),
  }),
  /** What a save sends back as `version`. */
  version: z.number().int(),
});
export type CouponTemplateView = z.infer<typeof couponTemplate>;

/** POST /api/admin/coupon/template/create */
export const createCouponTemplate = {
  request: couponTemplateInput,
  response: couponTemplate,
  path: '/api/admin/coupon/template/create' as const,
};

/** POST /api/admin/coupon/template/list: newest first. */
export const listCouponTemplates = {
  request: z.object({
    state: couponTemplateState.optional(),
    keyword: z.string().trim().max(30).optional(),
    ...paging,
  }),
  response: pageOf(couponTemplate),
  path: '/api/admin/coupon/template/list' as const,
};
export type ListCouponTemplatesRequest = z.input<typeof listCouponTemplates.request>;

/** POST /api/admin/coupon/template/detail */
export const couponTemplateDetail = {
  request: z.object({ id: recordId }),
  response: couponTemplate,
  path: '/api/admin/coupon/template/detail' as const,
};

/**
 * POST /api/admin/coupon/template/update: the fields given replace the template's. Once coupons were claimed, the
 * terms (kind, amounts, scope) stay as they are, so coupons already held never change; name, validity for new
 * claims, limits and audience may still change. `version` is the one the editor read: a stale one is refused with
 * RECORD_CHANGED and nothing changes.
 */
export const updateCouponTemplate = {
  request: z.object(fieldShapes).partial().extend({ id: recordId, version: recordVersion }),
  response: couponTemplate,
  path: '/api/admin/coupon/template/update' as const,
};
export type UpdateCouponTemplateRequest = z.input<typeof updateCouponTemplate.request>;

/** POST /api/admin/coupon/template/end: no more claims or issues; coupons already held keep their terms. */
export const endCouponTemplate = {
  request: z.object({ id: recordId }),
  response: couponTemplate,
  path: '/api/admin/coupon/template/end' as const,
};

/** Whom an issue gives a coupon: one member by phone or id, or every member. */
export const couponIssueTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('member'), phone: phone.optional(), memberId: recordId.optional() }),
  z.object({ kind: z.literal('all') }),
]);

/**
 * POST /api/admin/coupon/template/issue: one coupon to each member named who is below the per-member limit, while the
 * total lasts. A repeated idempotency key answers the first issue's result and gives nothing more.
 */
export const issueCouponTemplate = {
  request: z.object({
    id: recordId,
    target: couponIssueTarget,
    idempotencyKey: z.string().trim().min(8).max(64),
  }),
  response: z.object({
    issued: z.number().int(),
    /** Members named who already hold as many as the per-member limit allows. */
    atLimit: z.number().int(),
    /** Members named who got none because the total ran out. */
    soldOut: z.number().int(),
    /** True when this key was issued before: nothing was given this time. */
    repeated: z.boolean(),
  }),
  path: '/api/admin/coupon/template/issue' as const,
};
export type IssueCouponTemplateRequest = z.input<typeof issueCouponTemplate.request>;
export type CouponIssueResult = z.infer<typeof issueCouponTemplate.response>;

/** POST /api/admin/coupon/template/issue-preview: what issuing to every member would do now, for the confirmation. */
export const previewCouponIssue = {
  request: z.object({ id: recordId }),
  response: z.object({
    members: z.number().int(),
    /** Members below the per-member limit. */
    eligible: z.number().int(),
    /** Coupons left of the total. */
    remaining: z.number().int(),
  }),
  path: '/api/admin/coupon/template/issue-preview' as const,
};
export type CouponIssuePreview = z.infer<typeof previewCouponIssue.response>;
