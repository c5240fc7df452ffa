import { type Kysely, sql } from 'kysely';

/**
 * Size names in English (issue 40): an order line and the comment written from it keep the option's English name
 * beside the Chinese one they were bought with; null shows the Chinese. Lines and comments made before this take the
 * option's English name as it is now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_lines').addColumn('sku_name_en', 'text').execute();
  await db.schema.alterTable('goods_comments').addColumn('sku_name_en', 'text').execute();
  await sql`update order_lines set sku_name_en = (select s.name_en from goods_skus s where s.id = order_lines.sku_id)
    where sku_id is not null`.execute(db);
  await sql`update goods_comments set sku_name_en = (select l.sku_name_en from order_lines l
    where l.id = goods_comments.order_line_id) where order_line_id is not null and sku_name is not null`.execute(db);
}
