import type { CoolerMarginReport, CoolerSupplierReport, CoolerWasteReport } from '@ffe/shared/contracts/cooler-reports';
import { beforeAll, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { anOrderRow } from '../../../test/back-office';
import { aBatch, aRecipe, aStem, aSupplier } from '../../../test/cooler';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aMember } from '../../../test/factories';
import { itGuardsWithPermission } from '../../../test/staff';
import type { CoolerMoveTable, OrderTable } from '../../db/schema';

/** A moment of the shop's clock (UTC+8), 'YYYY-MM-DD HH:MM'. */
const shop = (at: string) => Date.parse(`${at.replace(' ', 'T')}:00+08:00`);

const WASTE = '/api/admin/cooler/reports/waste';
const MARGINS = '/api/admin/cooler/reports/margins';
const SUPPLIERS = '/api/admin/cooler/reports/suppliers';

/** 2 to 15 March 2026 (weeks 10 and 11); supplier deliveries are in week 20 (11 to 17 May), apart. */
const MARCH = { fromWeek: '2026-W10', toWeek: '2026-W11' };
const MAY = { fromWeek: '2026-W20', toWeek: '2026-W20' };

let moveNo = 0;
type Move = Pick<CoolerMoveTable, 'batch_id' | 'stem_id' | 'kind' | 'quantity' | 'cost' | 'at'> &
  Partial<CoolerMoveTable>;
const aMove = (move: Move): CoolerMoveTable => ({
  id: `move-${++moveNo}`,
  reason: null,
  order_id: null,
  actor_id: null,
  note: '',
  ...move,
});

