import type { Kysely } from 'kysely';

/**
 * The recipient's "on their way" text (issue 41): whether the buyer left it on at checkout. Orders placed before it
 * take the checkout's default, on; an anonymous order's text never names the buyer, so nothing of theirs is told.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('notify_recipient', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
