// SQLite, the default (DATA_DIR/app.db): what `#db/client` is in a process without the
// `postgres` condition (docs/architecture.md, "The database"). Opened twice per process: a
// read-only connection for reads, which never sees a transaction that has not committed, and a
// writer that takes SQLite's write lock (BEGIN IMMEDIATE) for each write(). The writer is used by
// one write() at a time in a process, and SQLite's lock orders the writes of several processes:
// every write runs alone, so a rule that reads then writes inside it holds.
//
// Caches (docs/architecture.md, "Caches"): this process's own commits mark the kinds of data they
// changed (temporary triggers on the writer call a function of this process for every change of
// access; tx.changed() for the rest); another connection's commit moves the writer's
// `PRAGMA data_version`, looked at once per turn of the event loop, and drops every kind.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { SQL } from 'drizzle-orm';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { LRUCache } from 'lru-cache';
import { nestedWriteCheck } from '../nested-write';
import { projectPath } from '../../paths';
import { CACHE_KINDS, isDatabaseBusy as isBusy, WriteConflictError, type CacheKind, type DbCore, type OpenOptions, type TxCore, type WriteOptions } from '../types';

export { isUniqueViolation, CACHE_KINDS, type CacheKind, type WriteOptions } from '../types';

export const dialect = 'sqlite' as const;

/** The query builder every feature writes against (`#db/client`'s Drizzle on either dialect). */
export type Drizzle = BetterSQLite3Database;
/** A write transaction: queries, plus work to run once it has committed. */
export type Tx = Drizzle & TxCore;
/** Reads take either the database or a transaction (to see the transaction's own writes). */
export type Queryable = Drizzle;
export type Db = Drizzle & DbCore<Tx>;

/**
 * The rows of a hand-written query (drizzle's sql template: parameters bound, portable SQL), for
 * the few reads the query builder cannot say. Aliases in double quotes keep their case on both.
 */
export async function selectRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  return db.all<T>(query);
}

/**
 * Reads rows a rule decides on, locked until the write commits (PostgreSQL's SELECT … FOR UPDATE).
 * On SQLite the write lock already keeps every other write out: the query runs as it is.
 */
export function forUpdate<Q extends PromiseLike<unknown>>(query: Q): Promise<Awaited<Q>> {
  return Promise.resolve(query) as Promise<Awaited<Q>>;
}

/**
 * A subquery of rows to claim, leaving out those another transaction holds (PostgreSQL's FOR
 * UPDATE SKIP LOCKED). On SQLite no other write runs meanwhile: the query runs as it is.
 */
export function skipLocked<Q>(query: Q): Q {
  return query;
}

/** How long a statement may wait for another connection's lock (migrations, a checkpoint, reads). */
const BUSY_TIMEOUT_MS = 5000;
/**
 * How long a write waits for another process's write lock before it answers 503 with Retry-After
 * (api/app.ts). No write holds it for long: an import writes in batches of milliseconds each
 * (docs/operations.md, "Several processes on one machine"); a backup or an operator's shell might.
 */
const LOCK_WAIT_MS = 30_000;
/**
 * A write waiting for the lock asks again this often at most (a try that finds it taken costs
 * microseconds and does not wait inside SQLite, so the event loop stays free between tries).
 */
const LOCK_POLL_MAX_MS = 4;
/**
 * letWritersIn()'s pause between an import's batches: several times LOCK_POLL_MAX_MS, so a
 * process waiting for the lock asks for it within the pause even with its event loop a little busy.
 */
const LET_IN_MS = 12;

const MIGRATIONS_DIR = projectPath('drizzle');

function openConnection(file: string, readonly: boolean): Database.Database {
  const sqlite = new Database(file, { readonly, fileMustExist: readonly });
  // The busy timeout makes a connection wait for another process's write lock (a second server
  // process, the admin CLI, a backup) instead of failing. Most writes hold it for microseconds to
  // a few milliseconds; the writer's own wait for it is beginImmediate's, below.
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  if (!readonly) {
    // WAL lets readers run while a write commits; FULL sync makes every acknowledged commit
    // survive power loss too (write() may relax it per transaction, see WriteOptions.durable).
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    // Deleted rows are overwritten, not left in free pages: a deleted account's e-mail must not
    // stay readable in the file (docs/security.md, "What deleting an account erases"; scrub() does
    // the same for the write-ahead log).
    sqlite.pragma('secure_delete = ON');
  }
  return sqlite;
}

