import type { Db } from '../../db/connect';

/** Queries of a member's favourite goods (the red heart); every one is scoped to the member. */
export function favouriteRepository(db: Db) {
  return {
    async goodsExists(goodsId: string): Promise<boolean> {
      return (await db.selectFrom('goods').select('id').where('id', '=', goodsId).executeTakeFirst()) !== undefined;
    },

    insertIgnoringDuplicate: (memberId: string, goodsId: string, now: number) =>
      db
        .insertInto('favourites')
        .values({ user_id: memberId, goods_id: goodsId, created_at: now })
        .onConflict((c) => c.columns(['user_id', 'goods_id']).doNothing())
        .execute(),

    deleteOwn: (memberId: string, goodsId: string) =>
      db.deleteFrom('favourites').where('user_id', '=', memberId).where('goods_id', '=', goodsId).execute(),

    async isFavourite(memberId: string, goodsId: string): Promise<boolean> {
      const row = await db
        .selectFrom('favourites')
        .select('goods_id')
        .where('user_id', '=', memberId)
        .where('goods_id', '=', goodsId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The member's favourite goods, whatever their status, newest favourite first. */
    listOf: (memberId: string) =>
      db
        .selectFrom('favourites')
        .innerJoin('goods', 'goods.id', 'favourites.goods_id')
        .selectAll('goods')
        .where('favourites.user_id', '=', memberId)
        .orderBy('favourites.created_at', 'desc')
        .orderBy('favourites.goods_id')
        .execute(),

    async countFavourites(memberId: string): Promise<number> {
      const row = await db
        .selectFrom('favourites')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('user_id', '=', memberId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type FavouriteRepository = ReturnType<typeof favouriteRepository>;
