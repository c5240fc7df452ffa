import type { GoodsSort, SearchGoodsRequest } from '@ffe/shared/contracts/catalogue';

/** What shoppers type: one- and two-character stems, flower names, occasions and sentiments. */
export const SEARCH_KEYWORDS = [
  '玫',
  '玫瑰',
  '红玫瑰',
  '百合',
  '花',
  '花束',
  '康乃馨',
  '向日葵',
  '生日',
  '表白',
  '郁金香',
  '满天星',
  '绣球',
  '桔梗',
  '洋桔梗',
  '母亲',
  '纪念日',
  '礼盒',
  '一心一意',
  '粉',
  '白',
  '香槟',
  '永生花',
  '开业',
  '祝福',
  '情人节',
  '老师',
  '探病',
  '毕业',
  '花篮',
] as const;

const SORTS: readonly GoodsSort[] = ['default', 'sales', 'priceAsc', 'priceDesc', 'new'];

/** A small deterministic PRNG, so every run sends the same mix. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Distinct, realistic search requests: every keyword with several sorts and pages 1–3 (first pages more
 * often, as people rarely page far), some with a price band; shuffled so consecutive requests differ.
 */
export function searchBodies(variantsPerKeyword = 5): SearchGoodsRequest[] {
  const random = mulberry32(20240214);
  const seen = new Set<string>();
  const bodies: SearchGoodsRequest[] = [];
  for (const keyword of SEARCH_KEYWORDS) {
    let attempts = 0;
    let made = 0;
    while (made < variantsPerKeyword && attempts++ < 100) {
      const r = random();
      const page = r < 0.6 ? 1 : r < 0.85 ? 2 : 3;
      const sort = SORTS[Math.floor(random() * SORTS.length)] ?? 'default';
      const body: SearchGoodsRequest = { keyword, sort, page, pageSize: 20 };
      if (random() < 0.15) {
        body.minPrice = 100;
        body.maxPrice = 300;
      }
      const key = JSON.stringify(body);
      if (seen.has(key)) continue;
      seen.add(key);
      bodies.push(body);
      made++;
    }
  }
  for (let i = bodies.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [bodies[i], bodies[j]] = [bodies[j] as SearchGoodsRequest, bodies[i] as SearchGoodsRequest];
  }
  return bodies;
}
