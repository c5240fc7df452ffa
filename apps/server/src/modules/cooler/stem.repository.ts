import { sql, type Updateable } from 'kysely';
import type { Db } from '../../db/connect';
import { contains } from '../../db/contains';
import { pageOf } from '../../db/page';
import type { CoolerStemTable, CoolerSupplierTable } from '../../db/schema';

export type StemRow = CoolerStemTable;
export type SupplierRow = CoolerSupplierTable;

/** Which stems a list shows. */
export interface StemFilter {
  keyword?: string | undefined;
  kind?: StemRow['kind'] | undefined;
  archived: 'active' | 'archived' | 'all';
}

/** A supplier's bunch price of a stem, with the supplier's names. */
export interface StemPriceRow {
  supplier_id: string;
  bunch_price: number;
  name: string;
  name_en: string | null;
  archived_at: number | null;
}

/** The cooler's queries of stems, suppliers and their prices; no rules live here. */
export function stemRepository(db: Db) {
  return {
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),

    /** A page of stems by name (either language, any case), oldest first. */
    page(filter: StemFilter, page: number, pageSize: number, trx: Db = db) {
      let matching = trx.selectFrom('cooler_stems');
      if (filter.kind) matching = matching.where('kind', '=', filter.kind);
      if (filter.archived === 'active') matching = matching.where('archived_at', 'is', null);
      if (filter.archived === 'archived') matching = matching.where('archived_at', 'is not', null);
      const keyword = filter.keyword?.toLowerCase();
      if (keyword) {
        matching = matching.where((eb) =>
          eb.or([
            contains(sql<string>`lower(${eb.ref('name')})`, keyword),
            contains(sql<string>`lower(${eb.ref('name_en')})`, keyword),
            contains(sql<string>`lower(${eb.ref('variety')})`, keyword),
          ]),
        );
      }
      return pageOf(matching, matching.selectAll().orderBy('created_at').orderBy('id'), page, pageSize);
    },

    /** Every stem not archived, by name. */
    active: (trx: Db = db) =>
      trx
        .selectFrom('cooler_stems')
        .select(['id', 'kind', 'name', 'name_en', 'unit'])
        .where('archived_at', 'is', null)
        .orderBy('kind')
        .orderBy('name')
        .orderBy('id')
        .execute(),

    find: (id: string, trx: Db = db) =>
      trx.selectFrom('cooler_stems').selectAll().where('id', '=', id).executeTakeFirst(),

    findMany: (ids: readonly string[], trx: Db = db) =>
      ids.length === 0
        ? Promise.resolve([] as StemRow[])
        : trx.selectFrom('cooler_stems').selectAll().where('id', 'in', ids).execute(),

    insert: (row: StemRow, trx: Db = db) => trx.insertInto('cooler_stems').values(row).execute(),

    /** Saves changes made from `version`, raising it; false when someone saved since. */
    async updateAt(id: string, version: number, changes: Updateable<StemRow>, trx: Db = db) {
      const result = await trx
        .updateTable('cooler_stems')
        .set({ ...changes, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    suppliers: (archived: StemFilter['archived'], trx: Db = db) => {
      let query = trx.selectFrom('cooler_suppliers').selectAll();
      if (archived === 'active') query = query.where('archived_at', 'is', null);
      if (archived === 'archived') query = query.where('archived_at', 'is not', null);
      return query.orderBy('name').orderBy('id').execute();
    },

    findSupplier: (id: string, trx: Db = db) =>
      trx.selectFrom('cooler_suppliers').selectAll().where('id', '=', id).executeTakeFirst(),

    insertSupplier: (row: SupplierRow, trx: Db = db) => trx.insertInto('cooler_suppliers').values(row).execute(),

    async updateSupplierAt(id: string, version: number, changes: Updateable<SupplierRow>, trx: Db = db) {
      const result = await trx
        .updateTable('cooler_suppliers')
        .set({ ...changes, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** A stem's prices by supplier name. */
    prices: (stemId: string, trx: Db = db): Promise<StemPriceRow[]> =>
      trx
        .selectFrom('cooler_stem_prices')
        .innerJoin('cooler_suppliers', 'cooler_suppliers.id', 'cooler_stem_prices.supplier_id')
        .select([
          'cooler_stem_prices.supplier_id',
          'cooler_stem_prices.bunch_price',
          'cooler_suppliers.name',
          'cooler_suppliers.name_en',
          'cooler_suppliers.archived_at',
        ])
        .where('cooler_stem_prices.stem_id', '=', stemId)
        .orderBy('cooler_suppliers.name')
        .orderBy('cooler_stem_prices.supplier_id')
        .execute(),

    findPrice: (stemId: string, supplierId: string, trx: Db = db) =>
      trx
        .selectFrom('cooler_stem_prices')
        .selectAll()
        .where('stem_id', '=', stemId)
        .where('supplier_id', '=', supplierId)
        .executeTakeFirst(),

    /** Adds or replaces one price in one statement, so two saves at once leave one row. */
    setPrice: (stemId: string, supplierId: string, bunchPrice: number, trx: Db = db) =>
      trx
        .insertInto('cooler_stem_prices')
        .values({ stem_id: stemId, supplier_id: supplierId, bunch_price: bunchPrice })
        .onConflict((oc) => oc.columns(['stem_id', 'supplier_id']).doUpdateSet({ bunch_price: bunchPrice }))
        .execute(),

    removePrice: (stemId: string, supplierId: string, trx: Db = db) =>
      trx
        .deleteFrom('cooler_stem_prices')
        .where('stem_id', '=', stemId)
        .where('supplier_id', '=', supplierId)
        .execute(),
  };
}

export type StemRepository = ReturnType<typeof stemRepository>;
