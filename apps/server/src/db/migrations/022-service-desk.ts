import type { Kysely } from 'kysely';

/**
 * The customer-service desk (issue 15): agents answer as the customer-service user and each answer records who sent it
 * (`im_messages.agent_id`); every customer's conversation with the shop has a desk row (state, assignee), each stretch
 * from opening to resolving is a session (response times, rating); agents have a presence and a cap; quick replies and
 * the one settings row (service hours, greeting, away reply).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('im_messages').addColumn('agent_id', 'text').execute();
  await db.schema.alterTable('im_messages').addColumn('agent_name', 'text').execute();

  await db.schema
    .createTable('desk_agents')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('cap', 'integer', (c) => c.notNull())
    .addColumn('presence', 'text', (c) => c.notNull().defaultTo('offline'))
    .addColumn('seen_at', 'bigint', (c) => c.notNull().defaultTo(0))
    // Open and pending conversations assigned, changed only by conditional updates (the cap is checked in them).
    .addColumn('open_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_assigned_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('desk_conversations')
    .addColumn('conversation_id', 'text', (c) => c.primaryKey())
    .addColumn('customer_uid', 'text', (c) => c.notNull().unique())
    .addColumn('assignee_id', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('labels', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('first_goods_id', 'text')
    .addColumn('origin_goods_id', 'text')
    .addColumn('origin_order_id', 'text')
    .addColumn('opened_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('desk_conversations_queue_idx')
    .on('desk_conversations')
    .columns(['state', 'assignee_id', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('desk_conversations_assignee_idx')
    .on('desk_conversations')
    .columns(['assignee_id', 'updated_at'])
    .execute();

  await db.schema
    .createTable('desk_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('conversation_id', 'text', (c) => c.notNull())
    .addColumn('customer_uid', 'text', (c) => c.notNull())
    .addColumn('assignee_id', 'text')
    .addColumn('opened_at', 'bigint', (c) => c.notNull())
    .addColumn('first_response_at', 'bigint')
    .addColumn('resolved_at', 'bigint')
    .addColumn('rating', 'integer')
    .addColumn('rating_comment', 'text')
    .addColumn('rated_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('desk_sessions_conversation_idx')
    .on('desk_sessions')
    .columns(['conversation_id', 'opened_at'])
    .execute();
  await db.schema.createIndex('desk_sessions_opened_idx').on('desk_sessions').column('opened_at').execute();

  await db.schema
    .createTable('desk_quick_replies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Null: the shop's shared reply; else the agent's own.
    .addColumn('owner_id', 'text')
    .addColumn('shortcut', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('desk_quick_replies_owner_idx').on('desk_quick_replies').column('owner_id').execute();

  await db.schema
    .createTable('desk_settings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}
