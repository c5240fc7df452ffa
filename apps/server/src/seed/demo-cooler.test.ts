import { createCoolerStem, createCoolerSupplier } from '@ffe/shared/contracts/cooler-stems';
import { COOLER_RECIPE_LIMITS } from '@ffe/shared/domain/cooler-stems';
import { shopDate } from '@ffe/shared/domain/delivery-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/databases';
import { describeEachDatabase } from '../../test/each-database';
import type { CoolerBatchTable } from '../db/schema';
import { canPromise, type StemLot } from '../modules/cooler/cooler-ledger';
import { generateDemoCooler } from './demo-cooler';
import { seedDemoData } from './seed';

// 2026-12-03 10:00 in the shop (UTC+8): today is 2026-12-03.
const NOW = Date.parse('2026-12-03T10:00:00+08:00');
const DAY = 86_400_000;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** A batch as the ledger sees it: a received one from its arrival with what is left, an ordered one from its date. */
const lotOf = (b: CoolerBatchTable): StemLot => ({
  id: b.id,
  from: (b.status === 'received' ? b.received_on : b.expected_on) ?? '',
  useBy: b.use_by,
  units: b.status === 'received' ? b.left_quantity : b.quantity,
});

describe('the demo cooler', () => {
  const cooler = generateDemoCooler(NOW);
  const stems = new Map(cooler.stems.map((s) => [s.id, s]));

  it('is the same every time for the same moment', () => {
    expect(generateDemoCooler(NOW)).toEqual(cooler);
  });

  it('prices every stem by the bunch, a whole number of cents a unit, and values it near that', () => {
    expect(cooler.stems.length).toBeGreaterThanOrEqual(20);
    for (const s of cooler.stems) {
      const offers = cooler.prices.filter((p) => p.stem_id === s.id);
      expect(offers.length, s.id).toBeGreaterThan(0);
      for (const p of offers) {
        expect(cooler.suppliers.some((supplier) => supplier.id === p.supplier_id)).toBe(true);
        expect(p.bunch_price % s.bunch_size, s.id).toBe(0);
      }
      expect(s.value, s.id).toBeGreaterThan(0);
    }
  });

  it('keeps within what staff may type, so a demo stem, supplier or recipe saves unchanged in the console', () => {
    for (const s of cooler.stems) {
      const typed = {
        kind: s.kind,
        name: s.name,
        nameEn: s.name_en,
        variety: s.variety,
        grade: s.grade,
        colour: s.colour,
        unit: s.unit,
        bunchSize: s.bunch_size,
        vaseLifeDays: s.vase_life_days,
        substitutionGroup: s.substitution_group,
        valueCents: s.value,
      };
      expect(createCoolerStem.request.parse(typed), s.id).toEqual(typed);
    }
    for (const s of cooler.suppliers) {
      const typed = { name: s.name, nameEn: s.name_en, contact: s.contact };
      expect(createCoolerSupplier.request.parse(typed), s.id).toEqual(typed);
    }
    for (const r of cooler.recipes) {
      const lines = cooler.recipeLines.filter((l) => l.recipe_id === r.id);
      expect(lines.length, r.id).toBeLessThanOrEqual(COOLER_RECIPE_LIMITS.LINES_MAX);
      for (const l of lines) expect(l.quantity, l.id).toBeLessThanOrEqual(COOLER_RECIPE_LIMITS.UNITS_MAX);
    }
  });

  it('gives red roses of grade A a stand-in of another variety and a cheaper grade B of lower value', () => {
    const reds = cooler.stems.filter((s) => s.substitution_group === 'rose-red');
    const value = (id: string) => reds.find((s) => s.id === id)?.value ?? 0;
    expect(reds.map((s) => s.id)).toEqual(['stem-rose-red-a', 'stem-rose-red-b', 'stem-rose-red-freedom-a']);
    expect(value('stem-rose-red-freedom-a')).toBeGreaterThanOrEqual(value('stem-rose-red-a'));
    expect(value('stem-rose-red-b')).toBeLessThan(value('stem-rose-red-a'));
  });

  it('dates every batch: used by its arrival plus its vase life, received in the past six days or expected in the next two', () => {
    const today = shopDate(NOW);
    for (const b of cooler.batches) {
      const stem = stems.get(b.stem_id);
      const from = (b.status === 'received' ? b.received_on : b.expected_on) ?? '';
      expect(from, b.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(b.use_by, b.id).toBe(addDays(from, stem?.vase_life_days ?? 0));
      if (b.status === 'received') {
        expect(from >= shopDate(NOW, -6) && from < today, b.id).toBe(true);
      } else {
        expect(b.status, b.id).toBe('ordered');
        expect(from > today && from <= shopDate(NOW, 2), b.id).toBe(true);
        expect(b.left_quantity, b.id).toBe(b.quantity);
      }
      expect(b.created_at, b.id).toBeLessThanOrEqual(NOW);
    }
    const tomorrow = shopDate(NOW, 1);
    const expiring = cooler.batches.filter(
      (b) => b.status === 'received' && b.use_by === tomorrow && b.left_quantity > 0,
    );
    expect(expiring.length).toBeGreaterThanOrEqual(2);
    expect(cooler.batches.filter((b) => b.status === 'ordered').length).toBeGreaterThanOrEqual(10);
  });

  it("keeps each batch's count and cost: what is left is what came less its moves, and the moves cost their units' share", () => {
    for (const b of cooler.batches) {
      const moves = cooler.moves.filter((m) => m.batch_id === b.id);
      const moved = moves.reduce((sum, m) => sum + m.quantity, 0);
      expect(b.left_quantity, b.id).toBeGreaterThanOrEqual(0);
      expect(b.left_quantity, b.id).toBeLessThanOrEqual(b.quantity);
      expect(b.left_quantity, b.id).toBe(b.quantity - moved);
      expect(b.cost % b.quantity, b.id).toBe(0);
      const unit = b.cost / b.quantity;
      const price = cooler.prices.find((p) => p.stem_id === b.stem_id && p.supplier_id === b.supplier_id);
      expect(unit * (stems.get(b.stem_id)?.bunch_size ?? 0), b.id).toBe(price?.bunch_price);
      for (const m of moves) {
        expect(m.quantity, m.id).toBeGreaterThan(0);
        expect(m.cost, m.id).toBe(m.quantity * unit);
        expect(m.stem_id, m.id).toBe(b.stem_id);
        expect(m.at, m.id).toBeLessThanOrEqual(NOW);
        expect(m.at, m.id).toBeGreaterThanOrEqual(b.created_at);
      }
      expect(
        moves.reduce((sum, m) => sum + m.cost, 0),
        b.id,
      ).toBeLessThanOrEqual(b.cost);
      if (b.use_by < shopDate(NOW)) expect(b.left_quantity, `${b.id} expired`).toBe(0);
    }
  });

  it('writes stems off for each reason a florist meets, a plausible share of a week, so the waste report has something to show', () => {
    const reasons = new Set(cooler.moves.filter((m) => m.kind === 'write_off').map((m) => m.reason));
    expect([...reasons].sort()).toEqual(['broken', 'damaged_in_delivery', 'display', 'expired', 'wilted']);
    expect(cooler.moves.filter((m) => m.kind === 'use').length).toBeGreaterThan(50);
    const units = (kind: string) => cooler.moves.filter((m) => m.kind === kind).reduce((sum, m) => sum + m.quantity, 0);
    const received = cooler.batches.filter((b) => b.status === 'received').reduce((sum, b) => sum + b.quantity, 0);
    // A week's waste as florists count it, a few in a hundred stems received, and a share of what has gone.
    expect(units('write_off') / received).toBeGreaterThan(0.02);
    expect(units('write_off') / received).toBeLessThan(0.15);
    expect(units('write_off') / (units('write_off') + units('use'))).toBeLessThan(0.15);
    const short = cooler.batches.filter((b) => b.ordered_quantity !== null && b.quantity < b.ordered_quantity);
    expect(short.map((b) => b.stem_id)).toEqual(['stem-rose-red-a']);
  });

  it('makes each recipe of stems it keeps, in whole units, a line per stem', () => {
    expect(cooler.recipes.length).toBeGreaterThanOrEqual(50);
    for (const r of cooler.recipes) {
      const lines = cooler.recipeLines.filter((l) => l.recipe_id === r.id);
      expect(lines.length, r.id).toBeGreaterThan(0);
      expect(new Set(lines.map((l) => l.stem_id)).size, r.id).toBe(lines.length);
      for (const l of lines) {
        expect(stems.has(l.stem_id), l.id).toBe(true);
        expect(Number.isInteger(l.quantity) && l.quantity > 0, l.id).toBe(true);
      }
    }
  });
});

describeEachDatabase('seeding the demo cooler', (target) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase(target.url);
  });

  afterEach(async () => {
    await database.drop();
  });

  it('names goods, sizes and stems that exist in every recipe, and leaves a few goods to their typed stock', async () => {
    expect(await seedDemoData(database.db, NOW)).toBe(true);
    const { db } = database;
    const goods = await db.selectFrom('goods').select(['id', 'is_add_on']).execute();
    const skus = await db.selectFrom('goods_skus').select(['id', 'goods_id']).execute();
    const stems = new Set((await db.selectFrom('cooler_stems').select('id').execute()).map((s) => s.id));
    const recipes = await db.selectFrom('cooler_recipes').selectAll().execute();
    const lines = await db.selectFrom('cooler_recipe_lines').selectAll().execute();
    for (const r of recipes) {
      expect(
        goods.some((g) => g.id === r.goods_id),
        r.id,
      ).toBe(true);
      const sizes = skus.filter((s) => s.goods_id === r.goods_id);
      if (r.sku_key === '') expect(sizes, r.id).toEqual([]);
      else
        expect(
          sizes.map((s) => s.id),
          r.id,
        ).toContain(r.sku_key);
      for (const l of lines.filter((line) => line.recipe_id === r.id)) expect(stems.has(l.stem_id), l.id).toBe(true);
    }
    const withRecipe = new Set(recipes.map((r) => r.goods_id));
    const without = goods.filter((g) => !withRecipe.has(g.id)).map((g) => g.id);
    expect(without).toEqual(expect.arrayContaining(['goods-0004', 'goods-0066', 'addon-vase', 'addon-chocolate']));
    expect(without.length).toBeLessThan(goods.length / 3);
    // The sold-out size keeps its typed stock of 0; the others of that goods are made from the cooler.
    expect(recipes.filter((r) => r.goods_id === 'goods-0006').map((r) => r.sku_key)).toEqual([
      'goods-0006-s1',
      'goods-0006-s2',
      'goods-0006-s3',
    ]);
  });

  it('holds the stems for five bouquets of every goods size with a recipe, for delivery tomorrow', async () => {
    expect(await seedDemoData(database.db, NOW)).toBe(true);
    const { db } = database;
    const batches = await db.selectFrom('cooler_batches').selectAll().execute();
    const recipes = await db.selectFrom('cooler_recipes').selectAll().execute();
    const lines = await db.selectFrom('cooler_recipe_lines').selectAll().execute();
    const reservations = await db.selectFrom('cooler_reservations').selectAll().execute();
    expect(reservations).toEqual([]);
    const tomorrow = shopDate(NOW, 1);
    for (const r of recipes) {
      for (const l of lines.filter((line) => line.recipe_id === r.id)) {
        const lots = batches.filter((b) => b.stem_id === l.stem_id && b.status !== 'cancelled').map(lotOf);
        expect(canPromise(lots, [], tomorrow, 5 * l.quantity), `${r.id}: ${l.stem_id}`).toBe(true);
      }
    }
    // Today too, for the shop's earliest delivery: twenty bouquets of 33 red roses.
    const roses = batches.filter((b) => b.stem_id === 'stem-rose-red-a').map(lotOf);
    expect(canPromise(roses, [], shopDate(NOW), 20 * 33)).toBe(true);
  });

  it('stores what it generated, and seeds nothing the second time', async () => {
    expect(await seedDemoData(database.db, NOW)).toBe(true);
    const count = async () =>
      Promise.all(
        (
          [
            'cooler_suppliers',
            'cooler_stems',
            'cooler_stem_prices',
            'cooler_recipes',
            'cooler_recipe_lines',
            'cooler_batches',
            'cooler_moves',
          ] as const
        ).map(async (table) =>
          Number(
            (
              await database.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll<number | string>().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    const generated = generateDemoCooler(NOW);
    const first = await count();
    expect(first).toEqual([
      generated.suppliers.length,
      generated.stems.length,
      generated.prices.length,
      generated.recipes.length,
      generated.recipeLines.length,
      generated.batches.length,
      generated.moves.length,
    ]);
    expect(await seedDemoData(database.db, NOW + DAY)).toBe(false);
    expect(await count()).toEqual(first);
    const rose = await database.db
      .selectFrom('cooler_batches')
      .selectAll()
      .where('id', '=', generated.batches[0]?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(rose).toEqual(generated.batches[0]);
  });
});
