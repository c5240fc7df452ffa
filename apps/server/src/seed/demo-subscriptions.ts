import { shopDate } from '@ffe/shared/domain/delivery-rules';
import { addDays, weekdayOf } from '@ffe/shared/domain/subscription-schedule';
import type { Db } from '../db/connect';
import type { SubscriptionBouquetTable, SubscriptionPlanTable, SubscriptionSeriesTable } from '../db/schema';

/** A series of the demo shop: its default bouquet (a goods with a recipe in demo-cooler.ts) and its plans' prices. */
interface DemoSeries {
  key: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  goodsId: string;
  weekdays: number[];
  /** Cents for 4, 12 and 52 weekly deliveries, and for 12 every two weeks. */
  prices: [number, number, number, number];
  /** This week's and next week's bouquets: a goods with a recipe, its titles. */
  weeks: [DemoBouquet, DemoBouquet];
}

interface DemoBouquet {
  goodsId: string;
  title: string;
  titleEn: string;
}

const SERIES: DemoSeries[] = [
  {
    key: 'simple',
    name: '每周一花 · 简约',
    nameEn: 'Weekly Flowers · Simple',
    description: '每周一束当季小花束，花材由花艺师按时令搭配，适合书桌与餐桌。',
    descriptionEn: 'A small seasonal bouquet every week, chosen by our florists for a desk or a table.',
    goodsId: 'goods-0011',
    weekdays: [1, 5],
    prices: [15_960, 44_280, 171_080, 46_680],
    weeks: [
      { goodsId: 'goods-0009', title: '粉色郁金香', titleEn: 'Pink tulips' },
      { goodsId: 'goods-0020', title: '黄玫瑰与银叶菊', titleEn: 'Yellow roses with silver leaf' },
    ],
  },
  {
    key: 'select',
    name: '每周一花 · 精选',
    nameEn: 'Weekly Flowers · Select',
    description: '每周一束精选大花束，进口花材与当季主花，适合客厅与前台。',
    descriptionEn: 'A generous bouquet of choice stems every week, for a living room or a reception desk.',
    goodsId: 'goods-0014',
    weekdays: [2, 5, 6],
    prices: [27_960, 79_080, 322_920, 81_480],
    weeks: [
      { goodsId: 'goods-0012', title: '香槟玫瑰与绣球', titleEn: 'Champagne roses with hydrangea' },
      { goodsId: 'goods-0024', title: '香槟洋桔梗', titleEn: 'Champagne eustoma' },
    ],
  },
];

/** The plans of each series: deliveries, every how many weeks, giftable. */
const PLANS = [
  { deliveries: 4, everyWeeks: 1, giftable: true },
  { deliveries: 12, everyWeeks: 1, giftable: true },
  { deliveries: 52, everyWeeks: 1, giftable: true },
  { deliveries: 12, everyWeeks: 2, giftable: false },
] as const;

/** The demo series, plans and this week's and next week's bouquets, as of `now`. */
export function generateDemoSubscriptions(now: number) {
  const thisWeek = addDays(shopDate(now), 1 - weekdayOf(shopDate(now)));
  const series: SubscriptionSeriesTable[] = [];
  const plans: SubscriptionPlanTable[] = [];
  const bouquets: SubscriptionBouquetTable[] = [];
  SERIES.forEach((s, sort) => {
    const id = `series-${s.key}`;
    series.push({
      id,
      name: s.name,
      name_en: s.nameEn,
      description: s.description,
      description_en: s.descriptionEn,
      cover: '',
      goods_id: s.goodsId,
      sku_id: null,
      sort,
      active: 1,
      version: 1,
      created_at: now,
      updated_at: now,
    });
    PLANS.forEach((p, i) => {
      plans.push({
        id: `plan-${s.key}-${p.deliveries}${p.everyWeeks === 2 ? '-biweekly' : ''}`,
        series_id: id,
        deliveries: p.deliveries,
        every_weeks: p.everyWeeks,
        weekdays: JSON.stringify(s.weekdays),
        price: s.prices[i] ?? 0,
        lead_days: 2,
        cutoff: '18:00',
        giftable: p.giftable ? 1 : 0,
        active: 1,
        sort: i,
        version: 1,
        created_at: now,
        updated_at: now,
      });
    });
    s.weeks.forEach((b, i) => {
      const week = addDays(thisWeek, i * 7);
      bouquets.push({
        id: `bouquet-${s.key}-${week}`,
        series_id: id,
        week,
        title: b.title,
        title_en: b.titleEn,
        photo: '',
        goods_id: b.goodsId,
        sku_id: null,
        version: 1,
        updated_at: now,
        updated_by: null,
      });
    });
  });
  return { series, plans, bouquets };
}

/** Lays out the demo subscriptions in the caller's transaction, unless a series exists already; true when it did. */
export async function seedDemoSubscriptions(trx: Db, now: number): Promise<boolean> {
  const any = await trx.selectFrom('subscription_series').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  const demo = generateDemoSubscriptions(now);
  await trx.insertInto('subscription_series').values(demo.series).execute();
  await trx.insertInto('subscription_plans').values(demo.plans).execute();
  await trx.insertInto('subscription_bouquets').values(demo.bouquets).execute();
  return true;
}
