// The database as the services see it: Drizzle's query builder for reads, and `write()` for
// every change, one transaction at a time. Services only ever await queries (never better-sqlite3's
// synchronous .get()/.all()/.run()), so the same code runs on SQLite and on PostgreSQL; what
// differs between the two lives in this folder (docs/architecture.md, "The database"):
// sqlite.ts (the default, DATA_DIR/app.db) and postgres.ts (DATABASE_URL).
//
// Both run the queries that services build from schema.ts's tables: the PostgreSQL columns store
// what the SQLite ones store (schema.pg.ts), so the tables' own mappings fit both databases.
import type { SQL } from 'drizzle-orm';
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import type { DialectQueries } from './queries';
import type * as schema from './sqlite/schema';

/**
 * The query builder every service writes against, typed as SQLite's. On PostgreSQL the same calls
 * reach drizzle's node-postgres builder with the same table objects: services use only what both
 * builders share (select, insert, update, delete, joins, returning, on conflict), never the SQLite
 * builder's synchronous .get()/.all()/.run()/.values() nor `$client` (api/db/portable.test.ts
 * holds them to that, and the API suite runs on both databases).
 */
export type Drizzle = BetterSQLite3Database<typeof schema>;

/** A write transaction: queries, plus work to run once it has committed. */
export type Tx = Drizzle & {
  /** Runs `fn` after the transaction commits (never if it rolls back): wake a worker, drop a cache. */
  afterCommit(fn: () => void): void;
};

/** Reads take either the database or a transaction (to see the transaction's own writes). */
export type Queryable = Drizzle;

export interface WriteOptions {
  /**
   * false for bookkeeping that may be lost with the machine's power but never with the process
   * (rate-limit counters, job leases): the commit does not wait for the disk (4 ms here on
   * SQLite, which a login flood or a busy job queue would otherwise spend on the event loop;
   * PostgreSQL's synchronous_commit off). A later durable commit makes it durable too. Default true.
   */
  durable?: boolean;
}

/** What the caches are kept by: each kind's generation moves with every write to it (api/db/schema.ts, `generations`). */
export const CACHE_KINDS = ['users', 'predictions', 'results'] as const;
export type CacheKind = (typeof CACHE_KINDS)[number];

export type Db = Drizzle & {
  readonly engine: 'sqlite' | 'postgres';
  /**
   * Runs `fn` as one transaction and commits it; a throw rolls everything back. `fn` must only
   * await queries on `tx`: no network, no hashing, no timers, since the lock is held meanwhile.
   * Never call write() inside a write: pass `tx` down instead. The transaction is serializable:
   * a rule that reads then writes holds on either database. On PostgreSQL `fn` runs again when
   * the database finds it raced another transaction, so its only effects are its queries, its
   * result and its afterCommit work.
   */
  write<T>(fn: (tx: Tx) => Promise<T>, opts?: WriteOptions): Promise<T>;
  /**
   * The generation of a kind of cached data: a number that moves with every committed write to
   * it, in this process or any other (docs/architecture.md, "Caches"). Cheap enough for every
   * request: it is read from memory, refreshed at once after this process's own commits, and
   * soon after another's (SQLite: within a turn of the event loop; PostgreSQL: when the commit's
   * notification arrives, and at the latest at the next poll).
   */
  generation(kind: CacheKind): number;
  /** The reads whose SQL differs between the databases (queries.ts). */
  queries: DialectQueries;
  /** Raw rows of a SELECT with positional `?` parameters: for tests and the CLI only. */
  rows<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  /** A raw write statement with positional `?` parameters, as its own transaction: for tests and the CLI only. The id of the row an insert made. */
  exec(query: string, params?: unknown[]): Promise<number | undefined>;
  /** The application's tables (not the migrations' own). */
  tableNames(): Promise<string[]>;
  /**
   * After deleting personal data: leaves no copy of the deleted rows in the database's files.
   * SQLite writes the log into the database and empties it (the deleted pages were already
   * overwritten, secure_delete); a reader still on an older snapshot makes it wait for that reader.
   * PostgreSQL has no such switch: its vacuum reclaims the rows (docs/operations.md, "Backups and restores").
   */
  scrub(): Promise<void>;
  close(): Promise<void>;
  /** The database file (SQLite); undefined on PostgreSQL. */
  readonly file?: string;
};

/**
 * The rows of a hand-written query (drizzle's sql template: parameters bound, portable SQL),
 * for the few reads the query builder cannot say: SQLite's driver calls it all(), PostgreSQL's
 * execute(). Aliases in double quotes keep their case on both.
 */
export async function selectRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const q = db as unknown as { all?: (q: SQL) => T[]; execute?: (q: SQL) => Promise<{ rows: T[] }> };
  if (typeof q.all === 'function') return q.all(query);
  return (await q.execute!(query)).rows;
}

/** Whether `err` is a unique-constraint violation, as either database reports it. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err; e instanceof Error; e = e.cause) {
    const code = (e as { code?: string }).code;
    if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505') return true;
  }
  return false;
}


/**
 * Opens the database and brings its schema up to date: PostgreSQL for a postgres:// URL
 * (DATABASE_URL), else the SQLite file at `target` (created if needed).
 */
export async function openDatabase(target: string): Promise<Db> {
  if (/^postgres(ql)?:\/\//i.test(target)) return (await import('./pg/client')).openPostgres(target);
  return (await import('./sqlite/client')).openSqlite(target);
}
