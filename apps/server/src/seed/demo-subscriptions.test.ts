import { adminPlanInput } from '@ffe/shared/contracts/admin-subscriptions';
import { toYuan } from '@ffe/shared/domain/money';
import { describe, expect, it } from 'vitest';
import { DEMO_GOODS_COUNT, generateCatalogue } from './demo-catalogue';
import { generateDemoCooler } from './demo-cooler';
import { generateDemoSubscriptions } from './demo-subscriptions';

// 2026-12-03 10:00 in the shop (UTC+8), a Thursday: the week began on Monday 2026-11-30.
const NOW = Date.parse('2026-12-03T10:00:00+08:00');

describe('the demo subscriptions', () => {
  const demo = generateDemoSubscriptions(NOW);

  it('offer two series with 4, 12 and 52 weekly deliveries and one plan every two weeks each', () => {
    expect(demo.series.map((s) => s.name)).toEqual(['每周一花 · 简约', '每周一花 · 精选']);
    for (const s of demo.series) {
      const plans = demo.plans.filter((p) => p.series_id === s.id);
      expect(plans.map((p) => [p.deliveries, p.every_weeks])).toEqual([
        [4, 1],
        [12, 1],
        [52, 1],
        [12, 2],
      ]);
    }
  });

  it('keep every plan within what the console would accept', () => {
    for (const p of demo.plans) {
      const input = {
        seriesId: p.series_id,
        deliveries: p.deliveries,
        everyWeeks: p.every_weeks,
        weekdays: JSON.parse(p.weekdays),
        price: toYuan(p.price),
        leadDays: p.lead_days,
        cutoff: p.cutoff,
        giftable: p.giftable === 1,
        active: true,
        sort: p.sort,
      };
      expect(adminPlanInput.safeParse(input).success, p.id).toBe(true);
    }
  });

  it('name goods of the demo catalogue made from recipes the demo cooler holds, for this week and the next', () => {
    const goods = new Set(generateCatalogue({ goodsCount: DEMO_GOODS_COUNT, now: NOW }).goods.map((g) => g.id));
    const recipes = new Set(generateDemoCooler(NOW).recipes.map((r) => r.goods_id));
    for (const id of [...demo.series.map((s) => s.goods_id), ...demo.bouquets.map((b) => b.goods_id)]) {
      expect(goods.has(id), id).toBe(true);
      expect(recipes.has(id), id).toBe(true);
    }
    expect([...new Set(demo.bouquets.map((b) => b.week))]).toEqual(['2026-11-30', '2026-12-07']);
  });
});
