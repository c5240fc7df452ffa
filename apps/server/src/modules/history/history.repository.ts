import type { Db } from '../../db/connect';

/** Queries of a member's browsing history; every one is scoped to the member. */
export function historyRepository(db: Db) {
  return {
    /** One row per member and goods: a repeated view only moves its time. */
    upsertView: (id: string, memberId: string, goodsId: string, viewedAt: number) =>
      db
        .insertInto('browse_history')
        .values({ id, user_id: memberId, goods_id: goodsId, viewed_at: viewedAt })
        .onConflict((c) =>
          c.columns(['user_id', 'goods_id']).doUpdateSet((eb) => ({ viewed_at: eb.ref('excluded.viewed_at') })),
        )
        .execute(),

    /** Drops all but the member's `keep` newest entries. */
    keepNewest: (memberId: string, keep: number) =>
      db
        .deleteFrom('browse_history')
        .where('user_id', '=', memberId)
        .where('id', 'not in', (eb) =>
          eb
            .selectFrom('browse_history')
            .select('id')
            .where('user_id', '=', memberId)
            .orderBy('viewed_at', 'desc')
            .orderBy('id', 'desc')
            .limit(keep),
        )
        .execute(),

    /** One page of the member's entries with their goods, whatever the goods' status, newest first. */
    async pageOf(memberId: string, page: number, pageSize: number) {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('browse_history')
          .innerJoin('goods', 'goods.id', 'browse_history.goods_id')
          .selectAll('goods')
          .select(['browse_history.id as entry_id', 'browse_history.viewed_at'])
          .where('browse_history.user_id', '=', memberId)
          .orderBy('browse_history.viewed_at', 'desc')
          .orderBy('browse_history.id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        db
          .selectFrom('browse_history')
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .where('user_id', '=', memberId)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    deleteOwn: (memberId: string, ids: readonly string[]) =>
      db.deleteFrom('browse_history').where('user_id', '=', memberId).where('id', 'in', ids).execute(),

    deleteAllOf: (memberId: string) => db.deleteFrom('browse_history').where('user_id', '=', memberId).execute(),

    async countHistory(memberId: string): Promise<number> {
      const row = await db
        .selectFrom('browse_history')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('user_id', '=', memberId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type HistoryRepository = ReturnType<typeof historyRepository>;
export type HistoryRow = Awaited<ReturnType<HistoryRepository['pageOf']>>['rows'][number];
