import type { Coupon, CouponOffer, MyCouponsRequest } from '@ffe/shared/contracts/coupon';
import type { LoginResult } from '@ffe/shared/contracts/member';
import { beforeAll, describe, expect, it } from 'vitest';
import { itAsksVisitorsToLogIn, post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aCategory, aCouponTemplate, aGoods, type Member, smsSendsLongAgo, tick } from '../../../test/factories';
import type { CouponTemplateTable } from '../../db/schema';
import { couponRepository } from './coupon.repository';
import { couponService } from './coupon.service';

const DAY = 86_400_000;

describeOnEachDatabase('coupons', (t) => {
  // The suite's one new-member template: registration gives every such template, so tests must not add more.
  let welcome: CouponTemplateTable;
  beforeAll(async () => {
    welcome = await aCouponTemplate(t.db, {
      name: '新人专享 满99减20',
      audience: 'new_member',
      amount_off: 2000,
      min_spend: 9900,
      valid_from: null,
      valid_until: null,
      valid_days: 30,
      total_quantity: 1000,
    });
  });

  const service = () => couponService(couponRepository(t.db));
  const claim = (who: Member, templateId: string) =>
    post<Coupon>(t.app, `/api/mall/coupon/claim/${templateId}`, {}, who);
  const claimed = async (who: Member, templateId: string) => {
    const { status, body } = await claim(who, templateId);
    expect(status).toBe(200);
    await tick();
    return body.data;
  };
  const mine = async (who: Pick<Member, 'token'>, request: MyCouponsRequest = {}) => {
    const { status, body } = await post<{ list: Coupon[]; total: number }>(
      t.app,
      '/api/mall/coupon/mine',
      request,
      who,
    );
    expect(status).toBe(200);
    return body.data;
  };
  const centre = async (who: Member) => {
    const { status, body } = await post<{ list: CouponOffer[] }>(t.app, '/api/mall/coupon/centre', {}, who);
    expect(status).toBe(200);
    return body.data.list;
  };
  const offerOf = async (who: Member, templateId: string) =>
    (await centre(who)).find((offer) => offer.templateId === templateId);
  const couponRowsOf = (who: Member) =>
    t.db.selectFrom('coupons').selectAll().where('user_id', '=', who.id).orderBy('claimed_at').execute();
  const claimedCount = async (templateId: string) =>
    (
      await t.db
        .selectFrom('coupon_templates')
        .select('claimed_count')
        .where('id', '=', templateId)
        .executeTakeFirstOrThrow()
    ).claimed_count;
  const setCoupon = (
    id: string,
    changes: Partial<{
      status: 'unused' | 'held' | 'used';
      order_id: string | null;
      expires_at: number;
      used_at: number;
    }>,
  ) => t.db.updateTable('coupons').set(changes).where('id', '=', id).execute();

  itAsksVisitorsToLogIn(t, '/api/mall/coupon/', ['mine', 'centre', ['claim/tpl-anything', {}]]);

  describe('the claim centre', () => {
    it('offers public coupons in yuan with what is left and what the member has claimed', async () => {
      const ann = await t.member();
      const tpl = await aCouponTemplate(t.db, {
        name: '满199减30',
        amount_off: 3000,
        min_spend: 19900,
        total_quantity: 50,
        claimed_count: 8,
        per_member_limit: 2,
      });
      const percent = await aCouponTemplate(t.db, {
        name: '全场9折 最高减50',
        kind: 'percent',
        amount_off: 0,
        percent_off: 10,
        max_off: 5000,
        min_spend: 0,
        valid_from: null,
        valid_until: null,
        valid_days: 7,
      });
      expect(await offerOf(ann, tpl.id)).toEqual({
        templateId: tpl.id,
        name: '满199减30',
        kind: 'fixed',
        amountOff: 30,
        percentOff: 0,
        maxOff: 0,
        minSpend: 199,
        scope: 'all',
        scopeNames: [],
        validFrom: tpl.valid_from,
        validUntil: tpl.valid_until,
        validDays: null,
        remaining: 42,
        claimedByMe: 0,
        perMemberLimit: 2,
        unclaimableReason: null,
      });
      expect(await offerOf(ann, percent.id)).toMatchObject({
        kind: 'percent',
        percentOff: 10,
        maxOff: 50,
        minSpend: 0,
        validFrom: null,
        validUntil: null,
        validDays: 7,
        unclaimableReason: null,
      });
    });

    it('lists the shop order (sort), and leaves out new-member, ended and not-yet-open relative coupons', async () => {
      const ann = await t.member();
      const later = await aCouponTemplate(t.db, { sort: 100_002 });
      const first = await aCouponTemplate(t.db, { sort: 100_001 });
      const ended = await aCouponTemplate(t.db, { valid_from: Date.now() - 10 * DAY, valid_until: Date.now() - 1 });
      const notYetOpen = await aCouponTemplate(t.db, {
        valid_from: Date.now() + DAY,
        valid_until: null,
        valid_days: 7,
      });
      // A fixed window can be claimed ahead of its start: next week's coupon picked up today.
      const upcoming = await aCouponTemplate(t.db, {
        sort: 100_003,
        valid_from: Date.now() + 7 * DAY,
        valid_until: Date.now() + 14 * DAY,
      });
      const ids = (await centre(ann)).map((o) => o.templateId);
      expect(ids).not.toContain(welcome.id);
      expect(ids).not.toContain(ended.id);
      expect(ids).not.toContain(notYetOpen.id);
      expect(ids.filter((id) => [first.id, later.id, upcoming.id].includes(id))).toEqual([
        first.id,
        later.id,
        upcoming.id,
      ]);
    });

    it('says why a coupon cannot be claimed: the member has enough, or none are left', async () => {
      const [ann, bob] = [await t.member(), await t.member()];
      const single = await aCouponTemplate(t.db, { total_quantity: 5 });
      const soldOut = await aCouponTemplate(t.db, { total_quantity: 3, claimed_count: 3 });
      await claimed(ann, single.id);
      expect(await offerOf(ann, single.id)).toMatchObject({
        remaining: 4,
        claimedByMe: 1,
        unclaimableReason: 'limitReached',
      });
      expect(await offerOf(bob, single.id)).toMatchObject({ remaining: 4, claimedByMe: 0, unclaimableReason: null });
      expect(await offerOf(bob, soldOut.id)).toMatchObject({ remaining: 0, unclaimableReason: 'soldOut' });
    });

    it('names what a category or goods coupon covers', async () => {
      const ann = await t.member();
      const love = await aCategory(t.db, { name: '爱情鲜花' });
      const roses = await aCategory(t.db, { name: '玫瑰花束', parent_id: love.id });
      const bouquet = await aGoods(t.db, { category_id: roses.id, name: '11枝红玫瑰花束·一心一意' });
      const basket = await aGoods(t.db, { category_id: roses.id, name: '开业花篮·生意兴隆' });
      const byCategory = await aCouponTemplate(t.db, {
        scope: 'category',
        scope_ids: JSON.stringify([love.id, roses.id, 'cat-gone']),
      });
      const byGoods = await aCouponTemplate(t.db, {
        scope: 'goods',
        scope_ids: JSON.stringify([basket.id, bouquet.id]),
      });
      expect(await offerOf(ann, byCategory.id)).toMatchObject({
        scope: 'category',
        scopeNames: ['爱情鲜花', '玫瑰花束'],
      });
      expect(await offerOf(ann, byGoods.id)).toMatchObject({
        scope: 'goods',
        scopeNames: ['开业花篮·生意兴隆', '11枝红玫瑰花束·一心一意'],
      });
      expect(await claimed(ann, byGoods.id)).toMatchObject({
        scopeNames: ['开业花篮·生意兴隆', '11枝红玫瑰花束·一心一意'],
      });
    });
  });

  describe('claiming', () => {
    it('gives the member a coupon for the template window, and takes one off the total', async () => {
      const ann = await t.member();
      const tpl = await aCouponTemplate(t.db, { name: '满100减10', total_quantity: 10 });
      const coupon = await claimed(ann, tpl.id);
      expect(coupon).toEqual({
        id: expect.any(String),
        templateId: tpl.id,
        name: '满100减10',
        kind: 'fixed',
        amountOff: 10,
        percentOff: 0,
        maxOff: 0,
        minSpend: 100,
        scope: 'all',
        scopeNames: [],
        startsAt: tpl.valid_from,
        expiresAt: tpl.valid_until,
        state: 'unused',
        orderId: null,
      });
      expect(await claimedCount(tpl.id)).toBe(1);
      expect((await mine(ann)).list).toEqual([coupon]);
    });

    it('starts a relative coupon at claiming and ends it valid_days later', async () => {
      const ann = await t.member();
      const tpl = await aCouponTemplate(t.db, { valid_from: null, valid_until: null, valid_days: 7 });
      const before = Date.now();
      const coupon = await claimed(ann, tpl.id);
      expect(coupon.startsAt).toBeGreaterThanOrEqual(before);
      expect(coupon.startsAt).toBeLessThanOrEqual(Date.now());
      expect(coupon.expiresAt - coupon.startsAt).toBe(7 * DAY);
    });

    it('lets a member claim a fixed-window coupon before it starts; it waits in the unused tab', async () => {
      const ann = await t.member();
      const from = Date.now() + 2 * DAY;
      const tpl = await aCouponTemplate(t.db, { valid_from: from, valid_until: from + 5 * DAY });
      const coupon = await claimed(ann, tpl.id);
      expect(coupon).toMatchObject({ startsAt: from, expiresAt: from + 5 * DAY, state: 'unused' });
      expect((await mine(ann)).list.map((c) => c.id)).toEqual([coupon.id]);
    });

    it('refuses a claim once none are left with COUPON_SOLD_OUT, giving nothing', async () => {
      const [ann, bob] = [await t.member(), await t.member()];
      const tpl = await aCouponTemplate(t.db, { total_quantity: 1 });
      await claimed(bob, tpl.id);
      const { status, body } = await claim(ann, tpl.id);
      expect(status).toBe(409);
      expect(body).toMatchObject({ code: 409, errCode: 'COUPON_SOLD_OUT', data: null });
      expect(await couponRowsOf(ann)).toEqual([]);
      expect(await claimedCount(tpl.id)).toBe(1);
    });

    it("refuses a claim past the member's limit with COUPON_LIMIT_REACHED, and leaves the total alone", async () => {
      const ann = await t.member();
      const tpl = await aCouponTemplate(t.db, { per_member_limit: 2 });
      await claimed(ann, tpl.id);
      const second = await claimed(ann, tpl.id);
      // Used coupons still count: the limit is on claims, not on what the member holds now.
      await setCoupon(second.id, { status: 'used', used_at: Date.now() });
      const { status, body } = await claim(ann, tpl.id);
      expect(status).toBe(409);
      expect(body).toMatchObject({ code: 409, errCode: 'COUPON_LIMIT_REACHED' });
      expect(await couponRowsOf(ann)).toHaveLength(2);
      expect(await claimedCount(tpl.id)).toBe(2);
    });

    it('refuses an ended window, and a relative coupon whose claiming has not begun, with COUPON_NOT_CLAIMABLE', async () => {
      const ann = await t.member();
      const ended = await aCouponTemplate(t.db, { valid_from: Date.now() - 10 * DAY, valid_until: Date.now() - 1 });
      const notYet = await aCouponTemplate(t.db, { valid_from: Date.now() + DAY, valid_until: null, valid_days: 3 });
      for (const tpl of [ended, notYet]) {
        const { status, body } = await claim(ann, tpl.id);
        expect(status).toBe(409);
        expect(body).toMatchObject({ code: 409, errCode: 'COUPON_NOT_CLAIMABLE' });
        expect(await claimedCount(tpl.id)).toBe(0);
      }
      expect(await couponRowsOf(ann)).toEqual([]);
    });

    it('answers 404 for an unknown template and for one that is not public', async () => {
      const ann = await t.member();
      for (const id of ['tpl-no-such-thing', welcome.id]) {
        const { status, body } = await claim(ann, id);
        expect(status).toBe(404);
        expect(body).toMatchObject({ code: 404, errCode: 'NOT_FOUND' });
      }
      expect(await couponRowsOf(ann)).toEqual([]);
    });

    it('gives exactly the last 5 to 30 members claiming at once', async () => {
      const tpl = await aCouponTemplate(t.db, { total_quantity: 100, claimed_count: 95 });
      const members = await Promise.all(Array.from({ length: 30 }, () => t.member()));
      const answers = await Promise.all(members.map((m) => claim(m, tpl.id)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
      expect(answers.filter((a) => a.status === 409 && a.body.errCode === 'COUPON_SOLD_OUT')).toHaveLength(25);
      expect(await claimedCount(tpl.id)).toBe(100);
      const rows = await t.db.selectFrom('coupons').select('user_id').where('template_id', '=', tpl.id).execute();
      expect(rows).toHaveLength(5);
      expect(new Set(rows.map((r) => r.user_id)).size).toBe(5);
    });

    it('gives a member with a limit of 1 exactly one coupon when they claim 10 times at once', async () => {
      const ann = await t.member();
      const tpl = await aCouponTemplate(t.db, { per_member_limit: 1 });
      const answers = await Promise.all(Array.from({ length: 10 }, () => claim(ann, tpl.id)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409 && a.body.errCode === 'COUPON_LIMIT_REACHED')).toHaveLength(9);
      expect(await couponRowsOf(ann)).toHaveLength(1);
      expect(await claimedCount(tpl.id)).toBe(1);
    });

    it('refuses a bad template id with 400', async () => {
      const ann = await t.member();
      const { status, body } = await claim(ann, 'x'.repeat(65));
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 400, errCode: 'INVALID_PARAM' });
    });
  });

  describe('my coupons', () => {
    /** Four coupons of one member: unused, held by an unpaid order, used and expired, claimed in that order. */
    async function aMemberWithOneOfEach() {
      const ann = await t.member();
      const tpl = await aCouponTemplate(t.db, { per_member_limit: 10 });
      const named = async (name: string) => {
        const coupon = await claimed(ann, tpl.id);
        return { ...coupon, name };
      };
      const unused = await named('unused');
      const held = await named('held');
      const used = await named('used');
      const expired = await named('expired');
      await setCoupon(held.id, { status: 'held', order_id: 'order-unpaid' });
      await setCoupon(used.id, { status: 'used', order_id: 'order-paid', used_at: Date.now() });
      await setCoupon(expired.id, { expires_at: Date.now() - 1 });
      return { ann, unused, held, used, expired };
    }

    it('lists unused and held coupons in the unused tab, newest claim first, held ones marked', async () => {
      const { ann, unused, held } = await aMemberWithOneOfEach();
      const { list, total } = await mine(ann, { state: 'unused' });
      expect(total).toBe(2);
      expect(list.map((c) => [c.id, c.state, c.orderId])).toEqual([
        [held.id, 'held', 'order-unpaid'],
        [unused.id, 'unused', null],
      ]);
    });

    it('lists used and expired coupons in their own tabs', async () => {
      const { ann, used, expired } = await aMemberWithOneOfEach();
      expect(await mine(ann, { state: 'used' })).toMatchObject({
        total: 1,
        list: [{ id: used.id, state: 'used', orderId: 'order-paid' }],
      });
      expect(await mine(ann, { state: 'expired' })).toMatchObject({
        total: 1,
        list: [{ id: expired.id, state: 'expired' }],
      });
    });

    it('keeps a held coupon held past its expiry: its order decides what becomes of it', async () => {
      const { ann, held } = await aMemberWithOneOfEach();
      await setCoupon(held.id, { expires_at: Date.now() - 1 });
      expect((await mine(ann, { state: 'unused' })).list.map((c) => c.id)).toContain(held.id);
      expect((await mine(ann, { state: 'expired' })).list.map((c) => c.id)).not.toContain(held.id);
    });

    it('pages the list and counts them all', async () => {
      const ann = await t.member();
      const tpl = await aCouponTemplate(t.db, { per_member_limit: 5 });
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) ids.push((await claimed(ann, tpl.id)).id);
      const newestFirst = ids.reverse();
      const page2 = await mine(ann, { page: 2, pageSize: 2 });
      expect(page2.total).toBe(5);
      expect(page2.list.map((c) => c.id)).toEqual(newestFirst.slice(2, 4));
      expect((await mine(ann, { page: 3, pageSize: 2 })).list.map((c) => c.id)).toEqual(newestFirst.slice(4));
    });

    it("never shows one member's coupons to another", async () => {
      const { ann } = await aMemberWithOneOfEach();
      const bob = await t.member();
      for (const state of ['unused', 'used', 'expired'] as const) {
        expect(await mine(bob, { state })).toEqual({ list: [], total: 0 });
      }
      expect(await mine(ann, { state: 'unused' })).toMatchObject({ total: 2 });
    });

    it('refuses an unknown state with 400 naming it', async () => {
      const ann = await t.member();
      const { status, body } = await post(t.app, '/api/mall/coupon/mine', { state: 'held' }, ann);
      expect(status).toBe(400);
      expect(body.message).toContain('state');
    });
  });

  describe('new members', () => {
    let phoneSeq = 0;
    const register = async () => {
      const phone = `136${String(++phoneSeq).padStart(8, '0')}`;
      await post(t.app, '/api/member/phone/send', { phone });
      const { body: outbox } = await post<{ code: string }>(t.app, '/api/dev/sms/outbox', { phone });
      const { status, body } = await post<LoginResult>(t.app, '/api/member/login/vcode', {
        phone,
        code: outbox.data.code,
      });
      expect(status).toBe(200);
      return { id: body.data.user._id, token: body.data.token, phone };
    };

    it('hold the new-member coupon right after registering by SMS code, valid 30 days', async () => {
      const fresh = await register();
      const { list } = await mine(fresh);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ templateId: welcome.id, name: '新人专享 满99减20', amountOff: 20, minSpend: 99 });
      expect((list[0]?.expiresAt ?? 0) - (list[0]?.startsAt ?? 0)).toBe(30 * DAY);
    });

    it('are given it when they register, not each time they log in', async () => {
      const fresh = await register();
      // Gone (say, used long ago): a later login must not hand out another.
      await t.db.deleteFrom('coupons').where('user_id', '=', fresh.id).execute();
      await smsSendsLongAgo(t.db, fresh.phone);
      await post(t.app, '/api/member/phone/send', { phone: fresh.phone });
      const { body: outbox } = await post<{ code: string }>(t.app, '/api/dev/sms/outbox', { phone: fresh.phone });
      const again = await post<LoginResult>(t.app, '/api/member/login/vcode', {
        phone: fresh.phone,
        code: outbox.data.code,
      });
      expect(again.body.data.user._id).toBe(fresh.id);
      expect((await mine(fresh)).total).toBe(0);
    });

    it('get it once however often it is granted', async () => {
      const ann = await t.member();
      await Promise.all([service().grantNewMember(ann.id), service().grantNewMember(ann.id)]);
      await service().grantNewMember(ann.id);
      expect((await mine(ann)).list.map((c) => c.templateId)).toEqual([welcome.id]);
    });

    it('register without it when none are left', async () => {
      const before = await claimedCount(welcome.id);
      const setClaimed = (count: number) =>
        t.db.updateTable('coupon_templates').set({ claimed_count: count }).where('id', '=', welcome.id).execute();
      await setClaimed(welcome.total_quantity);
      try {
        const fresh = await register();
        expect((await mine(fresh)).total).toBe(0);
      } finally {
        await setClaimed(before);
      }
    });
  });

  describe('orders holding coupons', () => {
    it('offers an order the unused coupons valid now or later, with terms in cents', async () => {
      const ann = await t.member();
      const cat = await aCategory(t.db);
      const percent = await aCouponTemplate(t.db, {
        name: '九折',
        kind: 'percent',
        amount_off: 0,
        percent_off: 10,
        max_off: 5000,
        min_spend: 0,
        scope: 'category',
        scope_ids: JSON.stringify([cat.id]),
        per_member_limit: 5,
      });
      const later = Date.now() + DAY;
      const upcoming = await aCouponTemplate(t.db, { valid_from: later, valid_until: later + DAY });
      const now = await claimed(ann, percent.id);
      const held = await claimed(ann, percent.id);
      const expired = await claimed(ann, percent.id);
      const soon = await claimed(ann, upcoming.id);
      await setCoupon(held.id, { status: 'held', order_id: 'order-1' });
      await setCoupon(expired.id, { expires_at: Date.now() - 1 });
      const candidates = await service().candidatesFor(ann.id, Date.now());
      expect(candidates.map((c) => c.coupon.id).sort()).toEqual([now.id, soon.id].sort());
      expect(candidates.find((c) => c.coupon.id === now.id)).toEqual({
        coupon: now,
        terms: {
          kind: 'percent',
          amountOffCents: 0,
          percentOff: 10,
          maxOffCents: 5000,
          minSpendCents: 0,
          scope: 'category',
          scopeIds: [cat.id],
          startsAt: now.startsAt,
          expiresAt: now.expiresAt,
        },
      });
    });

    it('holds a coupon for an unpaid order, gives it back on cancel and uses it on payment', async () => {
      const [ann, bob] = [await t.member(), await t.member()];
      const tpl = await aCouponTemplate(t.db);
      const coupon = await claimed(ann, tpl.id);
      const coupons = service();
      const at = Date.now();

      expect(await coupons.hold(bob.id, coupon.id, 'order-bob', at, t.db)).toBe(false);
      expect(await coupons.hold(ann.id, coupon.id, 'order-1', at, t.db)).toBe(true);
      expect(await coupons.hold(ann.id, coupon.id, 'order-2', at, t.db)).toBe(false);
      expect((await mine(ann)).list).toMatchObject([{ id: coupon.id, state: 'held', orderId: 'order-1' }]);
      expect(await coupons.candidatesFor(ann.id, at)).toEqual([]);

      await coupons.release('order-1', t.db);
      expect((await mine(ann)).list).toMatchObject([{ id: coupon.id, state: 'unused', orderId: null }]);

      expect(await coupons.hold(ann.id, coupon.id, 'order-3', at, t.db)).toBe(true);
      await coupons.consume('order-3', at, t.db);
      expect((await mine(ann, { state: 'used' })).list).toMatchObject([{ id: coupon.id, orderId: 'order-3' }]);
      const [row] = await couponRowsOf(ann);
      expect(row).toMatchObject({ status: 'used', used_at: at });
      // A cancel arriving after payment changes nothing.
      await coupons.release('order-3', t.db);
      expect((await couponRowsOf(ann))[0]?.status).toBe('used');
    });

    it('holds a coupon only inside its window', async () => {
      const ann = await t.member();
      const from = Date.now() + DAY;
      const tpl = await aCouponTemplate(t.db, { valid_from: from, valid_until: from + DAY });
      const coupon = await claimed(ann, tpl.id);
      const coupons = service();
      expect(await coupons.hold(ann.id, coupon.id, 'order-early', from - 1, t.db)).toBe(false);
      expect(await coupons.hold(ann.id, coupon.id, 'order-late', from + DAY, t.db)).toBe(false);
      expect(await coupons.hold(ann.id, coupon.id, 'order-on-time', from, t.db)).toBe(true);
    });

    it('counts what the unused tab lists for the my-account page', async () => {
      const ann = await t.member();
      const tpl = await aCouponTemplate(t.db, { per_member_limit: 4 });
      const [held, expired, used] = [
        await claimed(ann, tpl.id),
        await claimed(ann, tpl.id),
        await claimed(ann, tpl.id),
      ];
      await claimed(ann, tpl.id);
      await setCoupon(held.id, { status: 'held', order_id: 'order-x' });
      await setCoupon(expired.id, { expires_at: Date.now() - 1 });
      await setCoupon(used.id, { status: 'used', used_at: Date.now() });
      expect(await service().countUnused(ann.id)).toBe(2);
      expect(await service().countUnused(ann.id)).toBe((await mine(ann)).total);
      // A year on, the unused one has run out; the held one still waits for its order.
      expect(await service().countUnused(ann.id, Date.now() + 365 * DAY)).toBe(1);
    });
  });
});
