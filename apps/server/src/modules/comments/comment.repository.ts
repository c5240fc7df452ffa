import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { pageOf } from '../../db/page';

/** What the staff list filters on. */
export interface StaffCommentFilter {
  replied?: boolean | undefined;
  rating?: number | undefined;
  hidden?: boolean | undefined;
  /** Found in the content, the author's nickname or the goods name; or an order number, whole. */
  keyword?: string | undefined;
}

/** The staff list's order: a whitelisted field and its direction. */
export interface StaffCommentSort {
  field: 'createTime' | 'rating';
  order: 'asc' | 'desc';
}

/** `column` holds `text`, ignoring case, the same on SQLite and PostgreSQL: LIKE with its wildcards escaped. */
const contains = (column: string, text: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${`%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`} escape '\\'`;

/** Goods comments as staff read and answer them. */
export function commentRepository(db: Db) {
  /** Comments with their goods, their author's account and the order they were written from. */
  const joined = (trx: Db) =>
    trx
      .selectFrom('goods_comments')
      .leftJoin('goods', 'goods.id', 'goods_comments.goods_id')
      .leftJoin('users', 'users.id', 'goods_comments.user_id')
      .leftJoin('order_lines', 'order_lines.id', 'goods_comments.order_line_id')
      .leftJoin('orders', 'orders.id', 'order_lines.order_id');
  const columns = ['goods.name as goods_name', 'users.phone as customer_phone', 'orders.order_no'] as const;

  return {
    /** Runs `work` in one transaction: the reply and its audit entry are written together or not at all. */
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),

    findForStaff: (id: string, trx: Db = db) =>
      joined(trx).selectAll('goods_comments').select(columns).where('goods_comments.id', '=', id).executeTakeFirst(),

    /** One page of every comment, filtered and sorted; ties by id so pages never overlap. */
    async pageForStaff(filter: StaffCommentFilter, sort: StaffCommentSort, pageNo: number, pageSize: number) {
      let matching = joined(db);
      if (filter.replied !== undefined) {
        matching = matching.where('goods_comments.reply', filter.replied ? 'is not' : 'is', null);
      }
      if (filter.rating !== undefined) matching = matching.where('goods_comments.rating', '=', filter.rating);
      if (filter.hidden !== undefined) {
        matching = matching.where('goods_comments.hidden_at', filter.hidden ? 'is not' : 'is', null);
      }
      const keyword = filter.keyword;
      if (keyword) {
        matching = matching.where((eb) =>
          eb.or([
            contains('goods_comments.content', keyword),
            contains('goods_comments.nickname', keyword),
            contains('goods.name', keyword),
            eb('orders.order_no', '=', keyword),
          ]),
        );
      }
      const sorted = matching
        .selectAll('goods_comments')
        .select(columns)
        .orderBy(sort.field === 'rating' ? 'goods_comments.rating' : 'goods_comments.created_at', sort.order)
        .orderBy('goods_comments.id', sort.order);
      return pageOf(matching, sorted, pageNo, pageSize);
    },

    /** Sets the shop's reply, replacing any earlier one; false when there is no such comment. */
    async reply(id: string, reply: string, at: number, trx: Db) {
      const result = await trx
        .updateTable('goods_comments')
        .set({ reply, reply_time: at })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Hides (`at`) or shows (null) the comment, only if it is not so already; false when nothing changed. */
    async setHidden(id: string, at: number | null, trx: Db) {
      const result = await trx
        .updateTable('goods_comments')
        .set({ hidden_at: at })
        .where('id', '=', id)
        .where('hidden_at', at === null ? 'is not' : 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type CommentRepository = ReturnType<typeof commentRepository>;
export type StaffCommentRow = NonNullable<Awaited<ReturnType<CommentRepository['findForStaff']>>>;
