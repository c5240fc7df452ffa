import type { Updateable } from 'kysely';
import type { Db } from '../../db/connect';
import type { CategoryTable } from '../../db/schema';

export type CategoryRow = CategoryTable;

/** The console's queries of categories; no rules live here. */
export function categoryAdminRepository(db: Db) {
  return {
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),

    all: (trx: Db = db) => trx.selectFrom('categories').selectAll().orderBy('sort').orderBy('id').execute(),

    find: (id: string, trx: Db = db) =>
      trx.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Goods per category id, every status. */
    async goodsCounts(trx: Db = db): Promise<Map<string, number>> {
      const rows = await trx
        .selectFrom('goods')
        .select((eb) => ['category_id', eb.fn.countAll<number | string>().as('n')])
        .groupBy('category_id')
        .execute();
      return new Map(rows.map((r) => [r.category_id, Number(r.n)]));
    },

    countGoods: async (id: string, trx: Db) =>
      Number(
        (
          await trx
            .selectFrom('goods')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('category_id', '=', id)
            .executeTakeFirstOrThrow()
        ).n,
      ),

    children: (parentId: string | null, trx: Db = db) =>
      trx
        .selectFrom('categories')
        .selectAll()
        .where('parent_id', parentId === null ? 'is' : '=', parentId)
        .orderBy('sort')
        .orderBy('id')
        .execute(),

    insert: (row: CategoryRow, trx: Db) => trx.insertInto('categories').values(row).execute(),

    update: (id: string, change: Updateable<CategoryTable>, trx: Db) =>
      trx.updateTable('categories').set(change).where('id', '=', id).execute(),

    /** Deletes a category only while no goods and no child name it (checked again in the statement). */
    deleteIfEmpty: async (id: string, trx: Db) =>
      Number(
        (
          await trx
            .deleteFrom('categories')
            .where('id', '=', id)
            .where(({ not, exists, selectFrom }) =>
              not(
                exists(
                  selectFrom('goods')
                    .select('id')
                    .where('category_id', '=', id)
                    .union(selectFrom('categories').select('id').where('parent_id', '=', id)),
                ),
              ),
            )
            .executeTakeFirst()
        ).numDeletedRows,
      ) > 0,

    /** The goods in a category or in its children, with the names their search text holds. */
    goodsUnder: (categoryId: string, trx: Db) =>
      trx
        .selectFrom('goods')
        .innerJoin('categories', 'categories.id', 'goods.category_id')
        .leftJoin('categories as parent', 'parent.id', 'categories.parent_id')
        .select([
          'goods.id',
          'goods.name',
          'goods.tags',
          'goods.flower_language',
          'categories.name as category_name',
          'parent.name as parent_name',
        ])
        .where((eb) => eb.or([eb('categories.id', '=', categoryId), eb('categories.parent_id', '=', categoryId)]))
        .execute(),

    setSearchText: (goodsId: string, searchText: string, at: number, trx: Db) =>
      trx.updateTable('goods').set({ search_text: searchText, updated_at: at }).where('id', '=', goodsId).execute(),
  };
}

export type CategoryAdminRepository = ReturnType<typeof categoryAdminRepository>;
