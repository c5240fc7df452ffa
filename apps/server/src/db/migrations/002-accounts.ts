import type { Kysely } from 'kysely';

/** Accounts, login codes and tokens, and the member centre's own records. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('customer'))
    .addColumn('phone', 'text', (c) => c.unique())
    .addColumn('username', 'text', (c) => c.unique())
    .addColumn('password_hash', 'text')
    .addColumn('wechat_openid', 'text', (c) => c.unique())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('gender', 'text', (c) => c.notNull().defaultTo('unknown'))
    .addColumn('birthday', 'text')
    .addColumn('language', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sms_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_codes_phone_idx').on('sms_codes').columns(['phone', 'created_at']).execute();
  await db.schema.createIndex('sms_codes_ip_idx').on('sms_codes').columns(['ip', 'created_at']).execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').columns(['user_id', 'expires_at']).execute();

  await db.schema
    .createTable('password_failures')
    .addColumn('username', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('addresses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('province', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('district', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('tag', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('addresses_user_idx').on('addresses').column('user_id').execute();

  await db.schema
    .createTable('favourites')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('goods_id', 'text', (c) => c.notNull().references('goods.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('favourites_pk', ['user_id', 'goods_id'])
    .execute();

  await db.schema
    .createTable('browse_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('goods_id', 'text', (c) => c.notNull().references('goods.id'))
    .addColumn('viewed_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('browse_history_user_goods', ['user_id', 'goods_id'])
    .execute();
  await db.schema
    .createIndex('browse_history_user_idx')
    .on('browse_history')
    .columns(['user_id', 'viewed_at'])
    .execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('pictures', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('invoice_titles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('tax_number', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invoice_titles_user_idx').on('invoice_titles').column('user_id').execute();

  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('stored_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'uploads',
    'invoice_titles',
    'feedback',
    'browse_history',
    'favourites',
    'addresses',
    'password_failures',
    'sessions',
    'sms_codes',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
