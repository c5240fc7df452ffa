import { type CouponTerms, couponFit } from '@ffe/shared/domain/coupon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/databases';
import { describeEachDatabase } from '../../test/each-database';
import { aMember } from '../../test/factories';
import { couponRepository } from '../modules/coupons/coupon.repository';
import { couponService } from '../modules/coupons/coupon.service';
import { demoCouponTemplates, NEW_MEMBER_TEMPLATE_ID } from './coupon-templates';
import { DEMO_GOODS_COUNT, generateCatalogue } from './demo-catalogue';
import { seedDemoData } from './seed';

const NOW = Date.UTC(2026, 1, 14, 4);

describe('the demo coupon templates', () => {
  const catalogue = generateCatalogue({ goodsCount: DEMO_GOODS_COUNT, now: NOW });
  const templates = demoCouponTemplates(catalogue, NOW);

  it('have stable, unique ids and Chinese names', () => {
    expect(new Set(templates.map((t) => t.id)).size).toBe(templates.length);
    for (const t of templates) {
      expect(t.id).toMatch(/^tpl-[a-z0-9-]+$/);
      expect(t.name).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(demoCouponTemplates(catalogue, NOW)).toEqual(templates);
  });

  it('name only categories and goods the demo catalogue has', () => {
    const categories = new Set(catalogue.categories.map((c) => c.id));
    const goods = new Set(catalogue.goods.map((g) => g.id));
    const scoped = templates.filter((t) => t.scope !== 'all');
    expect(scoped.map((t) => t.scope).sort()).toEqual(['category', 'category', 'goods']);
    for (const t of scoped) {
      const ids = JSON.parse(t.scope_ids) as string[];
      expect(ids.length, t.name).toBeGreaterThan(0);
      for (const id of ids) expect(t.scope === 'category' ? categories.has(id) : goods.has(id), id).toBe(true);
    }
  });

  it('give one new-member coupon, usable on any two goods of the shop', () => {
    const gifts = templates.filter((t) => t.audience === 'new_member');
    expect(gifts.map((t) => t.id)).toEqual([NEW_MEMBER_TEMPLATE_ID]);
    const [gift] = gifts;
    if (!gift || gift.valid_days === null) throw new Error('the new-member gift lives a number of days from claiming');
    expect(gift.name).toContain('新人');
    const terms: CouponTerms = {
      kind: gift.kind,
      amountOffCents: gift.amount_off,
      percentOff: gift.percent_off,
      maxOffCents: gift.max_off,
      minSpendCents: gift.min_spend,
      scope: gift.scope,
      scopeIds: JSON.parse(gift.scope_ids) as string[],
      startsAt: NOW,
      expiresAt: NOW + gift.valid_days * 86_400_000,
    };
    // Add-ons are never bought alone, so the two cheapest flowers are the smallest order.
    const [cheapest, next] = catalogue.goods
      .filter((g) => g.status === 'on_sale' && g.is_add_on === 0)
      .sort((a, b) => a.sale_price - b.sale_price)
      .map((g) => ({ goodsId: g.id, categoryIds: [g.category_id], amountCents: g.sale_price }));
    if (!cheapest || !next) throw new Error('the demo shop sells at least two goods');
    expect(couponFit(terms, [cheapest, next], NOW)).toEqual({ usable: true, discountCents: gift.amount_off });
  });

  it('show every kind in the claim centre: fixed and percent, a fixed window and days from claiming, one sold out', () => {
    const offered = templates.filter((t) => t.audience === 'public');
    expect(new Set(offered.map((t) => t.kind))).toEqual(new Set(['fixed', 'percent']));
    expect(offered.some((t) => t.valid_days !== null)).toBe(true);
    expect(offered.some((t) => t.valid_from !== null && t.valid_from <= NOW && (t.valid_until ?? 0) > NOW)).toBe(true);
    expect(offered.filter((t) => t.claimed_count >= t.total_quantity)).toHaveLength(1);
    const percent = offered.find((t) => t.kind === 'percent');
    expect(percent).toMatchObject({ percent_off: 10, max_off: 5000 });
  });
});

describeEachDatabase('seeding coupons', (target) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(target.url);
    await seedDemoData(database.db);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('lays the templates out with the demo catalogue, once', async () => {
    const rows = await database.db.selectFrom('coupon_templates').select('id').orderBy('id').execute();
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.map((r) => r.id)).toContain(NEW_MEMBER_TEMPLATE_ID);
    expect(await seedDemoData(database.db)).toBe(false);
    expect(await database.db.selectFrom('coupon_templates').select('id').orderBy('id').execute()).toEqual(rows);
  });

  it('gives a new member of the demo shop exactly one 新人 coupon, and offers the public ones', async () => {
    const coupons = couponService(couponRepository(database.db));
    const member = await aMember(database.db);
    await coupons.grantNewMember(member.id);
    const { list } = await coupons.myCoupons(member.id, { state: 'unused', page: 1, pageSize: 20 });
    expect(list.map((c) => c.name)).toEqual(['新人专享 满99减20']);
    const { list: offers } = await coupons.couponCentre(member.id);
    expect(offers.map((o) => o.name)).toEqual([
      '满199减30',
      '全场9折 最高减50',
      '玫瑰花束满299减40',
      '开业花篮满500减50',
      '每周一花订阅立减30',
      '限量秒杀 满99减50',
    ]);
    expect(offers.find((o) => o.name === '玫瑰花束满299减40')?.scopeNames).toEqual(['玫瑰花束']);
    expect(offers.find((o) => o.name === '限量秒杀 满99减50')?.unclaimableReason).toBe('soldOut');
  });
});
