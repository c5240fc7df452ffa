import fs from 'node:fs';
import path from 'node:path';
import {
  type Driver,
  Kysely,
  type LogEvent,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDatabase,
  SqliteDialect,
} from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import { preparedName } from './compiled-once';
import type { Database, Db } from './schema';
import { type CheckpointerOptions, OWN_CHECKPOINT_PAGES, startCheckpointer } from './sqlite-checkpointer';
import { SQLite, type SqliteConnection, type SqliteStatement } from './sqlite-driver';

/** Re-exported where repositories have always taken it from. */
export type { Db };

export type Dialect = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  /**
   * SQLite only: a stamp that differs from any earlier one once anything was written to the database, by this process
   * or any other. Read it before reading what it vouches for.
   */
  changes?: () => string;
  /** Calls `listener` after every statement with how long it took (metrics, decision 057). */
  onQuery?: (listener: QueryListener) => void;
  /** PostgreSQL only: the pool's connections now, open, idle, and requests waiting for one. */
  pool?: () => { total: number; idle: number; waiting: number };
}

export type QueryListener = (ms: number, failed: boolean) => void;

/** Kysely's log, handing every statement's time to the listeners added later (it is set when Kysely is made). */
function queryLog() {
  const listeners: QueryListener[] = [];
  return {
    log: (event: LogEvent) => {
      for (const listener of listeners) listener(event.queryDurationMillis, event.level === 'error');
    },
    onQuery: (listener: QueryListener) => {
      listeners.push(listener);
    },
  };
}

// int8 columns (epoch milliseconds) come back as numbers, which they always fit.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** How many compiled statements SQLite keeps; the shop's queries have far fewer shapes than this. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely prepares a new statement for every query; better-sqlite3 can run one statement many times, and compiling the
 * SQL was an eighth of an order's CPU time. Statements are kept by their SQL text, the least recently run dropped.
 */
function withStatementCache(sqlite: SqliteConnection, onWrite: () => void): SqliteDatabase {
  // Not platform's BoundedCache: compiled driver handles below the platform (db/ imports nothing of it), not kept data.
  const statements = new LRUCache<string, SqliteStatement>({ max: STATEMENT_CACHE_SIZE });
  return {
    close: () => sqlite.close(),
    // Kysely prepares each statement right before it runs it.
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      if (!statement.readonly) onWrite();
      return statement;
    },
  };
}

/**
 * SQLite's `data_version` moves when another connection (another process) commits; this connection's own writes are
 * counted as they are about to run, so a stamp read before a read never vouches for a write it missed.
 */
function changeStamp(sqlite: SqliteConnection) {
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  let ownWrites = 0;
  return {
    onWrite: () => {
      ownWrites++;
    },
    stamp: () => `${dataVersion.get() as number}:${ownWrites}`,
  };
}

/** SQLite's dialect, keeping its driver: holding the one connection holds every query of this process, not its loop. */
class HeldSqliteDialect extends SqliteDialect {
  #driver: Driver | undefined;
  /** Stopped once the connection is closed: the checkpointer's worker, which has a connection of its own. */
  stopAfterClose: (() => Promise<void>) | undefined;

  override createDriver(): Driver {
    const driver = super.createDriver();
    const destroy = driver.destroy.bind(driver);
    // Kysely does not wait on a database's close, and a worker still holding the file outlived `db.destroy()`.
    driver.destroy = async () => {
      await destroy();
      await this.stopAfterClose?.();
    };
    this.#driver = driver;
    return driver;
  }

  /** Waits for the connection (after the transaction or query using it) and keeps it until released. */
  async hold(): Promise<() => void> {
    const driver = this.#driver;
    if (!driver) throw new Error('The database has not been used yet');
    const connection = await driver.acquireConnection();
    return () => void driver.releaseConnection(connection);
  }
}

/**
 * A pool whose connections run the statements `compiledOnce` keeps as named prepared statements: node-postgres
 * prepares each once a connection, and PostgreSQL stops parsing and planning it on every run (decision 045).
 */
function preparingPool(pool: pg.Pool): PostgresPool {
  return {
    connect: async () => {
      const client = await pool.connect();
      return {
        // The shop never streams, so Kysely only passes SQL and its parameters (never a cursor).
        query: ((text: string, values: readonly unknown[]) => {
          const name = preparedName(text);
          return client.query(name ? { name, text, values: [...values] } : { text, values: [...values] });
        }) as unknown as PostgresPoolClient['query'],
        release: () => client.release(),
      };
    },
    end: () => pool.end(),
  };
}

/** Opens PostgreSQL when a URL is given, else SQLite in WAL mode (a file path or ':memory:'). */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  sqliteFile: string;
  checkpoints?: CheckpointerOptions;
}): DbHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover) leaves the pool, which reconnects on the
    // next query; without a listener its error would end the process.
    pool.on('error', () => undefined);
    const queries = queryLog();
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }), log: queries.log }),
      dialect: 'postgres',
      onQuery: queries.onQuery,
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  if (options.sqliteFile !== ':memory:') fs.mkdirSync(path.dirname(options.sqliteFile), { recursive: true });
  const sqlite = new SQLite(options.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Savepoint and statement journals stay in memory: spilled to a temporary file, they were 15 % of a chat send.
  sqlite.pragma('temp_store = MEMORY');
  const changes = changeStamp(sqlite);
  const dialect = new HeldSqliteDialect({ database: withStatementCache(sqlite, changes.onWrite) });
  // A file's checkpoints run in a worker thread; this connection checkpoints only when the log grows past a bound.
  if (options.sqliteFile !== ':memory:') {
    const checkpointer = startCheckpointer(options.sqliteFile, () => dialect.hold(), options.checkpoints);
    dialect.stopAfterClose = () => checkpointer.stop();
    sqlite.pragma(`wal_autocheckpoint = ${OWN_CHECKPOINT_PAGES}`);
  }
  const queries = queryLog();
  return {
    db: new Kysely<Database>({ dialect, log: queries.log }),
    dialect: 'sqlite',
    changes: changes.stamp,
    onQuery: queries.onQuery,
  };
}
