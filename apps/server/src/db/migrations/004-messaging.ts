import { type Kysely, sql } from 'kysely';

/** Messaging (PRODUCT.md's chat sections): conversations per user, messages, groups, notifications, aliases, error logs. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('im_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('unique_id', 'text', (c) => c.notNull())
    .addColumn('conversation_id', 'text', (c) => c.notNull())
    .addColumn('group_id', 'text')
    .addColumn('from_uid', 'text', (c) => c.notNull())
    .addColumn('to_uid', 'text')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('action', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('client_create_time', 'bigint', (c) => c.notNull())
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_revoke', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_delete', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_mute', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('call_uid', 'text')
    .addColumn('device_id', 'text')
    .addColumn('reply_msg_id', 'text')
    .execute();
  // A retried send finds its first message by the sender's own unique id.
  await db.schema
    .createIndex('im_messages_sender_unique_id')
    .on('im_messages')
    .columns(['from_uid', 'unique_id'])
    .unique()
    .execute();
  // The two reads (PRODUCT.md#chat-calls): updated after a time ascending (sync), created before a time descending (history).
  await db.schema
    .createIndex('im_messages_conversation_update_idx')
    .on('im_messages')
    .columns(['conversation_id', 'update_time', 'id'])
    .execute();
  await db.schema
    .createIndex('im_messages_conversation_create_idx')
    .on('im_messages')
    .columns(['conversation_id', 'create_time', 'id'])
    .execute();

  await db.schema
    .createTable('im_message_readers')
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('im_message_readers_pk', ['message_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('im_conversations')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('group_id', 'text')
    .addColumn('friend_uid', 'text')
    .addColumn('unread_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mute', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_star', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('last_msg_id', 'text')
    .addColumn('last_msg_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_msg_create_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('client_create_time', 'bigint', (c) => c.notNull())
    .addColumn('is_temp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('custom_sort_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('custom_index', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remind_msg_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('unread_group_notice_id', 'text')
    .addColumn('has_unread_group_notification', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('chat_input_content', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('im_conversations_pk', ['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('im_conversations_user_update_idx')
    .on('im_conversations')
    .columns(['user_id', 'update_time'])
    .execute();
  await db.schema
    .createIndex('im_conversations_user_last_msg_idx')
    .on('im_conversations')
    .columns(['user_id', 'last_msg_create_time'])
    .execute();
  // Every member's row of one conversation, for group fan-out and the guest-to-member move.
  await db.schema.createIndex('im_conversations_id_idx').on('im_conversations').column('id').execute();

  await db.schema
    .createTable('im_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_uid', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('introduction', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('notification', 'text')
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mute_all_members', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('join_option', 'text', (c) => c.notNull().defaultTo('free'))
    .addColumn('member_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('im_group_members')
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('mute_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active_time', 'bigint', (c) => c.notNull())
    .addColumn('ext', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('is_delete', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('im_group_members_pk', ['group_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('im_group_members_user_idx')
    .on('im_group_members')
    .columns(['user_id', 'create_time'])
    .execute();

  await db.schema
    .createTable('im_friends')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('friend_uid', 'text', (c) => c.notNull())
    .addColumn('mark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('class_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('im_friends_pk', ['user_id', 'friend_uid'])
    .execute();

  await db.schema
    .createTable('im_notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('sub_type', 'text', (c) => c.notNull())
    .addColumn('unique_key', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('im_notifications_user_idx')
    .on('im_notifications')
    .columns(['user_id', 'type', 'create_time'])
    .execute();

  await db.schema
    .createTable('im_user_aliases')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('target_uid', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('im_user_aliases_pk', ['user_id', 'target_uid'])
    .execute();

  await db.schema
    .createTable('im_error_logs')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('stack', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .execute();

  // The built-in system user (PRODUCT.md#chat-users); it has no login of any kind.
  const now = Date.now();
  await sql`INSERT INTO users (id, role, nickname, avatar, created_at, updated_at)
    VALUES ('system', 'staff', 'system message', '/images/avatar/system.svg', ${now}, ${now})`.execute(db);
}
