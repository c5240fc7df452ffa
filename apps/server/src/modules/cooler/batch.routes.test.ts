import type { Home } from '@ffe/shared/contracts/catalogue';
import type {
  CoolerBatch,
  CoolerMove,
  CoolerStock,
  CoolerStockStem,
  ExpiringCoolerBatches,
} from '@ffe/shared/contracts/cooler-batches';
import { addDays, costOfMove } from '@ffe/shared/domain/cooler-batches';
import { shopDate } from '@ffe/shared/domain/delivery-rules';
import type { StaffRole } from '@ffe/shared/domain/staff-roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { aBatch, aRecipe, aStem, aStemPrice, aSupplier } from '../../../test/cooler';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aGoodsWithOptions, goodsInOneCategory } from '../../../test/factories';

type SignedIn = { id: string; token: string };

const URL = {
  list: '/api/admin/cooler/batches/list',
  order: '/api/admin/cooler/batches/order',
  cancel: '/api/admin/cooler/batches/cancel',
  receive: '/api/admin/cooler/batches/receive',
  writeOff: '/api/admin/cooler/batches/write-off',
  stocktake: '/api/admin/cooler/batches/stocktake',
  expiring: '/api/admin/cooler/batches/expiring',
  todaySection: '/api/admin/cooler/batches/today-section',
};

describe('the cost of units leaving a batch', () => {
  it('prices units pro rata, half a cent up, and a batch’s moves add up to its cost exactly', () => {
    const batch = { cost: 1000, quantity: 3 };
    expect(costOfMove(batch, 3, 1)).toBe(333);
    expect(costOfMove(batch, 2, 1)).toBe(334);
    expect(costOfMove(batch, 1, 1)).toBe(333);
    expect(costOfMove(batch, 3, 1) + costOfMove(batch, 2, 1) + costOfMove(batch, 1, 1)).toBe(1000);
    expect(costOfMove(batch, 1, -1)).toBe(-334);
    expect(costOfMove({ cost: 5, quantity: 2 }, 2, 1)).toBe(3);
  });
});

