// What both dialects' databases offer besides Drizzle's query builder, as one interface: the
// feature code is written once against `#db/client` (sqlite/client.ts or pg/client.ts, chosen per
// process, docs/architecture.md "The database"), and each dialect's Db satisfies DbCore.

export type Dialect = 'sqlite' | 'postgres';

/** The kinds of cached data (api/platform/http/cached.ts): a write to one makes every process build its answers again. */
export const CACHE_KINDS = ['users', 'predictions', 'results'] as const;
export type CacheKind = (typeof CACHE_KINDS)[number];

export interface WriteOptions {
  /**
   * false for bookkeeping that may be lost with the machine's power but never with the process
   * (rate-limit counters, job leases): the commit does not wait for the disk (4 ms here on
   * SQLite, which a login flood or a busy job queue would otherwise spend on the event loop;
   * PostgreSQL's synchronous_commit off). A later durable commit makes it durable too. Default true.
   */
  durable?: boolean;
}

/** What a write transaction adds to the query builder. */
export interface TxCore {
  /** Runs `fn` after the transaction commits (never if it rolls back): wake a worker, drop a cache. */
  afterCommit(fn: () => void): void;
  /** A hand-written statement in this transaction, with positional `?` parameters: its rows. */
  rows<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  /**
   * Once this transaction commits, every process builds its answers from these kinds of data
   * again (docs/architecture.md, "Caches"). The users kind needs no call: the database marks it
   * whenever access changes (a role, an end, a token version, a deleted user or session).
   */
  changed(...kinds: CacheKind[]): Promise<void>;
}

export interface DbCore<Tx> {
  /** Which database this is (not `dialect`: Drizzle's own database object has a property of that name). */
  readonly engine: Dialect;
  /** The database file (SQLite); undefined on PostgreSQL. */
  readonly file?: string;
  /**
   * Runs `fn` as one transaction and commits it; a throw rolls everything back. `fn` must only
   * await queries on `tx`: no network, no hashing, no timers, since locks are held meanwhile.
   * Never call write() inside a write: pass `tx` down instead. On PostgreSQL `fn` may run again
   * (a deadlock or a serialization failure), so its only effects are its queries, its result and
   * its afterCommit work.
   */
  write<T>(fn: (tx: Tx) => Promise<T>, opts?: WriteOptions): Promise<T>;
  /**
   * Between the transactions of a long write done in batches (an import of years): lets the writes
   * of other processes waiting for the database take their turn, and this process's requests run.
   * SQLite: a pause longer than a waiting process takes to ask for the lock again; PostgreSQL,
   * whose writes do not wait on one another's rows: one turn of the event loop.
   */
  letWritersIn(): Promise<void>;
  /**
   * A number that moves with every committed write to a kind of cached data, in this process or
   * any other (docs/architecture.md, "Caches"): at once for this process's own writes, soon for
   * another's. Read from memory: cheap enough for every request.
   */
  generation(kind: CacheKind): number;
  /** The rows of a hand-written SELECT with positional `?` parameters. */
  rows<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  /**
   * A raw write statement with positional `?` parameters, as its own transaction: for tests and
   * the CLI only. The id of the row an insert made. Every kind of cached data counts as changed.
   */
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
}

/**
 * A write the database kept aborting (deadlock or serialization failure) after every re-run:
 * answered 503 with Retry-After (api/app.ts), never 500.
 */
export class WriteConflictError extends Error {
  constructor(cause: unknown) {
    super('The write kept conflicting with others at the database.', { cause });
  }
}

export interface OpenOptions {
  /** Told of every write run again after a deadlock or a serialization failure (for the log). */
  onRetry?: (err: unknown, run: number) => void;
  /**
   * SQLite: how long a write waits for another process's write lock before it fails with
   * WriteConflictError (default 30 s). PostgreSQL waits on the rows themselves and ignores it.
   */
  lockWaitMs?: number;
}

/**
 * Whether `err` is SQLite's "database is locked" (SQLITE_BUSY and its extended codes): another
 * connection held a lock past the wait. Answered 503 with Retry-After (api/app.ts), never 500.
 */
export function isDatabaseBusy(err: unknown): boolean {
  for (let e = err; e instanceof Error; e = e.cause) {
    if (/^SQLITE_BUSY/.test((e as { code?: string }).code ?? '')) return true;
  }
  return false;
}

/** Whether `err` is a unique-constraint violation, as either database reports it. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err; e instanceof Error; e = e.cause) {
    const code = (e as { code?: string }).code;
    if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505') return true;
  }
  return false;
}
