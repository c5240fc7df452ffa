import type { Kysely } from 'kysely';

/**
 * The cooler behind the shop (issue 44, decision 060): stems and materials with their suppliers' bunch prices, a recipe
 * per goods size or add-on, batches (ordered, then received) with their use-by dates, every move of stems out of or back
 * into a batch (used for an order, written off, counted at stocktake), the stems a booked order holds for its delivery
 * date, substitutions proposed to customers, and the cooler's one row of settings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cooler_suppliers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text')
    .addColumn('contact', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('archived_at', 'bigint')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('cooler_stems')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text')
    .addColumn('variety', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('grade', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('colour', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('bunch_size', 'integer', (c) => c.notNull())
    .addColumn('vase_life_days', 'integer', (c) => c.notNull())
    .addColumn('substitution_group', 'text')
    .addColumn('value', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('archived_at', 'bigint')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('cooler_stem_prices')
    .addColumn('stem_id', 'text', (c) => c.notNull())
    .addColumn('supplier_id', 'text', (c) => c.notNull())
    .addColumn('bunch_price', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('cooler_stem_prices_pk', ['stem_id', 'supplier_id'])
    .execute();
  await db.schema
    .createTable('cooler_recipes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('goods_id', 'text', (c) => c.notNull())
    .addColumn('sku_key', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();
  // One recipe per goods size; '' names a goods sold without sizes (an add-on, a plain goods).
  await db.schema
    .createIndex('cooler_recipes_owner')
    .on('cooler_recipes')
    .columns(['goods_id', 'sku_key'])
    .unique()
    .execute();
  await db.schema
    .createTable('cooler_recipe_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('recipe_id', 'text', (c) => c.notNull())
    .addColumn('stem_id', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cooler_recipe_lines_recipe').on('cooler_recipe_lines').column('recipe_id').execute();
  await db.schema.createIndex('cooler_recipe_lines_stem').on('cooler_recipe_lines').column('stem_id').execute();
  await db.schema
    .createTable('cooler_batches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('stem_id', 'text', (c) => c.notNull())
    .addColumn('supplier_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('ordered_quantity', 'integer')
    .addColumn('expected_on', 'text')
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('left_quantity', 'integer', (c) => c.notNull())
    .addColumn('cost', 'integer', (c) => c.notNull())
    .addColumn('received_on', 'text')
    .addColumn('use_by', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('cooler_batches_stem')
    .on('cooler_batches')
    .columns(['stem_id', 'status', 'use_by'])
    .execute();
  await db.schema
    .createTable('cooler_moves')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('batch_id', 'text', (c) => c.notNull())
    .addColumn('stem_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('order_id', 'text')
    .addColumn('cost', 'integer', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cooler_moves_order').on('cooler_moves').column('order_id').execute();
  await db.schema.createIndex('cooler_moves_stem_at').on('cooler_moves').columns(['stem_id', 'at']).execute();
  await db.schema.createIndex('cooler_moves_at').on('cooler_moves').column('at').execute();
  await db.schema
    .createTable('cooler_reservations')
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('stem_id', 'text', (c) => c.notNull())
    .addColumn('delivery_date', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('cooler_reservations_pk', ['order_id', 'stem_id'])
    .execute();
  await db.schema
    .createIndex('cooler_reservations_stem_date')
    .on('cooler_reservations')
    .columns(['stem_id', 'delivery_date'])
    .execute();
  await db.schema
    .createTable('cooler_substitutions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('deadline', 'bigint', (c) => c.notNull())
    .addColumn('outcome', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema.createIndex('cooler_substitutions_order').on('cooler_substitutions').column('order_id').execute();
  await db.schema
    .createIndex('cooler_substitutions_due')
    .on('cooler_substitutions')
    .columns(['status', 'deadline'])
    .execute();
  await db.schema
    .createTable('cooler_settings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('substitution_policy', 'text', (c) => c.notNull())
    .addColumn('answer_hours', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}
