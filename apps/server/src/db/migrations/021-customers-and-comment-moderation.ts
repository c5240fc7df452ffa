import type { Kysely } from 'kysely';

/**
 * Customers in the console and comment moderation (issue 14): a member can be disabled (`users.disabled_at`), staff
 * keep notes on a customer that the customer never sees, and a comment can be hidden from the shop
 * (`goods_comments.hidden_at`) without being deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('disabled_at', 'bigint').execute();
  await db.schema.alterTable('goods_comments').addColumn('hidden_at', 'bigint').execute();

  await db.schema
    .createTable('customer_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('author_id', 'text', (c) => c.notNull())
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('customer_notes_user_idx')
    .on('customer_notes')
    .columns(['user_id', 'created_at'])
    .execute();
}
