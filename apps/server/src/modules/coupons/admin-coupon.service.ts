import crypto from 'node:crypto';
import {
  type CouponTemplateValues,
  type CouponTemplateView,
  couponTemplateInput,
  type listCouponTemplates,
  type updateCouponTemplate,
} from '@ffe/shared/contracts/admin-coupons';
import type { z } from 'zod';
import type { Db } from '../../db/connect';
import type { CouponTemplateTable } from '../../db/schema';
import type { AuditActor } from '../../platform/authenticate';
import { conflict, invalidParam, notFound, staleRecord } from '../../platform/errors';
import { refusal } from '../../platform/field-problems';
import type { AuditRepository } from '../platform';
import { columnsOf, TERM_FIELDS, toTemplateView, valuesOf } from './admin-coupon.mapper';
import type { AdminCouponRepository } from './admin-coupon.repository';
import { scopeIdsOf } from './coupon.mapper';
import type { CouponRepository } from './coupon.repository';

type ListQuery = z.output<typeof listCouponTemplates.request>;
type UpdateInput = z.output<typeof updateCouponTemplate.request>;

export interface AdminCouponDeps {
  repo: AdminCouponRepository;
  coupons: CouponRepository;
  audit: AuditRepository;
  now?: () => number;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The whole template checked together (an update's fields merged over the stored ones), refused with the field named. */
function checked(values: unknown): CouponTemplateValues {
  const parsed = couponTemplateInput.safeParse(values);
  if (parsed.success) return parsed.data;
  throw refusal(parsed.error.issues);
}

/** The fields whose value differs, with before and after, for the audit entry. */
function changesBetween(before: CouponTemplateValues, after: CouponTemplateValues) {
  const fields = (Object.keys(after) as (keyof CouponTemplateValues)[]).filter((f) => !sameValue(before[f], after[f]));
  return {
    fields,
    before: Object.fromEntries(fields.map((f) => [f, before[f]])),
    after: Object.fromEntries(fields.map((f) => [f, after[f]])),
  };
}

/**
 * Coupon templates in the console (issue 14, `marketing.manage`): create, list with figures, edit and end. Each write
 * and its audit entry commit together. Once a template's coupons were claimed its terms are kept, so a held coupon
 * (which reads its terms from the template) never changes; ending it stops claims and issues, never held coupons.
 */
export function adminCouponService(deps: AdminCouponDeps) {
  const { repo, coupons, audit } = deps;
  const now = deps.now ?? (() => Date.now());

  /** Every scope id must name a category or goods that exists: the first that does not is named by its index. */
  async function checkScopeIds(values: CouponTemplateValues, trx: Db) {
    if (values.scope === 'all') return;
    const found =
      values.scope === 'category'
        ? await repo.categoryIdsAmong(values.scopeIds, trx)
        : await repo.goodsIdsAmong(values.scopeIds, trx);
    const missing = values.scopeIds.findIndex((id) => !found.has(id));
    if (missing >= 0) {
      throw invalidParam(`scopeIds.${missing}: no ${values.scope} ${values.scopeIds[missing]}`);
    }
  }

  /** Views of these rows: the scope names in two queries and the figures in one, for the whole page. */
  async function viewsOf(rows: CouponTemplateTable[], trx?: Db): Promise<CouponTemplateView[]> {
    const at = now();
    const idsIn = (scope: 'category' | 'goods') => [
      ...new Set(rows.filter((r) => r.scope === scope).flatMap((r) => scopeIdsOf(r))),
    ];
    const [categories, goods, figures] = await Promise.all([
      coupons.categoryNames(idsIn('category'), trx),
      coupons.goodsNames(idsIn('goods'), trx),
      repo.figures(
        rows.map((r) => r.id),
        trx,
      ),
    ]);
    return rows.map((row) => {
      const names = row.scope === 'category' ? categories : goods;
      const scopeNames = scopeIdsOf(row).flatMap((id) => names.get(id)?.name ?? []);
      return toTemplateView(row, scopeNames, figures.get(row.id), at);
    });
  }

  async function viewOf(id: string, trx?: Db): Promise<CouponTemplateView> {
    const row = await coupons.findTemplate(id, trx);
    if (!row) throw notFound('coupon template');
    const [view] = await viewsOf([row], trx);
    if (!view) throw notFound('coupon template');
    return view;
  }

  return {
    async create(actor: AuditActor, values: CouponTemplateValues): Promise<CouponTemplateView> {
      const at = now();
      const id = `tpl-${crypto.randomUUID()}`;
      return repo.transaction(async (trx) => {
        await checkScopeIds(values, trx);
        await repo.insertTemplate(
          { id, ...columnsOf(values), claimed_count: 0, sort: 0, created_at: at, ended_at: null, updated_at: at },
          trx,
        );
        await audit.record(trx, {
          actor,
          area: 'coupons',
          action: 'coupon.create',
          record: { type: 'coupon_template', id },
          after: values,
        });
        return viewOf(id, trx);
      });
    },

    async list(query: ListQuery): Promise<{ list: CouponTemplateView[]; total: number }> {
      const { rows, total } = await repo.page(query, now(), query.page, query.pageSize);
      return { list: await viewsOf(rows), total };
    },

    detail: (id: string) => viewOf(id),

    /**
     * Replaces the fields given. Refused once ended (409 COUPON_ENDED), when another save raised the version since the
     * editor read it (409 RECORD_CHANGED) and, once coupons were claimed, when a term changes (409 COUPON_TERMS_LOCKED
     * naming it) or the total falls below what was claimed (400 totalQuantity).
     */
    async update(actor: AuditActor, input: UpdateInput): Promise<CouponTemplateView> {
      const { id, version, ...fields } = input;
      const at = now();
      return repo.transaction(async (trx) => {
        const row = await coupons.findTemplate(id, trx);
        if (!row) throw notFound('coupon template');
        if (row.ended_at !== null) throw conflict('COUPON_ENDED', 'id: this template has ended; create a new one');
        if (version !== (row.version ?? 1)) throw staleRecord('coupon template', version, row.version ?? 1);
        const before = valuesOf(row);
        const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
        const after = checked({ ...before, ...given });
        const lockedTerm = TERM_FIELDS.find((f) => !sameValue(before[f], after[f]));
        if (lockedTerm && row.claimed_count > 0) {
          throw conflict(
            'COUPON_TERMS_LOCKED',
            `${lockedTerm}: ${row.claimed_count} coupons are held with these terms; end this template and create a new one`,
          );
        }
        if (after.totalQuantity < row.claimed_count) {
          throw invalidParam(`totalQuantity: ${row.claimed_count} are already claimed`);
        }
        await checkScopeIds(after, trx);
        const changes = changesBetween(before, after);
        if (changes.fields.length === 0) return viewOf(id, trx);
        const updated = await repo.updateTemplate(
          id,
          { ...columnsOf(after), updated_at: at },
          { version, termsChange: lockedTerm !== undefined, totalQuantity: after.totalQuantity },
          trx,
        );
        if (!updated) {
          // A save, a claim or an end between the read and the write: a save is told as one.
          const current = await coupons.findTemplate(id, trx);
          if (current && current.ended_at === null && (current.version ?? 1) !== version) {
            throw staleRecord('coupon template', version, current.version ?? 1);
          }
          throw conflict('COUPON_TERMS_LOCKED', 'id: the template changed meanwhile; reload it');
        }
        await audit.record(trx, {
          actor,
          area: 'coupons',
          action: 'coupon.update',
          record: { type: 'coupon_template', id },
          before: changes.before,
          after: changes.after,
        });
        return viewOf(id, trx);
      });
    },

    /** Stops claims and issues at once; ending an ended template changes nothing and is not audited again. */
    async end(actor: AuditActor, id: string): Promise<CouponTemplateView> {
      const at = now();
      return repo.transaction(async (trx) => {
        const row = await coupons.findTemplate(id, trx);
        if (!row) throw notFound('coupon template');
        if (await repo.endTemplate(id, at, trx)) {
          await audit.record(trx, {
            actor,
            area: 'coupons',
            action: 'coupon.end',
            record: { type: 'coupon_template', id },
            before: { endedAt: null },
            after: { endedAt: at },
          });
        }
        return viewOf(id, trx);
      });
    },
  };
}

export type AdminCouponService = ReturnType<typeof adminCouponService>;