/** The function the writer's triggers call with the kind of data a change of access stales. */
const CACHE_CHANGED = 'lotto_cache_changed';

// Temporary: they live on this process's writer alone, calling a function only it has. Every
// change of access marks the users kind, so no write can forget to end a session or a demotion.
const ACCESS_TRIGGERS = `
  create temp trigger lotto_users_access after update of role, subscription_expires_at, token_version on users
    when old.role is not new.role or old.subscription_expires_at is not new.subscription_expires_at or old.token_version is not new.token_version
    begin select ${CACHE_CHANGED}('users'); end;
  create temp trigger lotto_users_deleted after delete on users begin select ${CACHE_CHANGED}('users'); end;
  create temp trigger lotto_sessions_ended after delete on sessions begin select ${CACHE_CHANGED}('users'); end;`;

/** Parameters as SQLite binds them: booleans as 1/0. */
const bound = (params: unknown[]) => params.map((p) => (typeof p === 'boolean' ? Number(p) : p));

/** Hand-written statements of one connection, prepared once each. */
function statements(connection: Database.Database) {
  const prepared = new LRUCache<string, Database.Statement>({ max: 200 });
  return <T>(query: string, params: unknown[]): T[] => {
    let statement = prepared.get(query);
    if (!statement) prepared.set(query, (statement = connection.prepare(query)));
    if (statement.reader) return statement.all(...bound(params)) as T[];
    statement.run(...bound(params));
    return [];
  };
}

