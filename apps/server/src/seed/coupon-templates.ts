import type { Db } from '../db/connect';
import type { CouponTemplateTable } from '../db/schema';
import type { Catalogue } from './demo-catalogue';
import { COUPON_NAMES_EN } from './demo-english';

const DAY = 86_400_000;

/** The new-member gift: every freshly registered phone gets exactly one, usable on any two goods (each ¥99 or more). */
export const NEW_MEMBER_TEMPLATE_ID = 'tpl-new-member';

type Template = Omit<
  CouponTemplateTable,
  'created_at' | 'claimed_count' | 'amount_off' | 'percent_off' | 'max_off' | 'ended_at' | 'updated_at'
> &
  Partial<Pick<CouponTemplateTable, 'claimed_count' | 'amount_off' | 'percent_off' | 'max_off'>>;

/** The id of the demo goods called `name`; a renamed goods fails the seed loudly instead of scoping to nothing. */
function goodsIdNamed(catalogue: Catalogue, name: string): string {
  const goods = catalogue.goods.find((g) => g.name === name);
  if (!goods) throw new Error(`No demo goods named ${name}`);
  return goods.id;
}

/** The demo shop's coupon templates, windows placed around `now`: one of each kind, scope and validity. */
export function demoCouponTemplates(catalogue: Catalogue, now: number): CouponTemplateTable[] {
  const window = (days: number) => ({ valid_from: now - DAY, valid_until: now + days * DAY, valid_days: null });
  const afterClaiming = (days: number) => ({ valid_from: null, valid_until: null, valid_days: days });
  const templates: Template[] = [
    {
      id: NEW_MEMBER_TEMPLATE_ID,
      name: '新人专享 满99减20',
      kind: 'fixed',
      amount_off: 2000,
      min_spend: 9900,
      scope: 'all',
      scope_ids: '[]',
      ...afterClaiming(30),
      total_quantity: 1_000_000,
      per_member_limit: 1,
      audience: 'new_member',
      sort: 0,
    },
    {
      id: 'tpl-199-minus-30',
      name: '满199减30',
      kind: 'fixed',
      amount_off: 3000,
      min_spend: 19900,
      scope: 'all',
      scope_ids: '[]',
      ...window(90),
      total_quantity: 5000,
      per_member_limit: 2,
      audience: 'public',
      sort: 10,
    },
    {
      id: 'tpl-ten-percent-off',
      name: '全场9折 最高减50',
      kind: 'percent',
      percent_off: 10,
      max_off: 5000,
      min_spend: 0,
      scope: 'all',
      scope_ids: '[]',
      ...afterClaiming(7),
      total_quantity: 2000,
      per_member_limit: 1,
      audience: 'public',
      sort: 20,
    },
    {
      id: 'tpl-roses-299-minus-40',
      name: '玫瑰花束满299减40',
      kind: 'fixed',
      amount_off: 4000,
      min_spend: 29900,
      scope: 'category',
      scope_ids: JSON.stringify(['cat-love-rose']),
      ...window(60),
      total_quantity: 1000,
      per_member_limit: 1,
      audience: 'public',
      sort: 30,
    },
    {
      // The parent category covers both kinds of opening baskets; the home page's promotion advertises this one.
      id: 'tpl-opening-500-minus-50',
      name: '开业花篮满500减50',
      kind: 'fixed',
      amount_off: 5000,
      min_spend: 50000,
      scope: 'category',
      scope_ids: JSON.stringify(['cat-opening']),
      ...afterClaiming(15),
      total_quantity: 500,
      per_member_limit: 1,
      audience: 'public',
      sort: 40,
    },
    {
      id: 'tpl-weekly-minus-30',
      name: '每周一花订阅立减30',
      kind: 'fixed',
      amount_off: 3000,
      min_spend: 0,
      scope: 'goods',
      scope_ids: JSON.stringify([
        goodsIdNamed(catalogue, '每周一花·季节鲜花订阅（4周）'),
        goodsIdNamed(catalogue, '每周一花·玫瑰订阅（4周）'),
      ]),
      ...window(30),
      total_quantity: 300,
      per_member_limit: 1,
      audience: 'public',
      sort: 50,
    },
    {
      // Already gone, so the claim centre shows what a sold-out coupon looks like.
      id: 'tpl-flash-99-minus-50',
      name: '限量秒杀 满99减50',
      kind: 'fixed',
      amount_off: 5000,
      min_spend: 9900,
      scope: 'all',
      scope_ids: '[]',
      ...window(7),
      total_quantity: 100,
      claimed_count: 100,
      per_member_limit: 1,
      audience: 'public',
      sort: 60,
    },
  ];
  return templates.map((t) => ({
    amount_off: 0,
    percent_off: 0,
    max_off: 0,
    claimed_count: 0,
    ...t,
    name_en: COUPON_NAMES_EN[t.id] ?? null,
    created_at: now,
    ended_at: null,
    updated_at: null,
  }));
}

/** Lays out the demo coupon templates; ones already there (by id) are kept as they are. */
export async function seedCouponTemplates(trx: Db, catalogue: Catalogue, now: number): Promise<void> {
  await trx
    .insertInto('coupon_templates')
    .values(demoCouponTemplates(catalogue, now))
    .onConflict((c) => c.column('id').doNothing())
    .execute();
}
