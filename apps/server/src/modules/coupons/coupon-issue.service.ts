import crypto from 'node:crypto';
import type { CouponIssuePreview, CouponIssueResult, issueCouponTemplate } from '@ffe/shared/contracts/admin-coupons';
import { fieldProblem } from '@ffe/shared/field-problems';
import type { z } from 'zod';
import type { Db } from '../../db/connect';
import type { AuditActor } from '../../platform/authenticate';
import { conflict, invalidParam, notFound } from '../../platform/errors';
import type { AuditRepository } from '../platform';
import type { AdminCouponRepository, IssueAudience } from './admin-coupon.repository';
import type { CouponRepository } from './coupon.repository';
import { templateEnded, validityAt } from './coupon.service';

type IssueInput = z.output<typeof issueCouponTemplate.request>;

export interface CouponIssueDeps {
  repo: AdminCouponRepository;
  coupons: CouponRepository;
  audit: AuditRepository;
  now?: () => number;
}

/**
 * Staff giving a template's coupons to one member or to every member (issue 14). One INSERT ... SELECT gives each
 * member named below the per-member limit one coupon, while the total lasts, under the template's row lock: claims
 * take the same lock (`takeOne`) and count the member's coupons again after it, so together they never pass either
 * limit. The idempotency key is taken first: a repeated request waits for the first and answers its result.
 */
export function couponIssueService(deps: CouponIssueDeps) {
  const { repo, coupons, audit } = deps;
  const now = deps.now ?? (() => Date.now());

  /** The member the target names, or every member; an unknown phone or id is a 400 naming it. */
  async function audienceOf(target: IssueInput['target'], trx?: Db): Promise<IssueAudience> {
    if (target.kind === 'all') return {};
    if (target.phone === undefined && target.memberId === undefined) {
      throw invalidParam(`target.phone: ${fieldProblem('REQUIRED')}`);
    }
    const member = await repo.findMember({ phone: target.phone, id: target.memberId }, trx);
    if (!member) {
      throw invalidParam(
        `${target.phone !== undefined ? 'target.phone' : 'target.memberId'}: ${fieldProblem('NOT_FOUND')}`,
      );
    }
    return { memberId: member.id };
  }

  return {
    async issue(actor: AuditActor, input: IssueInput): Promise<CouponIssueResult> {
      const at = now();
      const audience = await audienceOf(input.target);
      return repo.transaction(async (trx) => {
        const found = await coupons.findTemplate(input.id, trx);
        if (!found) throw notFound('coupon template');
        const issueId = `ci${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
        const fresh = await repo.claimIssueKey(
          {
            id: issueId,
            template_id: input.id,
            idempotency_key: input.idempotencyKey,
            target: audience.memberId ?? 'all',
            actor_id: actor.id,
            issued: 0,
            at_limit: 0,
            sold_out: 0,
            created_at: at,
          },
          trx,
        );
        if (!fresh) {
          const prior = await repo.findIssue(input.idempotencyKey, trx);
          if (!prior) throw new Error('an issue key was taken but its row is missing');
          return { issued: prior.issued, atLimit: prior.at_limit, soldOut: prior.sold_out, repeated: true };
        }
        // The same order as a claim (member, then template), so the two never wait on each other in a circle.
        if (audience.memberId !== undefined) await coupons.lockMember(audience.memberId, trx);
        await repo.lockTemplate(input.id, trx);
        const template = await coupons.findTemplate(input.id, trx);
        if (!template) throw notFound('coupon template');
        if (template.ended_at !== null) throw templateEnded();
        const validity = validityAt(template, at);
        if (!validity)
          throw conflict('COUPON_NOT_CLAIMABLE', 'id: the template can not be given now (its window is closed)');
        const { members, eligible } = await repo.audienceCounts(template.id, template.per_member_limit, audience, trx);
        const issued = await repo.insertForMembers(
          {
            templateId: template.id,
            idPrefix: `${issueId}-`,
            startsAt: validity.startsAt,
            expiresAt: validity.expiresAt,
            at,
            perMemberLimit: template.per_member_limit,
            limit: template.total_quantity - template.claimed_count,
          },
          audience,
          trx,
        );
        if (issued > 0) await repo.addClaimed(template.id, issued, trx);
        const result = { issued, atLimit: members - eligible, soldOut: eligible - issued, repeated: false };
        await repo.recordIssueResult(issueId, { issued, at_limit: result.atLimit, sold_out: result.soldOut }, trx);
        await audit.record(trx, {
          actor,
          area: 'coupons',
          action: 'coupon.issue',
          record: { type: 'coupon_template', id: template.id },
          after: { target: audience.memberId ?? 'all', issued, atLimit: result.atLimit, soldOut: result.soldOut },
        });
        return result;
      });
    },

    /** What issuing to every member would give now: members, those below the limit, and what is left of the total. */
    async preview(id: string): Promise<CouponIssuePreview> {
      const template = await coupons.findTemplate(id);
      if (!template) throw notFound('coupon template');
      const { members, eligible } = await repo.audienceCounts(template.id, template.per_member_limit, {});
      return { members, eligible, remaining: Math.max(0, template.total_quantity - template.claimed_count) };
    },
  };
}

export type CouponIssueService = ReturnType<typeof couponIssueService>;
