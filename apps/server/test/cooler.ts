import crypto from 'node:crypto';
import type { Db } from '../src/db/connect';
import type { CoolerBatchTable, CoolerRecipeLineTable, CoolerStemTable, CoolerSupplierTable } from '../src/db/schema';

/** Factories of the cooler's rows (issue 44): each inserts one row straight into the database and answers it. */

let sequence = 0;
const next = () => ++sequence;

export async function aSupplier(db: Db, overrides: Partial<CoolerSupplierTable> = {}): Promise<CoolerSupplierTable> {
  const n = next();
  const row: CoolerSupplierTable = {
    id: `supplier-${n}-${crypto.randomUUID().slice(0, 8)}`,
    name: `供应商${n}`,
    name_en: `Supplier ${n}`,
    contact: '',
    archived_at: null,
    version: 1,
    created_at: 1,
    updated_at: 1,
    ...overrides,
  };
  await db.insertInto('cooler_suppliers').values(row).execute();
  return row;
}

/** A stem (red roses, bunches of 20, 7 days in a vase unless told). */
export async function aStem(db: Db, overrides: Partial<CoolerStemTable> = {}): Promise<CoolerStemTable> {
  const n = next();
  const row: CoolerStemTable = {
    id: `stem-${n}-${crypto.randomUUID().slice(0, 8)}`,
    kind: 'flower',
    name: `红玫瑰${n}`,
    name_en: `Red rose ${n}`,
    variety: '卡罗拉',
    grade: 'A',
    colour: '红',
    unit: 'stem',
    bunch_size: 20,
    vase_life_days: 7,
    substitution_group: null,
    value: 300,
    archived_at: null,
    version: 1,
    created_at: 1,
    updated_at: 1,
    ...overrides,
  };
  await db.insertInto('cooler_stems').values(row).execute();
  return row;
}

/** A supplier's price of one bunch of a stem, in cents. */
export async function aStemPrice(db: Db, stemId: string, supplierId: string, bunchPrice: number): Promise<void> {
  await db
    .insertInto('cooler_stem_prices')
    .values({ stem_id: stemId, supplier_id: supplierId, bunch_price: bunchPrice })
    .execute();
}

/** A received batch of `quantity` units (an ordered one with `status: 'ordered'` and `expected_on`). */
export async function aBatch(
  db: Db,
  stemId: string,
  overrides: Partial<CoolerBatchTable> & { quantity: number; use_by: string },
): Promise<CoolerBatchTable> {
  const n = next();
  const row: CoolerBatchTable = {
    id: `batch-${n}-${crypto.randomUUID().slice(0, 8)}`,
    stem_id: stemId,
    supplier_id: null,
    status: 'received',
    ordered_quantity: null,
    expected_on: null,
    left_quantity: overrides.quantity,
    cost: overrides.quantity * 200,
    received_on: '2026-01-01',
    version: 1,
    created_at: n,
    updated_at: n,
    ...overrides,
  };
  await db.insertInto('cooler_batches').values(row).execute();
  return row;
}

/** A recipe of a goods' size ('' for a goods without sizes): the stems and units one bouquet takes. */
export async function aRecipe(
  db: Db,
  goodsId: string,
  skuId: string | null,
  lines: ReadonlyArray<{ stemId: string; quantity: number }>,
): Promise<{ id: string; lines: CoolerRecipeLineTable[] }> {
  const id = `recipe-${next()}-${crypto.randomUUID().slice(0, 8)}`;
  await db
    .insertInto('cooler_recipes')
    .values({ id, goods_id: goodsId, sku_key: skuId ?? '', version: 1, updated_at: 1, updated_by: null })
    .execute();
  const rows = lines.map((line, sort) => ({
    id: `${id}-line-${sort}`,
    recipe_id: id,
    stem_id: line.stemId,
    quantity: line.quantity,
    sort,
  }));
  if (rows.length > 0) await db.insertInto('cooler_recipe_lines').values(rows).execute();
  return { id, lines: rows };
}
