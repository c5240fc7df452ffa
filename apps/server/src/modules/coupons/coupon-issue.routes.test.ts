import type {
  CouponIssuePreview,
  CouponIssueResult,
  CouponTemplateInput,
  CouponTemplateView,
} from '@ffe/shared/contracts/admin-coupons';
import { beforeAll, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { describeOnEachDatabase, type SuiteApp } from '../../../test/each-database';
import type { Member, SignedInStaff } from '../../../test/factories';
import type { Db } from '../../db/connect';
import type { UserTable } from '../../db/schema';

const DAY = 86_400_000;
const BASE = '/api/admin/coupon/template';

const template = (changes: Partial<CouponTemplateInput> = {}): CouponTemplateInput => ({
  name: '全员券 满99减10',
  kind: 'fixed',
  amountOffCents: 1000,
  minSpendCents: 9900,
  validDays: 30,
  totalQuantity: 100_000,
  perMemberLimit: 1,
  audience: 'public',
  ...changes,
});

/** Inserts `count` members in bulk, as a shop that has been open a while has them; their ids sort by number. */
async function manyMembers(db: Db, prefix: string, count: number): Promise<void> {
  const now = Date.now();
  const rows: UserTable[] = Array.from({ length: count }, (_, i) => ({
    id: `${prefix}-${String(i).padStart(6, '0')}`,
    role: 'customer',
    phone: null,
    username: null,
    password_hash: null,
    wechat_openid: null,
    nickname: `会员${i}`,
    avatar: '',
    gender: 'unknown',
    birthday: null,
    language: null,
    created_at: now,
    updated_at: now,
  }));
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto('users')
      .values(rows.slice(i, i + 1000))
      .execute();
  }
}

