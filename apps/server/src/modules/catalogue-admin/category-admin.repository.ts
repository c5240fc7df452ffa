import type { Updateable } from 'kysely';
import type { Db } from '../../db/connect';
import type { CategoryTable } from '../../db/schema';

export type CategoryRow = CategoryTable;

/** A category and the goods (every status) in it or in its sub-categories. */
export type CountedCategoryRow = CategoryRow & { goods_count: number };

/**
 * Categories beside their goods counts: goods are counted once per category, then each count is added to its own
 * category and to that category's parent (the tree has two levels), so a top-level category counts its children's.
 */
const withGoodsCounts = (trx: Db) => {
  const direct = trx
    .selectFrom('goods')
    .select((eb) => ['category_id', eb.fn.countAll<number | string>().as('n')])
    .groupBy('category_id')
    .as('direct');
  const rolledUp = trx
    .selectFrom('categories as holder')
    .innerJoin('categories as sub', (join) =>
      join.on((eb) => eb.or([eb('sub.id', '=', eb.ref('holder.id')), eb('sub.parent_id', '=', eb.ref('holder.id'))])),
    )
    .innerJoin(direct, 'direct.category_id', 'sub.id')
    .select((eb) => ['holder.id as category_id', eb.fn.sum<number | string>('direct.n').as('n')])
    .groupBy('holder.id')
    .as('counts');
  return trx
    .selectFrom('categories')
    .leftJoin(rolledUp, 'counts.category_id', 'categories.id')
    .selectAll('categories')
    .select('counts.n as goods_count');
};

type RowWithCount = CategoryRow & { goods_count: number | string | null };
const counted = ({ goods_count, ...row }: RowWithCount): CountedCategoryRow => ({
  ...row,
  goods_count: Number(goods_count ?? 0),
});

/** The console's queries of categories; no rules live here. */
export function categoryAdminRepository(db: Db) {
  return {
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),

    /** Every category with its goods count, in one statement. */
    all: async (trx: Db = db): Promise<CountedCategoryRow[]> =>
      (await withGoodsCounts(trx).orderBy('categories.sort').orderBy('categories.id').execute()).map(counted),

    /** One category with its goods count. */
    findCounted: async (id: string, trx: Db = db): Promise<CountedCategoryRow | undefined> => {
      const row = await withGoodsCounts(trx).where('categories.id', '=', id).executeTakeFirst();
      return row && counted(row);
    },

    find: (id: string, trx: Db = db) =>
      trx.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst(),

    children: (parentId: string | null, trx: Db = db) =>
      trx
        .selectFrom('categories')
        .selectAll()
        .where('parent_id', parentId === null ? 'is' : '=', parentId)
        .orderBy('sort')
        .orderBy('id')
        .execute(),

    insert: (row: CategoryRow, trx: Db) => trx.insertInto('categories').values(row).execute(),

    /** A change that is no staff save of the category's fields (its place in the order): the version stays. */
    update: (id: string, change: Updateable<CategoryTable>, trx: Db) =>
      trx.updateTable('categories').set(change).where('id', '=', id).execute(),

    /** A staff save of the category read at `version`: false when another save has raised it since. */
    updateAt: async (id: string, version: number, change: Updateable<CategoryTable>, trx: Db) =>
      Number(
        (
          await trx
            .updateTable('categories')
            .set((eb) => ({ ...change, version: eb('version', '+', 1) }))
            .where('id', '=', id)
            .where('version', '=', version)
            .executeTakeFirst()
        ).numUpdatedRows,
      ) > 0,

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
          'goods.name_en',
          'goods.flower_language_en',
          'categories.name as category_name',
          'categories.name_en as category_name_en',
          'parent.name as parent_name',
          'parent.name_en as parent_name_en',
        ])
        .where((eb) => eb.or([eb('categories.id', '=', categoryId), eb('categories.parent_id', '=', categoryId)]))
        .execute(),

    setSearchText: (goodsId: string, searchText: string, at: number, trx: Db) =>
      trx.updateTable('goods').set({ search_text: searchText, updated_at: at }).where('id', '=', goodsId).execute(),
  };
}

export type CategoryAdminRepository = ReturnType<typeof categoryAdminRepository>;
