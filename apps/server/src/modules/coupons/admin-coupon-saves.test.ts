import type { CouponTemplateView, UpdateCouponTemplateRequest } from '@ffe/shared/contracts/admin-coupons';
import { beforeAll, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aCouponTemplate, type SignedInStaff } from '../../../test/factories';

/** What the template editor sends back for a template it read: every field staff write, with its version. */
const editorSave = (
  v: CouponTemplateView,
  over: Partial<UpdateCouponTemplateRequest> = {},
): UpdateCouponTemplateRequest => ({
  id: v.id,
  version: v.version,
  name: v.name,
  nameEn: v.nameEn,
  kind: v.kind,
  amountOffCents: v.amountOffCents,
  percentOff: v.percentOff,
  maxOffCents: v.maxOffCents,
  minSpendCents: v.minSpendCents,
  scope: v.scope,
  scopeIds: v.scopeIds,
  validFrom: v.validFrom,
  validUntil: v.validUntil,
  validDays: v.validDays,
  totalQuantity: v.totalQuantity,
  perMemberLimit: v.perMemberLimit,
  audience: v.audience,
  ...over,
});

describeOnEachDatabase('console coupon template saves', (t) => {
  let ann: SignedInStaff;
  let bob: SignedInStaff;

  beforeAll(async () => {
    [ann, bob] = [await t.staff('admin'), await t.staff('admin')];
  });

  const as = <T = CouponTemplateView>(who: SignedInStaff, url: string, body: object) =>
    post<T>(t.app, `/api/admin/coupon/template/${url}`, body, who);
  const load = async (id: string) => (await as(ann, 'detail', { id })).body.data;
  const aNew = async () => (await aCouponTemplate(t.db, { name: '满100减10' })).id;

  it("refuses a save made from a version another person's save has passed, changing nothing, and takes it from the new one", async () => {
    const id = await aNew();
    const annOpened = await load(id);
    const bobOpened = await load(id);
    const more = await as(ann, 'update', editorSave(annOpened, { totalQuantity: 500 }));
    expect([more.status, more.body.data.version]).toEqual([200, annOpened.version + 1]);
    const stale = await as(bob, 'update', editorSave(bobOpened, { name: '周末满减' }));
    expect([stale.status, stale.body.errCode]).toEqual([409, 'RECORD_CHANGED']);
    expect(stale.body.message).toMatch(/^version: /);
    const now = await load(id);
    expect([now.name, now.totalQuantity, now.version]).toEqual(['满100减10', 500, annOpened.version + 1]);
    const again = await as(bob, 'update', editorSave(now, { name: '周末满减' }));
    expect([again.body.data.name, again.body.data.totalQuantity]).toEqual(['周末满减', 500]);
  });

  it('raises the version when the template is ended, and an open editor is then told it ended', async () => {
    const id = await aNew();
    const opened = await load(id);
    expect((await as(bob, 'end', { id })).body.data.version).toBe(opened.version + 1);
    const refused = await as(ann, 'update', editorSave(opened, { name: '改名' }));
    expect([refused.status, refused.body.errCode]).toEqual([409, 'COUPON_ENDED']);
  });

  it('lets exactly one of 200 saves made at once from one version through', async () => {
    const id = await aNew();
    const opened = await load(id);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        as(i % 2 ? ann : bob, 'update', editorSave(opened, { totalQuantity: 200 + i })),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.errCode === 'RECORD_CHANGED')).toHaveLength(199);
    const winner = answers.find((a) => a.status === 200)?.body.data;
    const now = await load(id);
    expect([now.version, now.totalQuantity]).toEqual([opened.version + 1, winner?.totalQuantity]);
  });
});
