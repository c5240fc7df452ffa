import { sql } from 'kysely';
import type { Db } from '../../db/connect';

/** The tables a backup counts in its manifest and a restore reports: the shop's money, people and messages. */
export const COUNTED_TABLES = [
  'users',
  'goods',
  'orders',
  'order_lines',
  'payments',
  'refunds',
  'after_sales',
  'coupons',
  'im_messages',
  'im_conversations',
  'uploads',
  'audit_log',
] as const;

export type CountedTable = (typeof COUNTED_TABLES)[number];
export type RowCounts = Record<CountedTable, number>;

/** The `meta` row holding when the next scheduled backup is due (epoch ms); a process claims it by moving it on. */
const NEXT_BACKUP_KEY = 'backup.next-at';

/** What a database holds: its schema and its counts, on the database or inside a snapshot's transaction. */
function contentsOf(db: Db) {
  return {
    /** The newest migration applied, from Kysely's own table; none on a database never migrated. */
    async schemaVersion(): Promise<string | undefined> {
      const { rows } = await sql<{ name: string | null }>`select max(name) as name from kysely_migration`.execute(db);
      return rows[0]?.name ?? undefined;
    },

    async rowCounts(): Promise<RowCounts> {
      const counts = {} as RowCounts;
      for (const table of COUNTED_TABLES) {
        const row = await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow();
        counts[table] = Number(row.n);
      }
      return counts;
    },

    /** PostgreSQL: how many tables the current schema holds; a restore goes only into none. */
    async postgresTableCount(): Promise<number> {
      const { rows } = await sql<{ n: number | string }>`
        select count(*) as n from information_schema.tables where table_schema = current_schema()`.execute(db);
      return Number(rows[0]?.n ?? 0);
    },
  };
}

export type DatabaseContents = ReturnType<typeof contentsOf>;

/** Queries of backups: what a database holds (its schema, its counts), its snapshot, and the schedule's claim. */
export function backupRepository(db: Db) {
  return {
    ...contentsOf(db),

    /**
     * PostgreSQL: runs `work` inside a repeatable-read transaction whose snapshot it exports, with the contents read in
     * that snapshot; pg_dump given the snapshot's id dumps exactly what those reads saw.
     */
    inExportedSnapshot<T>(work: (snapshot: string, contents: DatabaseContents) => Promise<T>): Promise<T> {
      return db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (trx) => {
          const { rows } = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(trx);
          const id = rows[0]?.id;
          if (!id) throw new Error('PostgreSQL exported no snapshot');
          return work(id, contentsOf(trx));
        });
    },

    /**
     * Claims the scheduled backup when it is due, for one process of all sharing the database: the row moves from the
     * due time read to `nextAt` by a conditional update, which only one claimant wins.
     */
    async claimDue(now: number, nextAt: number): Promise<boolean> {
      await db
        .insertInto('meta')
        .values({ key: NEXT_BACKUP_KEY, value: '0' })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const row = await db.selectFrom('meta').select('value').where('key', '=', NEXT_BACKUP_KEY).executeTakeFirst();
      if (!row || Number(row.value) > now) return false;
      const moved = await db
        .updateTable('meta')
        .set({ value: String(nextAt) })
        .where('key', '=', NEXT_BACKUP_KEY)
        .where('value', '=', row.value)
        .executeTakeFirst();
      return Number(moved.numUpdatedRows) === 1;
    },

    /** Moves the next scheduled backup to `at` (a failed one is tried again sooner). */
    async dueAt(at: number): Promise<void> {
      await db
        .updateTable('meta')
        .set({ value: String(at) })
        .where('key', '=', NEXT_BACKUP_KEY)
        .execute();
    },
  };
}

export type BackupRepository = ReturnType<typeof backupRepository>;