/** Coupons of the template per member, and in all. */
async function holdings(db: Db, templateId: string) {
  const rows = await db
    .selectFrom('coupons')
    .select(['user_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('template_id', '=', templateId)
    .groupBy('user_id')
    .execute();
  const perMember = rows.map((r) => Number(r.n));
  const claimed = (
    await db
      .selectFrom('coupon_templates')
      .select('claimed_count')
      .where('id', '=', templateId)
      .executeTakeFirstOrThrow()
  ).claimed_count;
  return { total: perMember.reduce((a, b) => a + b, 0), most: Math.max(0, ...perMember), claimed };
}

function suite(t: SuiteApp) {
  let admin: SignedInStaff;
  beforeAll(async () => {
    admin = await t.staff('admin');
  });
  const created = async (input: CouponTemplateInput) => {
    const answer = await post<CouponTemplateView>(t.app, `${BASE}/create`, input, admin);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  const issue = (id: string, target: object, idempotencyKey: string) =>
    post<CouponIssueResult>(t.app, `${BASE}/issue`, { id, target, idempotencyKey }, admin);
  const preview = async (id: string) =>
    (await post<CouponIssuePreview>(t.app, `${BASE}/issue-preview`, { id }, admin)).body.data;
  return { created, issue, preview, admin: () => admin };
}

describeOnEachDatabase('Issuing a coupon to every member', (t) => {
  const { created, issue, preview } = suite(t);
  beforeAll(() => manyMembers(t.db, 'all', 8));

  it('gives each member one, a second issue gives nobody more than the limit, and a repeated key does nothing', async () => {
    const tpl = await created(template());
    expect(await preview(tpl.id)).toEqual({ members: 8, eligible: 8, remaining: 100_000 });
    expect((await issue(tpl.id, { kind: 'all' }, 'all-first-1')).body.data).toEqual({
      issued: 8,
      atLimit: 0,
      soldOut: 0,
      repeated: false,
    });
    expect((await issue(tpl.id, { kind: 'all' }, 'all-first-1')).body.data).toEqual({
      issued: 8,
      atLimit: 0,
      soldOut: 0,
      repeated: true,
    });
    expect((await issue(tpl.id, { kind: 'all' }, 'all-second-1')).body.data).toMatchObject({ issued: 0, atLimit: 8 });
    expect(await holdings(t.db, tpl.id)).toEqual({ total: 8, most: 1, claimed: 8 });
    expect(await preview(tpl.id)).toEqual({ members: 8, eligible: 0, remaining: 99_992 });
  });

  it('stops at the total, and members claim none after it', async () => {
    const tpl = await created(template({ totalQuantity: 5 }));
    expect((await issue(tpl.id, { kind: 'all' }, 'all-total-1')).body.data).toEqual({
      issued: 5,
      atLimit: 0,
      soldOut: 3,
      repeated: false,
    });
    expect(await holdings(t.db, tpl.id)).toEqual({ total: 5, most: 1, claimed: 5 });
    const late = await t.member();
    const claim = await post(t.app, `/api/mall/coupon/claim/${tpl.id}`, {}, late);
    expect(claim.body.errCode).toBe('COUPON_SOLD_OUT');
  });

  it('gives coupons that live validDays from the issue, or the template window', async () => {
    const relative = await created(template({ validDays: 7 }));
    await issue(relative.id, { kind: 'all' }, 'all-days-1');
    const row = await t.db
      .selectFrom('coupons')
      .selectAll()
      .where('template_id', '=', relative.id)
      .executeTakeFirstOrThrow();
    expect(row.expires_at - row.starts_at).toBe(7 * DAY);
    const from = Date.now() - DAY;
    const until = Date.now() + 3 * DAY;
    const window = await created(template({ validDays: null, validFrom: from, validUntil: until }));
    await issue(window.id, { kind: 'all' }, 'all-window-1');
    const windowed = await t.db
      .selectFrom('coupons')
      .selectAll()
      .where('template_id', '=', window.id)
      .executeTakeFirstOrThrow();
    expect([windowed.starts_at, windowed.expires_at]).toEqual([from, until]);
  });
});

describeOnEachDatabase('Issuing a coupon to 10,000 members', (t) => {
  const { created, issue } = suite(t);
  beforeAll(() => manyMembers(t.db, 'bulk', 10_000), 60_000);

  it('gives all of them one in under 5 seconds, and a second issue none', async () => {
    const tpl = await created(template());
    const started = performance.now();
    const first = await issue(tpl.id, { kind: 'all' }, 'bulk-first-1');
    const took = performance.now() - started;
    expect(first.body.data).toMatchObject({ issued: 10_000, soldOut: 0 });
    expect(took).toBeLessThan(5_000);
    const again = await issue(tpl.id, { kind: 'all' }, 'bulk-second-1');
    expect(again.body.data).toMatchObject({ issued: 0, atLimit: 10_000 });
    expect(await holdings(t.db, tpl.id)).toEqual({ total: 10_000, most: 1, claimed: 10_000 });
  }, 30_000);
});

describeOnEachDatabase('Concurrent claims and issues of one template', (t) => {
  const { created, issue } = suite(t);
  let members: Member[];
  beforeAll(async () => {
    members = [];
    for (let i = 0; i < 60; i++) members.push(await t.member());
  }, 60_000);

  it('never pass the total or the per-member limit', async () => {
    const tpl = await created(template({ totalQuantity: 40, perMemberLimit: 2 }));
    const calls = [
      ...members.flatMap((m) => [1, 2, 3].map(() => post(t.app, `/api/mall/coupon/claim/${tpl.id}`, {}, m))),
      ...Array.from({ length: 10 }, (_, i) => issue(tpl.id, { kind: 'all' }, `race-all-${i}-${tpl.id}`)),
      ...members
        .slice(0, 30)
        .map((m, i) => issue(tpl.id, { kind: 'member', memberId: m.id }, `race-one-${i}-${tpl.id}`)),
    ];
    const answers = await Promise.all(calls);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const { total, most, claimed } = await holdings(t.db, tpl.id);
    expect(total).toBe(40);
    expect(claimed).toBe(40);
    expect(most).toBeLessThanOrEqual(2);
  }, 60_000);

  it('a repeated key sent many times at once issues once', async () => {
    const tpl = await created(template({ totalQuantity: 1000, perMemberLimit: 5 }));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => issue(tpl.id, { kind: 'all' }, `same-key-${tpl.id}`)),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(answers.filter((a) => !a.body.data.repeated)).toHaveLength(1);
    const { total, most } = await holdings(t.db, tpl.id);
    expect([total, most]).toEqual([60, 1]);
  }, 60_000);
});
