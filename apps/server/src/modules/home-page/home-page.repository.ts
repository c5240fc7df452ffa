import type { HotWord } from '@ffe/shared/contracts/admin-home';
import type { Db } from '../../db/connect';
import type { HomeLinkTable, HomeSectionTable, HotWordTable } from '../../db/schema';

/** The home's one settings row. */
const HOME_ID = 'home';

export type HomeLinkRow = HomeLinkTable;
export type HomeSectionRow = HomeSectionTable;
export type HotWordRow = Pick<HotWordTable, 'word' | 'word_en'>;

/** Queries of the home page's furniture: banners and cards, sections, category icons, hot words. */
export function homePageRepository(db: Db) {
  return {
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),

    /** The cheap read every process makes to tell whether its cached home is stale. */
    async version(): Promise<number> {
      const row = await db.selectFrom('home_page').select('version').where('id', '=', HOME_ID).executeTakeFirst();
      return row?.version ?? 0;
    },

    /**
     * Raises the version first thing in a write's transaction: the row lock it takes on PostgreSQL puts home writes one
     * after another, so a reorder never interleaves with a create.
     */
    bumpVersion: (trx: Db, actorId: string, now: number) =>
      trx
        .updateTable('home_page')
        .set((eb) => ({ version: eb('version', '+', 1), updated_at: now, updated_by: actorId }))
        .where('id', '=', HOME_ID)
        .execute(),

    async chosenCategoryIds(trx: Db = db): Promise<string[] | null> {
      const row = await trx.selectFrom('home_page').select('category_ids').where('id', '=', HOME_ID).executeTakeFirst();
      return row?.category_ids ? (JSON.parse(row.category_ids) as string[]) : null;
    },

    setCategoryIds: (trx: Db, ids: readonly string[] | null) =>
      trx
        .updateTable('home_page')
        .set({ category_ids: ids === null ? null : JSON.stringify(ids) })
        .where('id', '=', HOME_ID)
        .execute(),

    listLinks: (trx: Db = db) =>
      trx.selectFrom('home_links').selectAll().orderBy('slot').orderBy('sort').orderBy('id').execute(),

    linksIn: (slot: HomeLinkRow['slot'], trx: Db = db) =>
      trx.selectFrom('home_links').selectAll().where('slot', '=', slot).orderBy('sort').orderBy('id').execute(),

    findLink: (id: string, trx: Db = db) =>
      trx.selectFrom('home_links').selectAll().where('id', '=', id).executeTakeFirst(),

    insertLink: (trx: Db, row: HomeLinkRow) => trx.insertInto('home_links').values(row).execute(),

    /** Changes a link of `slot`; false when there is none (deleted meanwhile, or another slot's). */
    async updateLink(trx: Db, id: string, slot: HomeLinkRow['slot'], change: Partial<HomeLinkRow>): Promise<boolean> {
      const result = await trx
        .updateTable('home_links')
        .set(change)
        .where('id', '=', id)
        .where('slot', '=', slot)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async deleteLink(trx: Db, id: string, slot: HomeLinkRow['slot']): Promise<boolean> {
      const result = await trx
        .deleteFrom('home_links')
        .where('id', '=', id)
        .where('slot', '=', slot)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The next free place at the end of a list. */
    async nextLinkSort(trx: Db, slot: HomeLinkRow['slot']): Promise<number> {
      const row = await trx
        .selectFrom('home_links')
        .select((eb) => eb.fn.max('sort').as('last'))
        .where('slot', '=', slot)
        .executeTakeFirst();
      return Number(row?.last ?? 0) + 1;
    },

    setLinkSort: (trx: Db, id: string, sort: number) =>
      trx.updateTable('home_links').set({ sort }).where('id', '=', id).execute(),

    listSections: (trx: Db = db) => trx.selectFrom('home_sections').selectAll().orderBy('sort').orderBy('id').execute(),

    findSection: (id: string, trx: Db = db) =>
      trx.selectFrom('home_sections').selectAll().where('id', '=', id).executeTakeFirst(),

    insertSection: (trx: Db, row: HomeSectionRow) => trx.insertInto('home_sections').values(row).execute(),

    /** The first section of a title (the cooler's 今日花材 is found by its title). */
    findSectionTitled: (title: string, trx: Db = db) =>
      trx
        .selectFrom('home_sections')
        .selectAll()
        .where('title', '=', title)
        .orderBy('sort')
        .orderBy('id')
        .executeTakeFirst(),

    /** A staff save of the section read at `version`: false when another save has raised it since (or it is gone). */
    async updateSectionAt(trx: Db, id: string, version: number, change: Partial<HomeSectionRow>): Promise<boolean> {
      const result = await trx
        .updateTable('home_sections')
        .set((eb) => ({ ...change, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async deleteSection(trx: Db, id: string): Promise<boolean> {
      const result = await trx.deleteFrom('home_sections').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async nextSectionSort(trx: Db): Promise<number> {
      const row = await trx
        .selectFrom('home_sections')
        .select((eb) => eb.fn.max('sort').as('last'))
        .executeTakeFirst();
      return Number(row?.last ?? 0) + 1;
    },

    setSectionSort: (trx: Db, id: string, sort: number) =>
      trx.updateTable('home_sections').set({ sort }).where('id', '=', id).execute(),

    listHotWords: (trx: Db = db) =>
      trx.selectFrom('hot_words').select(['word', 'word_en']).orderBy('sort').orderBy('word').execute(),

    async replaceHotWords(trx: Db, words: readonly HotWord[]): Promise<void> {
      await trx.deleteFrom('hot_words').execute();
      if (words.length > 0) {
        await trx
          .insertInto('hot_words')
          .values(words.map(({ word, wordEn }, i) => ({ word, word_en: wordEn, sort: i + 1 })))
          .execute();
      }
    },

    /** Which of `ids` name goods that exist (any status). */
    async existingGoodsIds(ids: readonly string[], trx: Db = db): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await trx.selectFrom('goods').select('id').where('id', 'in', ids).execute();
      return new Set(rows.map((r) => r.id));
    },

    /** The goods a section lists, as the console shows them. */
    goodsByIds: (ids: readonly string[], trx: Db = db) =>
      ids.length === 0
        ? Promise.resolve([])
        : trx
            .selectFrom('goods')
            .select(['id', 'name', 'cover', 'sale_price', 'status'])
            .where('id', 'in', ids)
            .execute(),

    listCategories: (trx: Db = db) =>
      trx
        .selectFrom('categories')
        .select(['id', 'name', 'name_en', 'icon', 'parent_id', 'visible', 'sort'])
        .orderBy('sort')
        .orderBy('id')
        .execute(),
  };
}

export type HomePageRepository = ReturnType<typeof homePageRepository>;
export type CategoryChoiceRow = Awaited<ReturnType<HomePageRepository['listCategories']>>[number];
