import type { Db } from '../db/connect';
import { seedCouponTemplates } from './coupon-templates';
import { type Catalogue, DEMO_GOODS_COUNT, generateCatalogue } from './demo-catalogue';
import { seedDemoCooler } from './demo-cooler';
import { seedDemoSubscriptions } from './demo-subscriptions';

/**
 * Rows per insert: goods have about 35 columns, so 200 rows stay far below PostgreSQL's 65,535 bind
 * parameters (and SQLite's 32,766).
 */
const BATCH_ROWS = 200;

function batches<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += BATCH_ROWS) out.push(rows.slice(i, i + BATCH_ROWS));
  return out;
}

/**
 * Inserts a catalogue. Categories, home links and hot words that already exist are kept, so the
 * shop's furniture can be laid twice; goods and comments must be new.
 */
async function insertCatalogue(trx: Db, catalogue: Catalogue): Promise<void> {
  // Parents come first in the list, so a child's parent_id always refers to a stored row.
  for (const rows of batches(catalogue.categories)) {
    await trx
      .insertInto('categories')
      .values(rows)
      .onConflict((c) => c.column('id').doNothing())
      .execute();
  }
  for (const rows of batches(catalogue.goods)) await trx.insertInto('goods').values(rows).execute();
  for (const rows of batches(catalogue.skus)) await trx.insertInto('goods_skus').values(rows).execute();
  for (const rows of batches(catalogue.comments)) await trx.insertInto('goods_comments').values(rows).execute();
  for (const rows of batches(catalogue.homeLinks)) {
    await trx
      .insertInto('home_links')
      .values(rows)
      .onConflict((c) => c.column('id').doNothing())
      .execute();
  }
  for (const rows of batches(catalogue.hotWords)) {
    await trx
      .insertInto('hot_words')
      .values(rows)
      .onConflict((c) => c.column('word').doNothing())
      .execute();
  }
}

/** Lays out a catalogue of `goodsCount` goods in one transaction; the goods table should be empty. */
export async function seedCatalogue(db: Db, options: { goodsCount: number; now?: number }): Promise<void> {
  const catalogue = generateCatalogue({ goodsCount: options.goodsCount, now: options.now ?? Date.now() });
  await db.transaction().execute((trx) => insertCatalogue(trx, catalogue));
}

/**
 * Seeds the hand-written demo catalogue, its coupon templates and its cooler (stems, recipes, a week of batches) into a
 * shop with no goods yet; true when it did.
 */
export async function seedDemoData(db: Db, now = Date.now()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Checked inside the transaction: a second server seeding at the same moment fails on the
    // goods' ids and rolls back, rather than adding a second copy.
    const any = await trx.selectFrom('goods').select('id').limit(1).executeTakeFirst();
    if (any) return false;
    const catalogue = generateCatalogue({ goodsCount: DEMO_GOODS_COUNT, now });
    await insertCatalogue(trx, catalogue);
    await seedCouponTemplates(trx, catalogue, now);
    await seedDemoCooler(trx, now);
    await seedDemoSubscriptions(trx, now);
    return true;
  });
}