/** Opens (creating if needed) the database file and brings its schema up to date. */
export async function open(file: string, opts: OpenOptions = {}): Promise<Db> {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const writer = openConnection(file, false);
  const writeDb = drizzle({ client: writer });
  migrate(writeDb, { migrationsFolder: MIGRATIONS_DIR });
  // An in-memory database has no file a second connection could open: it reads through the writer.
  const reader = file === ':memory:' ? writer : openConnection(file, true);
  const readDb = drizzle({ client: reader });
  const readRows = statements(reader);
  const writeRows = statements(writer);
  // The writer's lock is waited for by beginImmediate(), which lets the event loop run between
  // tries: a busy timeout of seconds would stop this process's requests for as long, and one of
  // milliseconds would still hold them up for each try while an import lets writers in between
  // its batches (letWritersIn).
  writer.pragma('busy_timeout = 0');

  /**
   * BEGIN IMMEDIATE, waiting for another process's write lock in tries that do not wait, the event
   * loop free between them; a lock held past LOCK_WAIT_MS fails the write with WriteConflictError
   * (503 with Retry-After), never a 500.
   */
  async function beginImmediate(): Promise<void> {
    const deadline = Date.now() + (opts.lockWaitMs ?? LOCK_WAIT_MS);
    for (let pause = 1; ; pause = Math.min(pause * 2, LOCK_POLL_MAX_MS)) {
      try {
        writer.exec('BEGIN IMMEDIATE');
        return;
      } catch (err) {
        if (!isBusy(err)) throw err;
        if (Date.now() >= deadline) throw new WriteConflictError(err);
      }
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }

  const generations = new Map<CacheKind, number>(CACHE_KINDS.map((k) => [k, 0]));
  const move = (kinds: Iterable<CacheKind>) => {
    for (const k of kinds) generations.set(k, generations.get(k)! + 1);
  };
  /** What the write in progress has changed; counted once it commits. */
  const changedNow = new Set<CacheKind>();
  const note = (kind: unknown) => {
    for (const k of CACHE_KINDS.includes(kind as CacheKind) ? [kind as CacheKind] : CACHE_KINDS) changedNow.add(k);
  };
  writer.function(CACHE_CHANGED, { deterministic: false }, (kind: unknown) => (note(kind), null));
  writer.exec(ACCESS_TRIGGERS);
  // Moves only with other connections' commits (other processes, the CLI, a backup's restore).
  const dataVersion = writer.prepare<[], number>('pragma data_version').pluck();
  let seenVersion = dataVersion.get()!;
  let checkedThisTurn = false;
  const nesting = nestedWriteCheck();
  let queue: Promise<unknown> = Promise.resolve();

  async function transaction<T>(fn: (tx: Tx) => Promise<T>, opts: WriteOptions): Promise<T> {
    const after: (() => void)[] = [];
    const tx = Object.create(writeDb, {
      afterCommit: { value: (f: () => void) => after.push(f) },
      rows: { value: async <R>(query: string, params: unknown[] = []) => writeRows<R>(query, params) },
      changed: { value: async (...kinds: CacheKind[]) => kinds.forEach(note) },
    }) as Tx;
    const durable = opts.durable ?? true;
    if (!durable) writer.pragma('synchronous = NORMAL');
    try {
      await beginImmediate();
    } catch (err) {
      if (!durable) writer.pragma('synchronous = FULL');
      throw err;
    }
    changedNow.clear();
    let result: T;
    try {
      result = await nesting.inside(() => fn(tx));
      writer.exec('COMMIT');
    } catch (err) {
      if (writer.inTransaction) writer.exec('ROLLBACK');
      changedNow.clear();
      throw err;
    } finally {
      if (!durable) writer.pragma('synchronous = FULL');
    }
    // This process's next request sees its own write at once.
    move(changedNow);
    changedNow.clear();
    for (const f of after) f();
    return result;
  }

  const core: DbCore<Tx> = {
    engine: dialect,
    file,
    write<T>(fn: (tx: Tx) => Promise<T>, opts: WriteOptions = {}): Promise<T> {
      nesting.assertOutside();
      // One write at a time on this process's writer: the next starts when the last has ended.
      const run = queue.then(() => transaction(fn, opts));
      queue = run.catch(() => undefined);
      return run;
    },
    letWritersIn: () => new Promise<void>((resolve) => setTimeout(resolve, LET_IN_MS)),
    generation(kind: CacheKind): number {
      // Another connection's commit moves data_version, and it says nothing of what changed:
      // every kind is dropped. Looked at once per turn of the event loop.
      if (!checkedThisTurn) {
        checkedThisTurn = true;
        setImmediate(() => (checkedThisTurn = false));
        // The writer waits for no lock (busy_timeout 0): should reading the version meet one, nothing
        // is known of what changed, so every kind is dropped, as for a move.
        let version: number | undefined;
        try {
          version = dataVersion.get()!;
        } catch (err) {
          if (!isBusy(err)) throw err;
        }
        if (version === undefined || version !== seenVersion) {
          seenVersion = version ?? seenVersion;
          move(CACHE_KINDS);
        }
      }
      return generations.get(kind)!;
    },
    async rows<T>(query: string, params: unknown[] = []): Promise<T[]> {
      return readRows<T>(query, params);
    },
    exec(query: string, params: unknown[] = []): Promise<number | undefined> {
      return db.write(async (tx) => {
        await tx.changed(...CACHE_KINDS);
        const r = writer.prepare(query).run(...bound(params));
        return /^\s*insert/i.test(query) ? Number(r.lastInsertRowid) : undefined;
      });
    },
    async scrub(): Promise<void> {
      await db.write(async () => undefined);
      await queue;
      // The log emptied whole: readers of other processes are waited for, as long as a statement may.
      writer.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
      try {
        writer.pragma('wal_checkpoint(TRUNCATE)');
      } finally {
        writer.pragma('busy_timeout = 0');
      }
    },
    async tableNames(): Promise<string[]> {
      const rows = reader.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%' order by name").all() as {
        name: string;
      }[];
      return rows.map((r) => r.name);
    },
    async close() {
      await queue;
      if (reader !== writer) reader.close();
      writer.close();
    },
  };
  const db: Db = Object.assign(readDb, core);
  return db;
}
