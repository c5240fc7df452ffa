import type { DayPlan } from '@ffe/shared/contracts/cooler-plan';
import { shopDate } from '@ffe/shared/domain/delivery-rules';
import { beforeAll, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { aBatch, aRecipe, aStem, aStemPrice, aSupplier } from '../../../test/cooler';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aGoodsWithOptions, anAddOn, type Member, type SignedInStaff } from '../../../test/factories';
import { ordering } from '../../../test/ordering';
import { itGuardsWithPermission } from '../../../test/staff';

const PLAN = '/api/admin/cooler/plan';
const CSV = '/api/admin/cooler/plan/csv';

/** A day `n` days after today in the shop's time; each test books its own day, so the suite's orders stay apart. */
const day = (n: number) => shopDate(Date.now(), n);
const FAR = '2099-12-31';

describeOnEachDatabase('The day plan and its buying list', (t) => {
  const { shop, buyer, placeOrder, pay } = ordering(t);
  let admin: SignedInStaff;
  let florist: SignedInStaff;
  let member: Member;

  beforeAll(async () => {
    admin = await t.staff('admin');
    florist = await t.staff('florist');
    member = await buyer();
  });

  const planOf = async (as: { token: string }, date: string, slot?: string) => {
    const answer = await post<DayPlan>(t.app, PLAN, { date, ...(slot ? { slot } : {}) }, as);
    expect(answer.status).toBe(200);
    return answer.body.data;
  };

  /** A paid order of `lines` for `date` in `slot`. */
  async function paidOrder(lines: { goodsId: string; skuId?: string; quantity: number }[], date: string, slot: string) {
    const placed = await placeOrder(member, lines, { deliveryDate: date, deliverySlot: slot });
    expect(placed.status).toBe(200);
    await pay(member, placed.body.data.id);
    return placed.body.data.id;
  }

  /** What a batch holds now: a write-off or a short delivery since the orders were booked. */
  const leaveIn = (batchId: string, units: number) =>
    t.db.updateTable('cooler_batches').set({ left_quantity: units }).where('id', '=', batchId).execute();

  /** Two bouquets sharing roses and eucalyptus (one in sizes), a vase without a recipe, priced by two suppliers. */
  async function aShopWithRecipes() {
    const market = await aSupplier(t.db, { name: '斗南花市' });
    const farm = await aSupplier(t.db, { name: '云南花场' });
    const rose = await aStem(t.db, { name: '红玫瑰', bunch_size: 20 });
    const eucalyptus = await aStem(t.db, { name: '尤加利', bunch_size: 10 });
    const paper = await aStem(t.db, { name: '牛皮纸', kind: 'material', unit: 'sheet', bunch_size: 10 });
    await aStemPrice(t.db, rose.id, market.id, 4_599);
    await aStemPrice(t.db, rose.id, farm.id, 4_800);
    await aStemPrice(t.db, eucalyptus.id, market.id, 1_299);
    await aStemPrice(t.db, eucalyptus.id, farm.id, 1_233);
    const vase = await anAddOn(t.db, { name: '玻璃花瓶' });
    const { goods: sized, skus } = await aGoodsWithOptions(
      t.db,
      { category_id: await shop.categoryId(), name: '红玫瑰花束', add_on_ids: JSON.stringify([vase.id]) },
      '枝数',
      [
        { name: '11枝', sale_price: 19_900, stock: 50 },
        { name: '19枝', sale_price: 29_900, stock: 50 },
      ],
    );
    const s19 = skus[1] as (typeof skus)[number];
    const plain = await shop.goods({ name: '玫瑰尤加利', stock: 50 });
    await aRecipe(t.db, sized.id, s19.id, [
      { stemId: rose.id, quantity: 19 },
      { stemId: eucalyptus.id, quantity: 3 },
      { stemId: paper.id, quantity: 2 },
    ]);
    await aRecipe(t.db, plain, null, [
      { stemId: rose.id, quantity: 11 },
      { stemId: eucalyptus.id, quantity: 2 },
    ]);
    // Plenty on hand when the orders are booked, so the shop takes them whatever it promises from.
    const roses = await aBatch(t.db, rose.id, { quantity: 200, use_by: FAR });
    const leaves = await aBatch(t.db, eucalyptus.id, { quantity: 100, use_by: FAR });
    const sheets = await aBatch(t.db, paper.id, { quantity: 100, use_by: FAR });
    return { market, farm, rose, eucalyptus, paper, vase, sized, s19, plain, batches: { roses, leaves, sheets } };
  }

  it('adds up what two goods sharing a stem need, what the cooler holds, the shortfall and the bunches to buy, to the cent', async () => {
    const date = day(3);
    const s = await aShopWithRecipes();
    await paidOrder(
      [
        { goodsId: s.sized.id, skuId: s.s19.id, quantity: 2 },
        { goodsId: s.vase.id, quantity: 1 },
      ],
      date,
      '09-12',
    );
    await paidOrder([{ goodsId: s.plain, quantity: 1 }], date, '15-18');
    // Not paid: nothing to make. Being made: its stems already left the batches.
    expect((await placeOrder(member, [{ goodsId: s.plain, quantity: 1 }], { deliveryDate: date })).status).toBe(200);
    const started = await paidOrder([{ goodsId: s.plain, quantity: 1 }], date, '15-18');
    await t.db
      .updateTable('orders')
      .set({ status: 'preparing', preparing_at: Date.now() })
      .where('id', '=', started)
      .execute();
    // A refund asked before making: still planned, it is made if the refund is refused.
    const asking = await paidOrder([{ goodsId: s.plain, quantity: 1 }], date, '18-21');
    await t.db
      .updateTable('orders')
      .set({ status: 'refunding', preparing_at: null })
      .where('id', '=', asking)
      .execute();
    await leaveIn(s.batches.roses.id, 40);
    await leaveIn(s.batches.leaves.id, 10);
    await t.db.deleteFrom('cooler_batches').where('id', '=', s.batches.sheets.id).execute();

    const plan = await planOf(admin, date);
    expect(plan.orders).toEqual({ toMake: 3, started: 1 });
    expect(plan.slots).toEqual(['09-12', '15-18', '18-21']);
    expect(plan.make.map((m) => [m.name, m.skuName, m.addOn, m.quantity, m.hasRecipe])).toEqual([
      ['红玫瑰花束', '19枝', false, 2, true],
      ['玫瑰尤加利', null, false, 2, true],
      ['玻璃花瓶', null, true, 1, false],
    ]);
    // Roses: 19 × 2 + 11 × 2 = 60 against 40; eucalyptus 3 × 2 + 2 × 2 = 10 against 10; paper 2 × 2 = 4 against none.
    expect(plan.stems.map((x) => [x.name, x.needed, x.available, x.short])).toEqual([
      ['红玫瑰', 60, 40, 20],
      ['尤加利', 10, 10, 0],
      ['牛皮纸', 4, 0, 4],
    ]);
    expect(plan.buying).toEqual([
      {
        supplierId: s.market.id,
        name: '斗南花市',
        nameEn: s.market.name_en,
        totalCents: 4_599,
        lines: [
          {
            stemId: s.rose.id,
            name: '红玫瑰',
            nameEn: s.rose.name_en,
            unit: 'stem',
            short: 20,
            bunchSize: 20,
            bunches: 1,
            units: 20,
            bunchPriceCents: 4_599,
            costCents: 4_599,
          },
        ],
      },
      {
        supplierId: null,
        name: null,
        nameEn: null,
        totalCents: null,
        lines: [expect.objectContaining({ stemId: s.paper.id, short: 4, bunches: 1, units: 10, costCents: null })],
      },
    ]);
    expect(plan.totalCents).toBe(4_599);
    expect(plan.costsShown).toBe(true);

    // One rose fewer: 21 short is two bunches of 20, and eucalyptus now short goes to its cheaper supplier.
    await leaveIn(s.batches.roses.id, 39);
    await leaveIn(s.batches.leaves.id, 7);
    const tighter = await planOf(admin, date);
    expect(
      tighter.buying.map((g) => [g.name, g.totalCents, g.lines.map((l) => [l.name, l.bunches, l.costCents])]),
    ).toEqual([
      ['斗南花市', 9_198, [['红玫瑰', 2, 9_198]]],
      ['云南花场', 1_233, [['尤加利', 1, 1_233]]],
      [null, null, [['牛皮纸', 1, null]]],
    ]);
    expect(tighter.totalCents).toBe(10_431);
  });

  it('shows a florist the bunches to buy without any price', async () => {
    const date = day(4);
    const s = await aShopWithRecipes();
    await paidOrder([{ goodsId: s.plain, quantity: 3 }], date, '09-12');
    await leaveIn(s.batches.roses.id, 0);
    const plan = await planOf(florist, date);
    expect(plan.costsShown).toBe(false);
    expect(plan.totalCents).toBeNull();
    expect(plan.buying[0]?.totalCents).toBeNull();
    expect(plan.buying[0]?.lines).toEqual([
      expect.objectContaining({ name: '红玫瑰', short: 33, bunches: 2, units: 40 }),
    ]);
    expect(plan.buying.flatMap((g) => g.lines).every((l) => l.bunchPriceCents === null && l.costCents === null)).toBe(
      true,
    );
  });

  it('plans one slot alone when asked, and still offers every slot of the day', async () => {
    const date = day(5);
    const s = await aShopWithRecipes();
    await paidOrder([{ goodsId: s.sized.id, skuId: s.s19.id, quantity: 1 }], date, '09-12');
    await paidOrder([{ goodsId: s.plain, quantity: 1 }], date, '15-18');
    const morning = await planOf(admin, date, '09-12');
    expect(morning.slot).toBe('09-12');
    expect(morning.slots).toEqual(['09-12', '15-18']);
    expect(morning.make.map((m) => m.name)).toEqual(['红玫瑰花束']);
    expect(morning.stems.find((x) => x.stemId === s.rose.id)?.needed).toBe(19);
    const afternoon = await planOf(admin, date, '15-18');
    expect(afternoon.make.map((m) => m.name)).toEqual(['玫瑰尤加利']);
    expect(afternoon.stems.find((x) => x.stemId === s.rose.id)?.needed).toBe(11);
    expect((await planOf(admin, date, '12-15')).make).toEqual([]);
  });

  it('does not count a batch past its use-by on the day, nor one expected after it', async () => {
    const date = day(6);
    const s = await aShopWithRecipes();
    await paidOrder([{ goodsId: s.plain, quantity: 1 }], date, '09-12');
    await leaveIn(s.batches.roses.id, 0);
    await aBatch(t.db, s.rose.id, { quantity: 50, use_by: day(5) });
    await aBatch(t.db, s.rose.id, { quantity: 4, use_by: day(9) });
    await aBatch(t.db, s.rose.id, {
      status: 'ordered',
      ordered_quantity: 3,
      received_on: null,
      expected_on: date,
      quantity: 3,
      use_by: day(12),
    });
    await aBatch(t.db, s.rose.id, {
      status: 'ordered',
      ordered_quantity: 20,
      received_on: null,
      expected_on: day(7),
      quantity: 20,
      use_by: day(14),
    });
    const rose = (await planOf(admin, date)).stems.find((x) => x.stemId === s.rose.id);
    expect(rose).toMatchObject({ needed: 11, available: 7, short: 4 });
    // The day before, the expiring batch still counts.
    const before = (await planOf(admin, day(5))).stems;
    expect(before.find((x) => x.stemId === s.rose.id)).toBeUndefined();
  });

  it("takes the reservations of earlier days off what the day can use, but not later days'", async () => {
    const date = day(8);
    const s = await aShopWithRecipes();
    await paidOrder([{ goodsId: s.plain, quantity: 1 }], date, '09-12');
    await leaveIn(s.batches.roses.id, 40);
    await t.db
      .insertInto('cooler_reservations')
      .values([
        { order_id: 'earlier-order', stem_id: s.rose.id, delivery_date: day(7), quantity: 25 },
        { order_id: 'earliest-order', stem_id: s.rose.id, delivery_date: day(2), quantity: 3 },
        { order_id: 'later-order', stem_id: s.rose.id, delivery_date: day(9), quantity: 30 },
      ])
      .execute();
    const rose = (await planOf(admin, date)).stems.find((x) => x.stemId === s.rose.id);
    expect(rose).toMatchObject({ needed: 11, available: 12, short: 0 });
    await t.db
      .insertInto('cooler_reservations')
      .values({ order_id: 'another-order', stem_id: s.rose.id, delivery_date: day(7), quantity: 5 })
      .execute();
    expect((await planOf(admin, date)).stems.find((x) => x.stemId === s.rose.id)).toMatchObject({
      available: 7,
      short: 4,
    });
  });

  it('exports the stems and the buying list as a CSV with a BOM, prices only for cooler.costs', async () => {
    const date = day(9);
    const s = await aShopWithRecipes();
    await paidOrder([{ goodsId: s.sized.id, skuId: s.s19.id, quantity: 2 }], date, '09-12');
    await leaveIn(s.batches.roses.id, 17);
    const file = async (as: { token: string }) =>
      t.app.inject({ method: 'POST', url: CSV, payload: { date }, headers: { authorization: as.token } });
    const answer = await file(admin);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename=day-plan-${date}.csv`);
    expect(answer.body.startsWith('\uFEFF')).toBe(true);
    expect(answer.body.slice(1).split('\r\n')).toEqual([
      '供应商,花材,类别,单位,需要,可用,缺口,每扎,扎数,购入,每扎价格,金额',
      '斗南花市,红玫瑰,花材,枝,38,17,21,20,2,40,45.99,91.98',
      ',尤加利,花材,枝,6,100,0,10,0,0,,',
      ',牛皮纸,辅材,张,4,100,0,10,0,0,,',
      '合计,,,,,,,,,,,91.98',
      '',
    ]);
    const plain = await file(florist);
    expect(plain.body.slice(1).split('\r\n').slice(0, 2)).toEqual([
      '供应商,花材,类别,单位,需要,可用,缺口,每扎,扎数,购入',
      '斗南花市,红玫瑰,花材,枝,38,17,21,20,2,40',
    ]);
  });

  it('refuses a date that is not one, naming the field', async () => {
    const answer = await post(t.app, PLAN, { date: '2026-02-30x' }, admin);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('date');
    expect((await post(t.app, PLAN, { date: day(1), slot: 'no slot!' }, admin)).status).toBe(400);
  });

  itGuardsWithPermission(t, 'cooler.manage', [{ url: PLAN, body: { date: '2030-01-01' }, allowed: 200 }]);

  it.each([
    ['the admin', 'admin', 200],
    ['a florist', 'florist', 200],
    ['customer service', 'service', 403],
    ['a courier', 'courier', 403],
  ] as const)('gives %s (%s) the CSV file as cooler.manage says: %i', async (_, role, status) => {
    const as = await t.staff(role);
    const answer = await t.app.inject({
      method: 'POST',
      url: CSV,
      payload: { date: '2030-01-01' },
      headers: { authorization: as.token },
    });
    expect(answer.statusCode).toBe(status);
  });
});
