import type { CouponIssueResult, CouponTemplateInput, CouponTemplateView } from '@ffe/shared/contracts/admin-coupons';
import type { Coupon, CouponOffer } from '@ffe/shared/contracts/coupon';
import { beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { anOrderRow, auditOf } from '../../../test/back-office';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aCategory, aGoods, type Member, type SignedInStaff } from '../../../test/factories';
import { itGuardsWithPermission } from '../../../test/staff';

const DAY = 86_400_000;
const BASE = '/api/admin/coupon/template';

/** ¥20 off above ¥199 on anything, for the next 30 days, 100 of them, one a member, in the claim centre. */
const fixedWindow = (): CouponTemplateInput => ({
  name: '满199减20',
  kind: 'fixed',
  amountOffCents: 2000,
  minSpendCents: 19_900,
  scope: 'all',
  validFrom: Date.now() - DAY,
  validUntil: Date.now() + 30 * DAY,
  totalQuantity: 100,
  perMemberLimit: 1,
  audience: 'public',
});

describeOnEachDatabase('Coupon templates in the console', (t) => {
  let admin: SignedInStaff;
  beforeAll(async () => {
    admin = await t.staff('admin');
  });

  const call = <T>(path: string, body: object, as: { token: string } = admin) =>
    post<T>(t.app, `${BASE}/${path}`, body, as);
  const created = async (input: CouponTemplateInput) => {
    const answer = await call<CouponTemplateView>('create', input);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  const templateCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('coupon_templates')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const claim = (who: Member, id: string) => post<Coupon>(t.app, `/api/mall/coupon/claim/${id}`, {}, who);
  const mine = async (who: Member) =>
    (await post<{ list: Coupon[] }>(t.app, '/api/mall/coupon/mine', {}, who)).body.data.list;
  const centre = async (who: Member) =>
    (await post<{ list: CouponOffer[] }>(t.app, '/api/mall/coupon/centre', {}, who)).body.data.list;

  itGuardsWithPermission(t, 'marketing.manage', [
    { url: `${BASE}/create`, body: fixedWindow(), allowed: 200 },
    { url: `${BASE}/list`, allowed: 200 },
    { url: `${BASE}/detail`, body: { id: 'tpl-none' }, allowed: 404 },
    { url: `${BASE}/update`, body: { id: 'tpl-none', version: 1, name: 'x' }, allowed: 404 },
    { url: `${BASE}/end`, body: { id: 'tpl-none' }, allowed: 404 },
    {
      url: `${BASE}/issue`,
      body: { id: 'tpl-none', target: { kind: 'all' }, idempotencyKey: 'key-guard-1' },
      allowed: 404,
    },
    { url: `${BASE}/issue-preview`, body: { id: 'tpl-none' }, allowed: 404 },
  ]);

  describe('creating', () => {
    it('keeps every field of a fixed coupon with a window and audits it', async () => {
      const input = fixedWindow();
      const tpl = await created(input);
      expect(tpl).toMatchObject({
        ...input,
        maxOffCents: 0,
        percentOff: 0,
        scopeIds: [],
        validDays: null,
        state: 'active',
      });
      expect(tpl.figures).toEqual({ claimed: 0, used: 0, discountCents: 0, orders: 0 });
      const detail = await call<CouponTemplateView>('detail', { id: tpl.id });
      expect(detail.body.data).toEqual(tpl);
      const [entry] = await auditOf(t.db, tpl.id);
      expect(entry).toMatchObject({ area: 'coupons', action: 'coupon.create', actor_id: admin.id });
    });

    it('keeps a percent coupon with a cap, days after claiming, scoped to categories, hidden from the centre', async () => {
      const [roses, lilies] = [await aCategory(t.db, { name: '玫瑰' }), await aCategory(t.db, { name: '百合' })];
      const tpl = await created({
        name: '九折 最高减50',
        kind: 'percent',
        percentOff: 10,
        maxOffCents: 5000,
        minSpendCents: 0,
        scope: 'category',
        scopeIds: [roses.id, lilies.id],
        validDays: 7,
        totalQuantity: 500,
        perMemberLimit: 3,
        audience: 'hidden',
      });
      expect(tpl).toMatchObject({
        kind: 'percent',
        percentOff: 10,
        maxOffCents: 5000,
        scope: 'category',
        scopeIds: [roses.id, lilies.id],
        scopeNames: ['玫瑰', '百合'],
        validFrom: null,
        validUntil: null,
        validDays: 7,
        perMemberLimit: 3,
        audience: 'hidden',
      });
      const ann = await t.member();
      expect((await centre(ann)).some((o) => o.templateId === tpl.id)).toBe(false);
      expect((await claim(ann, tpl.id)).status).toBe(404);
    });

    it('scopes to goods that exist', async () => {
      const cat = await aCategory(t.db);
      const rose = await aGoods(t.db, { category_id: cat.id, name: '19枝红玫瑰' });
      const tpl = await created({ ...fixedWindow(), scope: 'goods', scopeIds: [rose.id] });
      expect(tpl.scopeNames).toEqual(['19枝红玫瑰']);
    });

    const bad: Array<[string, Record<string, unknown>]> = [
      ['name', { name: '' }],
      ['name', { name: 'x'.repeat(31) }],
      ['kind', { kind: 'free' }],
      ['amountOffCents', { amountOffCents: 0 }],
      ['amountOffCents', { amountOffCents: -100 }],
      ['amountOffCents', { amountOffCents: 10.5 }],
      ['amountOffCents', { amountOffCents: 30_000 }],
      ['minSpendCents', { minSpendCents: -1 }],
      ['percentOff', { kind: 'percent', amountOffCents: 0, percentOff: 0 }],
      ['percentOff', { kind: 'percent', amountOffCents: 0, percentOff: 100 }],
      ['maxOffCents', { maxOffCents: 500 }],
      ['amountOffCents', { kind: 'percent', percentOff: 10 }],
      ['scope', { scope: 'shop' }],
      ['scopeIds', { scope: 'category', scopeIds: [] }],
      ['scopeIds', { scope: 'all', scopeIds: ['cat-1'] }],
      ['scopeIds.0', { scope: 'goods', scopeIds: ['no-such-goods'] }],
      ['validFrom', { validFrom: null, validDays: null }],
      ['validUntil', { validUntil: null, validDays: null }],
      ['validUntil', { validFrom: Date.now(), validUntil: Date.now() - DAY }],
      ['validDays', { validDays: 0 }],
      ['validDays', { validDays: 400 }],
      ['totalQuantity', { totalQuantity: 0 }],
      ['totalQuantity', { totalQuantity: undefined }],
      ['perMemberLimit', { perMemberLimit: 0 }],
      ['perMemberLimit', { totalQuantity: 2, perMemberLimit: 3 }],
      ['audience', { audience: 'everyone' }],
    ];
    it.each(bad)('refuses a bad %s with a 400 naming it, and creates nothing', async (field, change) => {
      const before = await templateCount();
      const answer = await call('create', { ...fixedWindow(), ...change });
      expect(answer.status).toBe(400);
      expect(answer.body.errCode).toBe('INVALID_PARAM');
      expect(answer.body.message).toContain(`${field}:`);
      expect(await templateCount()).toBe(before);
    });

    it('names the index of the first scope id that does not exist', async () => {
      const cat = await aCategory(t.db);
      const answer = await call('create', { ...fixedWindow(), scope: 'category', scopeIds: [cat.id, 'cat-missing'] });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain('scopeIds.1:');
    });
  });

  describe('listing', () => {
    it('pages newest first with figures, and filters by state', async () => {
      const open = await created({ ...fixedWindow(), name: '列表-进行中' });
      const ended = await created({ ...fixedWindow(), name: '列表-已结束' });
      await call('end', { id: ended.id });
      const past = await created({
        ...fixedWindow(),
        name: '列表-已过期',
        validFrom: Date.now() - 10 * DAY,
        validUntil: Date.now() - DAY,
      });
      const list = async (state?: string) =>
        (await call<{ list: CouponTemplateView[]; total: number }>('list', { state, keyword: '列表-', pageSize: 50 }))
          .body.data;
      expect((await list()).list.map((x) => x.id)).toEqual([past.id, ended.id, open.id]);
      expect((await list('active')).list.map((x) => x.id)).toEqual([open.id]);
      expect((await list('ended')).list.map((x) => x.id)).toEqual([ended.id]);
      expect((await list('expired')).list.map((x) => x.id)).toEqual([past.id]);
      const page = await call<{ list: CouponTemplateView[]; total: number }>('list', { keyword: '列表-', pageSize: 2 });
      expect(page.body.data.total).toBe(3);
      expect(page.body.data.list).toHaveLength(2);
    });

    it('counts claimed, used, discount given and orders per template', async () => {
      const tpl = await created({ ...fixedWindow(), totalQuantity: 10 });
      const [ann, bob, cat] = [await t.member(), await t.member(), await t.member()];
      const annCoupon = (await claim(ann, tpl.id)).body.data;
      const bobCoupon = (await claim(bob, tpl.id)).body.data;
      await claim(cat, tpl.id);
      // Ann's coupon was held by an order she cancelled, then used on one she paid; Bob's order is still unpaid.
      await anOrderRow(t.db, { user_id: ann.id, coupon_id: annCoupon.id, status: 'cancelled', discount_amount: 2000 });
      const paid = await anOrderRow(t.db, {
        user_id: ann.id,
        coupon_id: annCoupon.id,
        status: 'paid',
        discount_amount: 2000,
      });
      await t.db
        .updateTable('coupons')
        .set({ status: 'used', order_id: paid.id, used_at: Date.now() })
        .where('id', '=', annCoupon.id)
        .execute();
      const unpaid = await anOrderRow(t.db, { user_id: bob.id, coupon_id: bobCoupon.id, discount_amount: 2000 });
      await t.db
        .updateTable('coupons')
        .set({ status: 'held', order_id: unpaid.id })
        .where('id', '=', bobCoupon.id)
        .execute();
      const detail = await call<CouponTemplateView>('detail', { id: tpl.id });
      expect(detail.body.data.figures).toEqual({ claimed: 3, used: 1, discountCents: 2000, orders: 3 });
    });
  });

  describe('updating', () => {
    it('changes every field before anything was claimed, and audits the change', async () => {
      const tpl = await created(fixedWindow());
      const answer = await call<CouponTemplateView>('update', {
        id: tpl.id,
        version: tpl.version,
        name: '九五折',
        kind: 'percent',
        amountOffCents: 0,
        percentOff: 5,
        maxOffCents: 1000,
        validFrom: null,
        validUntil: null,
        validDays: 3,
        audience: 'hidden',
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data).toMatchObject({ name: '九五折', kind: 'percent', percentOff: 5, validDays: 3 });
      const entries = await auditOf(t.db, tpl.id);
      expect(entries.map((e) => e.action)).toEqual(['coupon.create', 'coupon.update']);
      expect(JSON.parse(entries[1]?.after ?? '{}')).toMatchObject({ name: '九五折', percentOff: 5 });
    });

    it('keeps the terms once claimed, so held coupons never change, but lets name and limits change', async () => {
      const tpl = await created(fixedWindow());
      const ann = await t.member();
      expect((await claim(ann, tpl.id)).status).toBe(200);
      const locked = await call('update', {
        id: tpl.id,
        version: tpl.version,
        amountOffCents: 5000,
        minSpendCents: 5000,
      });
      expect(locked.status).toBe(409);
      expect(locked.body.errCode).toBe('COUPON_TERMS_LOCKED');
      expect(locked.body.message).toMatch(/^amountOffCents:/);
      const fine = await call<CouponTemplateView>('update', {
        id: tpl.id,
        version: tpl.version,
        name: '改名了',
        totalQuantity: 200,
        perMemberLimit: 2,
      });
      expect(fine.status).toBe(200);
      expect(fine.body.data).toMatchObject({
        name: '改名了',
        totalQuantity: 200,
        perMemberLimit: 2,
        claimedCount: 1,
        amountOffCents: 2000,
      });
      const [held] = await mine(ann);
      expect(held).toMatchObject({ amountOff: 20, minSpend: 199, state: 'unused' });
    });

    it('refuses a total below what was claimed, and bad input, changing nothing', async () => {
      const tpl = await created({ ...fixedWindow(), perMemberLimit: 1 });
      await claim(await t.member(), tpl.id);
      await claim(await t.member(), tpl.id);
      const below = await call('update', { id: tpl.id, version: tpl.version, totalQuantity: 1 });
      expect(below.status).toBe(400);
      expect(below.body.message).toContain('totalQuantity:');
      const bad = await call('update', { id: tpl.id, version: tpl.version, name: '  ' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('name:');
      const crossed = await call('update', { id: tpl.id, version: tpl.version, validUntil: 1 });
      expect(crossed.status).toBe(400);
      expect(crossed.body.message).toContain('validUntil:');
      expect((await call<CouponTemplateView>('detail', { id: tpl.id })).body.data).toMatchObject({
        name: tpl.name,
        totalQuantity: 100,
        validUntil: tpl.validUntil,
      });
      expect((await auditOf(t.db, tpl.id)).map((e) => e.action)).toEqual(['coupon.create']);
    });
  });

  describe('ending', () => {
    it('stops claims at once while held coupons keep their terms', async () => {
      const tpl = await created(fixedWindow());
      const [ann, bob] = [await t.member(), await t.member()];
      expect((await claim(ann, tpl.id)).status).toBe(200);
      const ended = await call<CouponTemplateView>('end', { id: tpl.id });
      expect(ended.body.data).toMatchObject({ state: 'ended' });
      expect(ended.body.data.endedAt).toBeGreaterThan(0);

      expect((await centre(bob)).some((o) => o.templateId === tpl.id)).toBe(false);
      const refused = await claim(bob, tpl.id);
      expect(refused.status).toBe(409);
      expect(refused.body.errCode).toBe('COUPON_ENDED');
      const issue = await call('issue', { id: tpl.id, target: { kind: 'all' }, idempotencyKey: `end-${tpl.id}` });
      expect(issue.status).toBe(409);
      expect(issue.body.errCode).toBe('COUPON_ENDED');
      expect((await call('update', { id: tpl.id, version: tpl.version, name: 'again' })).body.errCode).toBe(
        'COUPON_ENDED',
      );

      const [held] = await mine(ann);
      expect(held).toMatchObject({ templateId: tpl.id, amountOff: 20, minSpend: 199, state: 'unused' });
      // Ending twice changes nothing and is recorded once.
      expect((await call('end', { id: tpl.id })).status).toBe(200);
      expect((await auditOf(t.db, tpl.id)).map((e) => e.action)).toEqual(['coupon.create', 'coupon.end']);
    });
  });

  describe('issuing to one member', () => {
    const issue = (id: string, target: object, idempotencyKey: string) =>
      call<CouponIssueResult>('issue', { id, target, idempotencyKey });

    it('gives one coupon by phone, never past the per-member limit, and a repeated key gives nothing', async () => {
      const tpl = await created({ ...fixedWindow(), audience: 'hidden', perMemberLimit: 2 });
      const ann = await t.member();
      const byPhone = { kind: 'member', phone: ann.user.phone };
      expect((await issue(tpl.id, byPhone, `one-a-${tpl.id}`)).body.data).toEqual({
        issued: 1,
        atLimit: 0,
        soldOut: 0,
        repeated: false,
      });
      expect((await issue(tpl.id, byPhone, `one-a-${tpl.id}`)).body.data).toMatchObject({ issued: 1, repeated: true });
      expect((await issue(tpl.id, { kind: 'member', memberId: ann.id }, `one-b-${tpl.id}`)).body.data.issued).toBe(1);
      expect((await issue(tpl.id, byPhone, `one-c-${tpl.id}`)).body.data).toMatchObject({ issued: 0, atLimit: 1 });
      const held = (await mine(ann)).filter((c) => c.templateId === tpl.id);
      expect(held).toHaveLength(2);
      expect(held[0]).toMatchObject({ amountOff: 20, state: 'unused' });
      const issues = (await auditOf(t.db, tpl.id)).filter((e) => e.action === 'coupon.issue');
      expect(issues).toHaveLength(3);
    });

    it('names an unknown phone or member id with a 400 and gives nothing', async () => {
      const tpl = await created(fixedWindow());
      const phone = await issue(tpl.id, { kind: 'member', phone: '13000000000' }, `none-a-${tpl.id}`);
      expect(phone.status).toBe(400);
      expect(phone.body.message).toContain('target.phone:');
      const id = await issue(tpl.id, { kind: 'member', memberId: 'user-none' }, `none-b-${tpl.id}`);
      expect(id.body.message).toContain('target.memberId:');
      const malformed = await issue(tpl.id, { kind: 'member', phone: '123' }, `none-c-${tpl.id}`);
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toContain('target.phone');
      expect((await call('issue', { id: tpl.id, target: { kind: 'all' } })).body.message).toContain('idempotencyKey');
      expect((await call<CouponTemplateView>('detail', { id: tpl.id })).body.data.figures.claimed).toBe(0);
    });

    it('refuses staff accounts: they are not members', async () => {
      const tpl = await created(fixedWindow());
      const answer = await issue(tpl.id, { kind: 'member', memberId: admin.id }, `staff-${tpl.id}`);
      expect(answer.status).toBe(400);
    });
  });
});