describeOnEachDatabase('Batches in the cooler', (t) => {
  let admin: SignedIn;
  let florist: SignedIn;
  const today = () => shopDate(Date.now());
  const shop = goodsInOneCategory(t);

  beforeAll(async () => {
    admin = await t.staff('admin');
    florist = await t.staff('florist');
  });

  const call = <T>(url: string, body: object, as: SignedIn = admin) => post<T>(t.app, url, body, as);
  const batchRow = (id: string) =>
    t.db.selectFrom('cooler_batches').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const movesOf = (batchId: string) =>
    t.db.selectFrom('cooler_moves').selectAll().where('batch_id', '=', batchId).orderBy('at').orderBy('id').execute();
  const stockOf = async (stemId: string, as: SignedIn = admin) =>
    (await call<CoolerStock>(URL.list, { stemId }, as)).body.data.stems[0] as CoolerStockStem;

  describe('ordering and receiving', () => {
    it('orders several lines at once, in bunches or units, use-by from the expected day and the vase life', async () => {
      const roses = await aStem(t.db, { bunch_size: 20, vase_life_days: 7 });
      const gyp = await aStem(t.db, { bunch_size: 10, vase_life_days: 10 });
      const supplier = await aSupplier(t.db);
      await aStemPrice(t.db, roses.id, supplier.id, 6000);
      const expectedOn = addDays(today(), 2);
      const answer = await call<{ list: CoolerBatch[] }>(URL.order, {
        lines: [
          { stemId: roses.id, supplierId: supplier.id, quantity: 3, by: 'bunch', expectedOn },
          { stemId: gyp.id, supplierId: supplier.id, quantity: 15, by: 'unit', expectedOn, costCents: 4500 },
        ],
      });
      expect(answer.status).toBe(200);
      const [rose, other] = answer.body.data.list;
      expect(rose).toMatchObject({
        status: 'ordered',
        orderedQuantity: 60,
        quantity: 60,
        expectedOn,
        useBy: addDays(expectedOn, 7),
        costCents: 18000,
        supplierName: supplier.name,
      });
      expect(other).toMatchObject({ orderedQuantity: 15, useBy: addDays(expectedOn, 10), costCents: 4500 });
      expect((await stockOf(roses.id)).onOrder).toBe(60);
    });

    it('receives an ordered batch partly: the units that came, its order kept for the suppliers’ report', async () => {
      const stem = await aStem(t.db, { bunch_size: 20, vase_life_days: 5 });
      const supplier = await aSupplier(t.db);
      const [ordered] = (
        await call<{ list: CoolerBatch[] }>(URL.order, {
          lines: [
            {
              stemId: stem.id,
              supplierId: supplier.id,
              quantity: 5,
              by: 'bunch',
              expectedOn: today(),
              costCents: 10000,
            },
          ],
        })
      ).body.data.list as [CoolerBatch];
      const answer = await call<{ list: CoolerBatch[] }>(URL.receive, {
        stemId: stem.id,
        lines: [{ batchId: ordered.id, version: ordered.version, quantity: 4, by: 'bunch' }],
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data.list[0]).toMatchObject({
        id: ordered.id,
        status: 'received',
        orderedQuantity: 100,
        quantity: 80,
        leftQuantity: 80,
        receivedOn: today(),
        useBy: addDays(today(), 5),
        daysLeft: 5,
        costCents: 8000,
      });
      // Received once: a second receiving of the same order is refused.
      const again = await call(URL.receive, {
        stemId: stem.id,
        lines: [{ batchId: ordered.id, version: ordered.version, quantity: 1, by: 'unit' }],
      });
      expect(again.status).toBe(409);
      expect(again.body.errCode).toBe('RECORD_CHANGED');
    });

    it('receives several batches of one stem at once, with and without an order, all or nothing', async () => {
      const stem = await aStem(t.db, { bunch_size: 10, vase_life_days: 6 });
      const supplier = await aSupplier(t.db);
      await aStemPrice(t.db, stem.id, supplier.id, 2500);
      const ordered = await aBatch(t.db, stem.id, {
        status: 'ordered',
        quantity: 30,
        ordered_quantity: 30,
        expected_on: today(),
        received_on: null,
        use_by: addDays(today(), 6),
        supplier_id: supplier.id,
        cost: 7500,
      });
      const yesterday = addDays(today(), -1);
      const refused = await call(URL.receive, {
        stemId: stem.id,
        lines: [
          { supplierId: supplier.id, quantity: 2, by: 'bunch', receivedOn: yesterday },
          { batchId: ordered.id, version: 1, quantity: 100_001, by: 'unit' },
        ],
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain('lines.1.quantity');
      expect((await stockOf(stem.id)).onHand).toBe(0);

      const answer = await call<{ list: CoolerBatch[] }>(URL.receive, {
        stemId: stem.id,
        lines: [
          { supplierId: supplier.id, quantity: 2, by: 'bunch', receivedOn: yesterday },
          { batchId: ordered.id, version: 1, quantity: 30, by: 'unit' },
        ],
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data.list).toMatchObject([
        { status: 'received', orderedQuantity: null, quantity: 20, useBy: addDays(yesterday, 6), costCents: 5000 },
        { id: ordered.id, status: 'received', quantity: 30, useBy: addDays(today(), 6), costCents: 7500 },
      ]);
      const stock = await stockOf(stem.id);
      expect(stock).toMatchObject({ onHand: 50, onOrder: 0 });
      expect(stock.batches.map((b) => b.quantity)).toEqual([20, 30]);
    });

    it('refuses amounts and costs out of bounds, naming the field, and changes nothing', async () => {
      const stem = await aStem(t.db, { bunch_size: 20 });
      const cases = [
        [{ quantity: 0, by: 'unit' }, 'lines.0.quantity'],
        [{ quantity: 5001, by: 'bunch' }, 'lines.0.quantity'],
        [{ quantity: 1, by: 'unit', costCents: -1 }, 'lines.0.costCents'],
        [{ quantity: 1, by: 'unit', costCents: 100_000_001 }, 'lines.0.costCents'],
        [{ quantity: 1, by: 'unit', receivedOn: addDays(today(), 1) }, 'lines.0.receivedOn'],
      ] as const;
      for (const [line, field] of cases) {
        const answer = await call(URL.receive, { stemId: stem.id, lines: [line] });
        expect(answer.status, field).toBe(400);
        expect(answer.body.message).toContain(field);
      }
      expect(await call<CoolerStock>(URL.list, { stemId: stem.id }).then((a) => a.body.data.stems)).toEqual([]);
    });

    it('cancels an ordered batch read at its version, and not one received', async () => {
      const stem = await aStem(t.db);
      const ordered = await aBatch(t.db, stem.id, {
        status: 'ordered',
        quantity: 20,
        expected_on: today(),
        received_on: null,
        use_by: addDays(today(), 7),
      });
      const stale = await call(URL.cancel, { id: ordered.id, version: 2 });
      expect(stale.status).toBe(409);
      const answer = await call<CoolerBatch>(URL.cancel, { id: ordered.id, version: 1 });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ status: 'cancelled', version: 2 });
      const received = await aBatch(t.db, stem.id, { quantity: 10, use_by: addDays(today(), 3) });
      expect((await call(URL.cancel, { id: received.id, version: 1 })).status).toBe(409);
    });
  });

  describe('write-offs', () => {
    it('writes off units of a batch with a reason: left moves, a move records the cost, an audit entry is kept', async () => {
      const stem = await aStem(t.db);
      const batch = await aBatch(t.db, stem.id, { quantity: 3, cost: 1000, use_by: addDays(today(), 3) });
      const answer = await call<{ batch: CoolerBatch; move: CoolerMove }>(URL.writeOff, {
        batchId: batch.id,
        units: 2,
        reason: 'wilted',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data.batch.leftQuantity).toBe(1);
      expect(answer.body.data.move).toMatchObject({ kind: 'write_off', quantity: 2, reason: 'wilted', costCents: 667 });
      const [move] = await movesOf(batch.id);
      expect(move).toMatchObject({ kind: 'write_off', quantity: 2, reason: 'wilted', stem_id: stem.id });
      expect(Number(move?.cost)).toBe(667);
      const entries = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('area', '=', 'cooler')
        .where('record_id', '=', batch.id)
        .execute();
      expect(entries.map((e) => e.action)).toEqual(['batch.write-off']);
    });

    it('refuses a write-off of none, of more than is left, or with a reason the system keeps for itself', async () => {
      const stem = await aStem(t.db);
      const batch = await aBatch(t.db, stem.id, { quantity: 5, use_by: addDays(today(), 3) });
      expect((await call(URL.writeOff, { batchId: batch.id, units: 0, reason: 'broken' })).status).toBe(400);
      const more = await call(URL.writeOff, { batchId: batch.id, units: 6, reason: 'broken' });
      expect(more.status).toBe(409);
      expect(more.body.errCode).toBe('STOCK_CHANGED');
      const system = await call(URL.writeOff, { batchId: batch.id, units: 1, reason: 'cancelled_after_making' });
      expect(system.status).toBe(400);
      expect(Number((await batchRow(batch.id)).left_quantity)).toBe(5);
      expect(await movesOf(batch.id)).toEqual([]);
    });

    it('lets exactly 150 of 200 concurrent write-offs of one unit through on a batch of 150', async () => {
      const stem = await aStem(t.db);
      const batch = await aBatch(t.db, stem.id, { quantity: 150, cost: 45000, use_by: addDays(today(), 3) });
      const answers = await Promise.all(
        Array.from({ length: 200 }, () => call(URL.writeOff, { batchId: batch.id, units: 1, reason: 'broken' })),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(150);
      expect(answers.filter((a) => a.status !== 200).every((a) => a.body.errCode === 'STOCK_CHANGED')).toBe(true);
      expect(Number((await batchRow(batch.id)).left_quantity)).toBe(0);
      const moves = await movesOf(batch.id);
      expect(moves).toHaveLength(150);
      expect(moves.reduce((sum, m) => sum + Number(m.cost), 0)).toBe(45000);
    }, 60_000);
  });

  describe('stocktake', () => {
    it('records fewer found as a write-off with the reason and more found as a move back, per batch', async () => {
      const stem = await aStem(t.db);
      const older = await aBatch(t.db, stem.id, {
        quantity: 20,
        left_quantity: 10,
        cost: 2000,
        use_by: addDays(today(), 1),
      });
      const newer = await aBatch(t.db, stem.id, {
        quantity: 20,
        left_quantity: 15,
        cost: 2000,
        use_by: addDays(today(), 4),
      });
      const answer = await call<{ stem: CoolerStockStem; moves: CoolerMove[] }>(URL.stocktake, {
        stemId: stem.id,
        by: 'batch',
        reason: 'wilted',
        batches: [
          { batchId: older.id, version: 1, leftQuantity: 10, counted: 7 },
          { batchId: newer.id, version: 1, leftQuantity: 15, counted: 17 },
        ],
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data.stem.onHand).toBe(24);
      expect(answer.body.data.moves).toMatchObject([
        { batchId: older.id, kind: 'write_off', quantity: 3, reason: 'wilted', costCents: 300 },
        { batchId: newer.id, kind: 'stocktake', quantity: -2, reason: 'stocktake', costCents: -200 },
      ]);
      expect(Number((await batchRow(newer.id)).left_quantity)).toBe(17);
    });

    it('shares a count in total over the batches oldest first', async () => {
      const stem = await aStem(t.db);
      const older = await aBatch(t.db, stem.id, { quantity: 10, use_by: addDays(today(), 1) });
      const newer = await aBatch(t.db, stem.id, { quantity: 20, use_by: addDays(today(), 5) });
      const answer = await call<{ stem: CoolerStockStem; moves: CoolerMove[] }>(URL.stocktake, {
        stemId: stem.id,
        by: 'total',
        counted: 25,
        batches: [
          { batchId: newer.id, version: 1, leftQuantity: 20 },
          { batchId: older.id, version: 1, leftQuantity: 10 },
        ],
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data.moves).toMatchObject([
        { batchId: newer.id, kind: 'write_off', quantity: 5, reason: 'stocktake' },
      ]);
      expect(Number((await batchRow(older.id)).left_quantity)).toBe(10);
      expect(Number((await batchRow(newer.id)).left_quantity)).toBe(15);
    });

    it('refuses the whole count when any batch changed since it was shown', async () => {
      const stem = await aStem(t.db);
      const first = await aBatch(t.db, stem.id, { quantity: 10, use_by: addDays(today(), 1) });
      const second = await aBatch(t.db, stem.id, { quantity: 10, use_by: addDays(today(), 2) });
      expect((await call(URL.writeOff, { batchId: second.id, units: 1, reason: 'broken' })).status).toBe(200);
      const answer = await call(URL.stocktake, {
        stemId: stem.id,
        by: 'batch',
        batches: [
          { batchId: first.id, version: 1, leftQuantity: 10, counted: 8 },
          { batchId: second.id, version: 1, leftQuantity: 10, counted: 8 },
        ],
      });
      expect(answer.status).toBe(409);
      expect(answer.body.errCode).toBe('RECORD_CHANGED');
      expect(Number((await batchRow(first.id)).left_quantity)).toBe(10);
      expect(await movesOf(first.id)).toEqual([]);
    });
  });

  describe('expiring soon', () => {
    it('lists stems within a day of their use-by with the goods that use them, and expired batches apart', async () => {
      const stem = await aStem(t.db, { name: '即将到期的玫瑰' });
      const fresh = await aStem(t.db);
      const soon = await aBatch(t.db, stem.id, { quantity: 12, use_by: addDays(today(), 1) });
      const gone = await aBatch(t.db, stem.id, { quantity: 4, use_by: addDays(today(), -1) });
      await aBatch(t.db, fresh.id, { quantity: 9, use_by: addDays(today(), 2) });
      const { goods, skus } = await aGoodsWithOptions(t.db, { category_id: await shop.categoryId() }, '规格', [
        { name: '11枝', sale_price: 19900, stock: 5 },
        { name: '19枝', sale_price: 29900, stock: 5 },
      ]);
      await aRecipe(t.db, goods.id, skus[1]?.id ?? null, [{ stemId: stem.id, quantity: 19 }]);
      await aRecipe(t.db, goods.id, skus[0]?.id ?? null, [{ stemId: fresh.id, quantity: 11 }]);

      const answer = await call<ExpiringCoolerBatches>(URL.expiring, {}, florist);
      expect(answer.status).toBe(200);
      const mine = answer.body.data.soon.find((s) => s.stem.id === stem.id);
      expect(mine?.batches.map((b) => [b.id, b.daysLeft, b.costCents])).toEqual([[soon.id, 1, null]]);
      expect(mine?.goods).toEqual([
        {
          id: goods.id,
          name: goods.name,
          nameEn: null,
          onSale: true,
          sizes: [{ skuKey: skus[1]?.id, name: '19枝', nameEn: null }],
        },
      ]);
      expect(answer.body.data.soon.some((s) => s.stem.id === fresh.id)).toBe(false);
      expect(answer.body.data.expired.map((e) => e.batch.id)).toContain(gone.id);

      // The expired batch, written off in one click with what is left.
      const written = await call(URL.writeOff, { batchId: gone.id, units: 4, reason: 'expired' }, florist);
      expect(written.status).toBe(200);
      const after = await call<ExpiringCoolerBatches>(URL.expiring, {}, florist);
      expect(after.body.data.expired.map((e) => e.batch.id)).not.toContain(gone.id);
    });

    it('puts the goods in the home section 今日花材, which the shop’s home shows at once, and replaces them next time', async () => {
      const first = await shop.goods({ name: '今日玫瑰花束' });
      const second = await shop.goods({ name: '今日百合花束' });
      const made = await call<{ section: { id: string; goodsIds: string[] }; replaced: boolean }>(
        URL.todaySection,
        { goodsIds: [first] },
        florist,
      );
      expect(made.status).toBe(200);
      expect(made.body.data).toMatchObject({ replaced: false, section: { goodsIds: [first] } });
      const home = async () =>
        (await post<Home>(t.app, '/api/mall/home', {})).body.data.sections.find((s) => s.title === '今日花材');
      expect((await home())?.goods.map((g) => g.id)).toEqual([first]);

      const replaced = await call<{ section: { id: string }; replaced: boolean }>(
        URL.todaySection,
        { goodsIds: [second, first] },
        florist,
      );
      expect(replaced.body.data).toMatchObject({ replaced: true, section: { id: made.body.data.section.id } });
      expect((await home())?.goods.map((g) => g.id)).toEqual([second, first]);
      const rows = await t.db.selectFrom('home_sections').selectAll().where('title', '=', '今日花材').execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ kind: 'chosen', title_en: "Today's stems" });
      const listed = await call<ExpiringCoolerBatches>(URL.expiring, {}, florist);
      expect(listed.body.data.section).toMatchObject({ id: made.body.data.section.id, goodsIds: [second, first] });
    });

    it('refuses goods that do not exist', async () => {
      const answer = await call(URL.todaySection, { goodsIds: ['no-such-goods'] }, florist);
      expect(answer.status).toBe(400);
    });
  });

  describe('who may', () => {
    const roles: Array<[StaffRole, number]> = [
      ['admin', 200],
      ['florist', 200],
      ['service', 403],
      ['courier', 403],
    ];
    it.each(roles)('answers the %s %i on every batches call', async (role, status) => {
      const member = await t.staff(role);
      for (const url of Object.values(URL)) {
        const answer = await post(t.app, url, {}, member);
        // A florist's or admin's empty body is refused as bad input, past the permission.
        expect(answer.status === 403 ? 403 : 200, url).toBe(status === 403 ? 403 : 200);
      }
      expect((await post(t.app, URL.list, {})).status).toBe(401);
    });

    it('hides costs from a florist and refuses a cost a florist types', async () => {
      const stem = await aStem(t.db);
      const supplier = await aSupplier(t.db);
      await aStemPrice(t.db, stem.id, supplier.id, 4000);
      await aBatch(t.db, stem.id, { quantity: 10, cost: 3000, use_by: addDays(today(), 3) });
      const seen = await stockOf(stem.id, florist);
      expect(seen.batches[0]?.costCents).toBeNull();
      expect((await call<CoolerStock>(URL.list, {}, florist)).body.data.costsShown).toBe(false);
      expect((await stockOf(stem.id, admin)).batches[0]?.costCents).toBe(3000);
      const typed = await call(
        URL.receive,
        { stemId: stem.id, lines: [{ supplierId: supplier.id, quantity: 1, by: 'bunch', costCents: 100 }] },
        florist,
      );
      expect(typed.status).toBe(403);
      // Without a typed cost, the supplier's bunch price is the batch's cost.
      const priced = await call<{ list: CoolerBatch[] }>(
        URL.receive,
        { stemId: stem.id, lines: [{ supplierId: supplier.id, quantity: 1, by: 'bunch' }] },
        florist,
      );
      expect(priced.status).toBe(200);
      expect(priced.body.data.list[0]?.costCents).toBeNull();
      expect(Number((await batchRow(priced.body.data.list[0]?.id as string)).cost)).toBe(4000);
    });
  });
});
