import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { contains } from '../../db/contains';
import { pageOf } from '../../db/page';
import type { CoolerRecipeLineTable, CoolerRecipeTable } from '../../db/schema';

export type RecipeRow = CoolerRecipeTable;
export type RecipeLineRow = CoolerRecipeLineTable;

/** A recipe's line with what the console shows of its stem. */
export interface RecipeLineView extends RecipeLineRow {
  stem_name: string;
  stem_name_en: string | null;
  unit: 'stem' | 'bunch' | 'sheet' | 'metre';
  stem_archived_at: number | null;
}

/** The cooler's queries of recipes and of the goods and sizes they belong to; no rules live here. */
export function recipeRepository(db: Db) {
  return {
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),

    /** A page of goods by name or id (newest first), only those with a recipe when asked. */
    goodsPage(filter: { keyword?: string | undefined; withRecipe?: boolean | undefined }, page: number, size: number) {
      let matching = db.selectFrom('goods');
      const keyword = filter.keyword?.toLowerCase();
      if (keyword) {
        matching = matching.where((eb) =>
          eb.or([eb('goods.id', '=', filter.keyword ?? ''), contains(eb.ref('goods.search_text'), keyword)]),
        );
      }
      if (filter.withRecipe) {
        matching = matching.where((eb) =>
          eb.exists(eb.selectFrom('cooler_recipes').select(sql`1`.as('one')).whereRef('goods_id', '=', 'goods.id')),
        );
      }
      return pageOf(
        matching,
        matching
          .select(['goods.id', 'goods.name', 'goods.name_en', 'goods.status', 'goods.is_add_on', 'goods.spec_name'])
          .orderBy('goods.created_at', 'desc')
          .orderBy('goods.id'),
        page,
        size,
      );
    },

    findGoods: (id: string, trx: Db = db) =>
      trx
        .selectFrom('goods')
        .select(['id', 'name', 'name_en', 'status', 'is_add_on', 'spec_name'])
        .where('id', '=', id)
        .executeTakeFirst(),

    /** The sizes still sold of these goods, in their order. */
    sizesOf: (goodsIds: readonly string[], trx: Db = db) =>
      goodsIds.length === 0
        ? Promise.resolve([])
        : trx
            .selectFrom('goods_skus')
            .select(['id', 'goods_id', 'name', 'name_en'])
            .where('goods_id', 'in', goodsIds)
            .where('removed_at', 'is', null)
            .orderBy('sort')
            .orderBy('id')
            .execute(),

    recipesOf: (goodsIds: readonly string[], trx: Db = db) =>
      goodsIds.length === 0
        ? Promise.resolve([] as RecipeRow[])
        : trx.selectFrom('cooler_recipes').selectAll().where('goods_id', 'in', goodsIds).execute(),

    findRecipe: (goodsId: string, skuKey: string, trx: Db = db) =>
      trx
        .selectFrom('cooler_recipes')
        .selectAll()
        .where('goods_id', '=', goodsId)
        .where('sku_key', '=', skuKey)
        .executeTakeFirst(),

    /** The lines of these recipes with their stems, in each recipe's order. */
    linesOf: (recipeIds: readonly string[], trx: Db = db): Promise<RecipeLineView[]> =>
      recipeIds.length === 0
        ? Promise.resolve([])
        : trx
            .selectFrom('cooler_recipe_lines')
            .innerJoin('cooler_stems', 'cooler_stems.id', 'cooler_recipe_lines.stem_id')
            .selectAll('cooler_recipe_lines')
            .select([
              'cooler_stems.name as stem_name',
              'cooler_stems.name_en as stem_name_en',
              'cooler_stems.unit as unit',
              'cooler_stems.archived_at as stem_archived_at',
            ])
            .where('cooler_recipe_lines.recipe_id', 'in', recipeIds)
            .orderBy('cooler_recipe_lines.sort')
            .orderBy('cooler_recipe_lines.id')
            .execute(),

    stems: (ids: readonly string[], trx: Db = db) =>
      ids.length === 0
        ? Promise.resolve([])
        : trx.selectFrom('cooler_stems').select(['id', 'archived_at']).where('id', 'in', ids).execute(),

    /** Starts a recipe; false when one of the size was started meanwhile (the owner index is unique). */
    async insertRecipe(row: RecipeRow, trx: Db = db) {
      const result = await trx
        .insertInto('cooler_recipes')
        .values(row)
        .onConflict((oc) => oc.columns(['goods_id', 'sku_key']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /** Raises a recipe's version from `version`; false when someone saved it since. */
    async touchRecipe(id: string, version: number, at: number, by: string, trx: Db = db) {
      const result = await trx
        .updateTable('cooler_recipes')
        .set({ version: version + 1, updated_at: at, updated_by: by })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Removes a recipe saved at `version` with its lines; false when someone saved it since. */
    async deleteRecipe(id: string, version: number, trx: Db = db) {
      const result = await trx
        .deleteFrom('cooler_recipes')
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) !== 1) return false;
      await trx.deleteFrom('cooler_recipe_lines').where('recipe_id', '=', id).execute();
      return true;
    },

    /** Removes the recipe's lines but those kept. */
    deleteLinesBut: (recipeId: string, keep: readonly string[], trx: Db = db) => {
      let query = trx.deleteFrom('cooler_recipe_lines').where('recipe_id', '=', recipeId);
      if (keep.length > 0) query = query.where('id', 'not in', keep);
      return query.execute();
    },

    updateLine: (id: string, changes: Pick<RecipeLineRow, 'stem_id' | 'quantity' | 'sort'>, trx: Db = db) =>
      trx.updateTable('cooler_recipe_lines').set(changes).where('id', '=', id).execute(),

    insertLines: (rows: readonly RecipeLineRow[], trx: Db = db) =>
      rows.length === 0
        ? Promise.resolve()
        : trx
            .insertInto('cooler_recipe_lines')
            .values([...rows])
            .execute(),
  };
}

export type RecipeRepository = ReturnType<typeof recipeRepository>;