describeOnEachDatabase("The cooler's reports", (t) => {
  let rose: string;
  let euca: string;
  let roseBatch: string;
  let eucaBatch: string;
  const paidOrder: Partial<OrderTable> = {};

  beforeAll(async () => {
    rose = (await aStem(t.db, { name: '红玫瑰', name_en: 'Red rose' })).id;
    euca = (await aStem(t.db, { name: '尤加利', name_en: 'Eucalyptus', variety: '', grade: '' })).id;
    // Received: 20 roses and 10 eucalyptus in week 10, 40 roses in week 11, 100 roses on Monday of week 12.
    roseBatch = (await aBatch(t.db, rose, { quantity: 20, received_on: '2026-03-02', use_by: '2026-03-09' })).id;
    eucaBatch = (await aBatch(t.db, euca, { quantity: 10, received_on: '2026-03-02', use_by: '2026-03-12' })).id;
    await aBatch(t.db, rose, { quantity: 40, received_on: '2026-03-09', use_by: '2026-03-16' });
    await aBatch(t.db, rose, { quantity: 100, received_on: '2026-03-16', use_by: '2026-03-23' });
    await t.db
      .insertInto('cooler_moves')
      .values([
        // Week 10: 3 roses expired on Sunday 23:59, one eucalyptus put on display.
        aMove({
          batch_id: roseBatch,
          stem_id: rose,
          kind: 'write_off',
          reason: 'expired',
          quantity: 3,
          cost: 600,
          at: shop('2026-03-08 23:59'),
        }),
        aMove({
          batch_id: eucaBatch,
          stem_id: euca,
          kind: 'write_off',
          reason: 'display',
          quantity: 1,
          cost: 150,
          at: shop('2026-03-03 10:00'),
        }),
        // Week 11: a stocktake found 4 roses fewer (a write-off), another one more (a move back, which lowers the
        // waste); 5 wilted at 23:30 on Sunday, which is 15:30 UTC.
        aMove({
          batch_id: roseBatch,
          stem_id: rose,
          kind: 'write_off',
          reason: 'stocktake',
          quantity: 4,
          cost: 800,
          at: shop('2026-03-10 18:00'),
        }),
        aMove({
          batch_id: roseBatch,
          stem_id: rose,
          kind: 'stocktake',
          reason: 'stocktake',
          quantity: -1,
          cost: -200,
          at: shop('2026-03-13 18:00'),
        }),
        aMove({
          batch_id: roseBatch,
          stem_id: rose,
          kind: 'write_off',
          reason: 'wilted',
          quantity: 5,
          cost: 1_001,
          at: shop('2026-03-15 23:30'),
        }),
        // Week 12 already in the shop's time, though still 15 March in UTC: not in the range.
        aMove({
          batch_id: roseBatch,
          stem_id: rose,
          kind: 'write_off',
          reason: 'broken',
          quantity: 2,
          cost: 400,
          at: shop('2026-03-16 00:10'),
        }),
        // Used for an order: not waste.
        aMove({
          batch_id: roseBatch,
          stem_id: rose,
          kind: 'use',
          quantity: 7,
          cost: 1_400,
          at: shop('2026-03-12 09:00'),
        }),
      ])
      .execute();

    // Margins: one kept order with a coupon, a delivery fee, a surcharge and stems given back; one refunded.
    const customer = await aMember(t.db);
    await aRecipe(t.db, 'g-rose', null, [
      { stemId: rose, quantity: 19 },
      { stemId: euca, quantity: 3 },
    ]);
    const order = (o: Partial<OrderTable>) => anOrderRow(t.db, { user_id: customer.id, ...o });
    const line = (orderId: string, goodsId: string, quantity: number, amount: number, sort = 0) => ({
      id: `${orderId}-${sort}`,
      order_id: orderId,
      goods_id: goodsId,
      name: goodsId === 'g-rose' ? '十九朵红玫瑰' : '玻璃花瓶',
      name_en: goodsId === 'g-rose' ? 'Nineteen red roses' : 'Glass vase',
      cover: '/images/x.svg',
      price: amount / quantity,
      quantity,
      amount,
      sort,
      commented: 0,
      sku_id: null,
      spec_name: null,
      sku_name: null,
      is_add_on: 0,
    });
    Object.assign(
      paidOrder,
      await order({
        id: 'M1',
        order_no: '2026031400001',
        status: 'completed',
        goods_amount: 25_800,
        discount_amount: 2_000,
        delivery_fee: 1_500,
        surcharge: 500,
        pay_amount: 25_800,
        paid_at: shop('2026-03-13 10:00'),
        delivery_date: '2026-03-14',
      }),
    );
    await order({
      id: 'M2',
      order_no: '2026031300002',
      status: 'refunded',
      goods_amount: 10_000,
      pay_amount: 10_000,
      refunded_amount: 10_000,
      paid_at: shop('2026-03-12 10:00'),
      delivery_date: '2026-03-13',
    });
    // Out of the margins: delivered after the range, and never paid.
    await order({ id: 'M3', status: 'paid', paid_at: shop('2026-03-14 10:00'), delivery_date: '2026-03-20' });
    await order({ id: 'M4', status: 'pending_payment', delivery_date: '2026-03-14' });
    await t.db
      .insertInto('order_lines')
      .values([
        line('M1', 'g-rose', 1, 20_800),
        line('M1', 'g-vase', 1, 5_000, 1),
        line('M2', 'g-rose', 1, 10_000),
        line('M3', 'g-rose', 1, 12_900),
      ])
      .execute();
    const april = shop('2026-04-01 10:00');
    await t.db
      .insertInto('cooler_moves')
      .values([
        // M1 took 19 roses and 3 eucalyptus, and gave 2 roses back (written with a negative cost).
        aMove({
          batch_id: roseBatch,
          stem_id: rose,
          kind: 'use',
          quantity: 19,
          cost: 7_601,
          order_id: 'M1',
          at: april,
        }),
        aMove({ batch_id: eucaBatch, stem_id: euca, kind: 'use', quantity: 3, cost: 300, order_id: 'M1', at: april }),
        aMove({
          batch_id: roseBatch,
          stem_id: rose,
          kind: 'return',
          quantity: -2,
          cost: -800,
          order_id: 'M1',
          at: april,
        }),
        // M2 was made, then refunded: its 5 roses went back and were written off as cancelled after making.
        aMove({ batch_id: roseBatch, stem_id: rose, kind: 'use', quantity: 5, cost: 2_000, order_id: 'M2', at: april }),
        aMove({
          batch_id: roseBatch,
          stem_id: rose,
          kind: 'return',
          quantity: -5,
          cost: -2_000,
          order_id: 'M2',
          at: april,
        }),
        aMove({
          batch_id: roseBatch,
          stem_id: rose,
          kind: 'write_off',
          reason: 'cancelled_after_making',
          quantity: 5,
          cost: 2_000,
          order_id: 'M2',
          at: april,
        }),
        aMove({
          batch_id: roseBatch,
          stem_id: rose,
          kind: 'use',
          quantity: 19,
          cost: 7_000,
          order_id: 'M3',
          at: april,
        }),
      ])
      .execute();

    // Suppliers: Dounan ordered roses twice (one came short, one late) and eucalyptus not come yet; Kunming delivered.
    const dounan = await aSupplier(t.db, { name: '斗南花市', name_en: 'Dounan market' });
    const kunming = await aSupplier(t.db, { name: '昆明基地', name_en: 'Kunming farm' });
    const pink = (await aStem(t.db, { name: '粉玫瑰', name_en: 'Pink rose' })).id;
    const gyp = (await aStem(t.db, { name: '满天星', name_en: "Baby's breath" })).id;
    const ordered = (stemId: string, supplierId: string, more: Parameters<typeof aBatch>[2]) =>
      aBatch(t.db, stemId, { supplier_id: supplierId, ...more });
    await ordered(pink, dounan.id, {
      ordered_quantity: 100,
      expected_on: '2026-05-11',
      quantity: 80,
      received_on: '2026-05-11',
      use_by: '2026-05-18',
    });
    await ordered(pink, dounan.id, {
      ordered_quantity: 40,
      expected_on: '2026-05-12',
      quantity: 40,
      received_on: '2026-05-13',
      use_by: '2026-05-20',
    });
    await ordered(gyp, dounan.id, {
      status: 'ordered',
      ordered_quantity: 20,
      expected_on: '2026-05-14',
      quantity: 20,
      received_on: null,
      use_by: '2026-05-24',
    });
    await ordered(pink, kunming.id, {
      ordered_quantity: 50,
      expected_on: '2026-05-15',
      quantity: 50,
      received_on: '2026-05-15',
      use_by: '2026-05-22',
    });
    // Not judged: a batch the shop cancelled, one received without an order, one due after the range.
    await ordered(pink, kunming.id, {
      status: 'cancelled',
      ordered_quantity: 30,
      expected_on: '2026-05-16',
      quantity: 30,
      received_on: null,
      use_by: '2026-05-23',
    });
    await ordered(pink, kunming.id, { quantity: 10, received_on: '2026-05-16', use_by: '2026-05-23' });
    await ordered(pink, kunming.id, {
      ordered_quantity: 10,
      expected_on: '2026-05-18',
      quantity: 0,
      received_on: '2026-05-18',
      use_by: '2026-05-25',
    });
  });

  it("counts waste by week in the shop's time, as a share of the units received that week", async () => {
    const admin = await t.staff('admin');
    const answer = await post<CoolerWasteReport>(t.app, WASTE, MARCH, admin);
    expect(answer.status).toBe(200);
    const { weeks, total, withCosts } = answer.body.data;
    expect(withCosts).toBe(true);
    expect(weeks.map((w) => [w.week, w.from, w.to, w.wasted, w.received, w.sharePercent, w.costCents])).toEqual([
      ['2026-W10', '2026-03-02', '2026-03-08', 4, 30, 13.3, 750],
      ['2026-W11', '2026-03-09', '2026-03-15', 8, 40, 20, 1_601],
    ]);
    expect(weeks[1]?.byReason).toEqual([
      { reason: 'wilted', units: 5, costCents: 1_001 },
      { reason: 'stocktake', units: 3, costCents: 600 },
    ]);
    expect(total).toMatchObject({ wasted: 12, received: 70, sharePercent: 17.1, costCents: 2_351 });
  });

  it('counts waste by stem, most wasted first, each with its reasons', async () => {
    const admin = await t.staff('admin');
    const { stems } = (await post<CoolerWasteReport>(t.app, WASTE, MARCH, admin)).body.data;
    expect(stems).toEqual([
      {
        stemId: rose,
        name: '红玫瑰',
        nameEn: 'Red rose',
        variety: '卡罗拉',
        grade: 'A',
        unit: 'stem',
        wasted: 11,
        received: 60,
        sharePercent: 18.3,
        costCents: 2_201,
        byReason: [
          { reason: 'wilted', units: 5, costCents: 1_001 },
          { reason: 'expired', units: 3, costCents: 600 },
          { reason: 'stocktake', units: 3, costCents: 600 },
        ],
      },
      {
        stemId: euca,
        name: '尤加利',
        nameEn: 'Eucalyptus',
        variety: '',
        grade: '',
        unit: 'stem',
        wasted: 1,
        received: 10,
        sharePercent: 10,
        costCents: 150,
        byReason: [{ reason: 'display', units: 1, costCents: 150 }],
      },
    ]);
  });

  it('shows a florist the waste in units and no money', async () => {
    const florist = await t.staff('florist');
    const answer = await post<CoolerWasteReport>(t.app, WASTE, MARCH, florist);
    expect(answer.status).toBe(200);
    const report = answer.body.data;
    expect(report.withCosts).toBe(false);
    expect(report.total).toMatchObject({ wasted: 12, received: 70, costCents: null });
    const money = [...report.weeks, ...report.stems, report.total].flatMap((f) => [
      f.costCents,
      ...f.byReason.map((r) => r.costCents),
    ]);
    expect(money.every((cents) => cents === null)).toBe(true);
    expect((await post(t.app, MARGINS, MARCH, florist)).status).toBe(403);
  });

  it('works out margins to the cent: goods after the coupon, delivery left out, stems given back taken off', async () => {
    const admin = await t.staff('admin');
    const answer = await post<CoolerMarginReport>(t.app, MARGINS, MARCH, admin);
    expect(answer.status).toBe(200);
    const report = answer.body.data;
    // 25 800 of goods less 2 000 off; stems 7 601 + 300 − 800 given back.
    expect(report.orders).toEqual([
      {
        orderId: 'M1',
        orderNo: '2026031400001',
        deliveryDate: '2026-03-14',
        status: 'completed',
        goods: ['十九朵红玫瑰', '玻璃花瓶'],
        goodsEn: ['Nineteen red roses', 'Glass vase'],
        paidCents: 25_800,
        refundedCents: 0,
        revenueCents: 23_800,
        stemCostCents: 7_101,
        marginCents: 16_699,
        marginPercent: 70.2,
      },
    ]);
    expect(report.ordersTotal).toBe(1);
    expect(report.total).toEqual({
      orders: 1,
      revenueCents: 23_800,
      stemCostCents: 7_101,
      marginCents: 16_699,
      marginPercent: 70.2,
    });
    expect(report.days).toHaveLength(14);
    expect(report.days.find((d) => d.date === '2026-03-14')).toMatchObject({ orders: 1, marginCents: 16_699 });
    expect(report.days.find((d) => d.date === '2026-03-13')).toMatchObject({ orders: 0, revenueCents: 0 });
  });

  it('leaves out a paid order the florist has not started, whose stems cost nothing yet', async () => {
    const customer = await aMember(t.db);
    await anOrderRow(t.db, {
      id: 'M9',
      user_id: customer.id,
      status: 'paid',
      paid_at: Date.parse('2026-03-13T02:00:00Z'),
      delivery_date: '2026-03-14',
    });
    const admin = await t.staff('admin');
    const report = (await post<CoolerMarginReport>(t.app, MARGINS, MARCH, admin)).body.data;
    expect(report.orders.map((o) => o.orderId)).toEqual(['M1']);
    expect(report.total.orders).toBe(1);
  });

  it("shares an order's stem cost over its goods by their recipes, and keeps refunded orders apart", async () => {
    const admin = await t.staff('admin');
    const report = (await post<CoolerMarginReport>(t.app, MARGINS, MARCH, admin)).body.data;
    // Revenue 23 800 by line amount (20 800 : 5 000, so 19 187.6 and 4 612.4 to the cent); every stem is in the roses' recipe, none in the vase's.
    expect(
      report.goods.map((g) => [
        g.goodsId,
        g.quantity,
        g.revenueCents,
        g.stemCostCents,
        g.marginCents,
        g.unattributedCents,
      ]),
    ).toEqual([
      ['g-rose', 1, 19_188, 7_101, 12_087, 0],
      ['g-vase', 1, 4_612, 0, 4_612, 0],
    ]);
    expect(report.refunded.map((o) => [o.orderId, o.revenueCents, o.stemCostCents, o.marginCents])).toEqual([
      ['M2', 0, 2_000, -2_000],
    ]);
    expect(report.refundedTotal).toMatchObject({ orders: 1, stemCostCents: 2_000, marginCents: -2_000 });
  });

  it("answers suppliers' deliveries against orders: fill rate and late deliveries, the least filled first", async () => {
    const admin = await t.staff('admin');
    const answer = await post<CoolerSupplierReport>(t.app, SUPPLIERS, MAY, admin);
    expect(answer.status).toBe(200);
    const { suppliers, total } = answer.body.data;
    expect(suppliers.map((s) => [s.nameEn, s.deliveries, s.ordered, s.received, s.fillPercent, s.late])).toEqual([
      ['Dounan market', 3, 160, 120, 75, 2],
      ['Kunming farm', 1, 50, 50, 100, 0],
    ]);
    expect(suppliers[0]?.stems.map((s) => [s.nameEn, s.ordered, s.received, s.fillPercent, s.late])).toEqual([
      ["Baby's breath", 20, 0, 0, 1],
      ['Pink rose', 140, 120, 85.7, 1],
    ]);
    expect(total).toEqual({ deliveries: 4, ordered: 210, received: 170, fillPercent: 81, late: 2 });
  });

  it('refuses a range that ends before it starts, is longer than 26 weeks or names no week, naming the field', async () => {
    const admin = await t.staff('admin');
    const refused = async (body: object) => {
      const answer = await post(t.app, WASTE, body, admin);
      return [answer.status, answer.body.message];
    };
    const [status, message] = await refused({ fromWeek: '2026-W11', toWeek: '2026-W10' });
    expect(status).toBe(400);
    expect(message).toContain('toWeek: BEFORE_START');
    expect((await refused({ fromWeek: '2026-W01', toWeek: '2026-W27' }))[1]).toContain('toWeek: TOO_MANY 26');
    expect((await refused({ fromWeek: '2025-W53', toWeek: '2026-W01' }))[1]).toContain('fromWeek: INVALID');
    expect((await refused({ fromWeek: '2026-W01' }))[1]).toContain('toWeek: REQUIRED');
    expect((await post(t.app, WASTE, { fromWeek: '2026-W01', toWeek: '2026-W26' }, admin)).status).toBe(200);
  });

  itGuardsWithPermission(t, 'cooler.manage', [
    { url: WASTE, body: MARCH, allowed: 200 },
    { url: SUPPLIERS, body: MAY, allowed: 200 },
  ]);
  itGuardsWithPermission(t, 'cooler.costs', [{ url: MARGINS, body: MARCH, allowed: 200 }]);
});
