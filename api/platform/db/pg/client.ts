// PostgreSQL (DATABASE_URL=postgres://…), for more than one machine: what `#db/client` is in a
// process under the `postgres` condition. Every server process of every machine shares the one
// database (docs/architecture.md, "The database" and "Many writers at once"; operations.md,
// "Several machines on PostgreSQL").
//
// - Reads and writes use two pools of their own, as SQLite's reader and writer: a write that
//   also reads through `db` never waits for a connection its own kind holds.
// - Every write() is one transaction at PostgreSQL's default isolation, READ COMMITTED: writes of
//   different people run side by side and never wait on one another. A rule that reads then
//   writes locks the rows it decides on (forUpdate below) or is one conditional statement. A
//   write aborted by a deadlock (40P01) or a serialization failure (40001) runs again after a
//   random wait, at most MAX_RERUNS times, then fails with WriteConflictError (503).
// - Caches learn of other processes' writes by LISTEN/NOTIFY (freshness.ts), of this process's
//   own at its commit.
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { nestedWriteCheck } from '../nested-write';
import { CACHE_KINDS, WriteConflictError, type CacheKind, type DbCore, type OpenOptions, type TxCore, type WriteOptions } from '../types';
import { createFreshness } from './freshness';
import { migratePostgres } from './migrate';

export { isUniqueViolation, CACHE_KINDS, type CacheKind, type WriteOptions } from '../types';
export { migratePostgres, shownUrl } from './migrate';

export const dialect = 'postgres' as const;

/** The query builder every feature writes against (`#db/client`'s Drizzle on either dialect). */
export type Drizzle = NodePgDatabase;
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
  return (await db.execute(query)).rows as T[];
}

/**
 * Reads rows a rule decides on, locked until the write commits: SELECT … FOR NO KEY UPDATE (the
 * lock an UPDATE of the row takes itself, so it does not hold up inserts whose foreign key names
 * the row). A write that locks several rows locks them in one statement in a fixed order.
 */
export function forUpdate<Q extends { for(strength: 'no key update'): PromiseLike<unknown> }>(query: Q): Promise<Awaited<ReturnType<Q['for']>>> {
  return Promise.resolve(query.for('no key update')) as Promise<Awaited<ReturnType<Q['for']>>>;
}

/**
 * A subquery of rows to claim, leaving out those another transaction holds: FOR UPDATE SKIP
 * LOCKED, so processes claiming at once each take other rows and none waits.
 */
export function skipLocked<Q extends { for(strength: 'update', config: { skipLocked: true }): unknown }>(query: Q): ReturnType<Q['for']> {
  return query.for('update', { skipLocked: true }) as ReturnType<Q['for']>;
}

/** The SQL function a write calls for each kind of cached data it changes (drizzle-pg/0006_cache_notify.sql), and where it notes them. */
const CACHE_CHANGED = 'lotto_cache_changed';
const CHANGED_SETTING = 'lotto.cache_changed';
/** Connections per process: reads, writes (one more listens). */
const READ_POOL = 8;
const WRITE_POOL = 4;
/** A write aborted by a deadlock or a serialization failure runs again at most this many times. */
const MAX_RERUNS = 5;
/** The random wait before the n-th re-run is below this times 2^(n-1) ms. */
const RERUN_WAIT_MS = 10;

/** Aborted by a deadlock or a serialization failure (drizzle wraps the driver's error): running it again is safe. */
function mustRetry(err: unknown): boolean {
  for (let e = err; e instanceof Error; e = e.cause) if (['40001', '40P01'].includes((e as { code?: string }).code ?? '')) return true;
  return false;
}

/** `?` placeholders (the SQLite form tests and the CLI write) as PostgreSQL's $1, $2, … outside quotes. */
export function numberedParams(query: string): string {
  let n = 0;
  let quote: string | null = null;
  let out = '';
  for (const c of query) {
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '?') {
      out += `$${++n}`;
      continue;
    }
    out += c;
  }
  return out;
}

export async function open(url: string, options: OpenOptions = {}): Promise<Db> {
  await migratePostgres(url);
  const readers = new pg.Pool({ connectionString: url, max: READ_POOL });
  const writers = new pg.Pool({ connectionString: url, max: WRITE_POOL });
  // A connection that drops while idle is replaced on its next use; the error itself is no crash.
  readers.on('error', () => undefined);
  writers.on('error', () => undefined);
  const readDb = drizzle({ client: readers });
  const onConnection = new WeakMap<pg.PoolClient, NodePgDatabase>();
  const dbOn = (client: pg.PoolClient) => onConnection.get(client) ?? onConnection.set(client, drizzle({ client })).get(client)!;

  const freshness = createFreshness(url);
  await freshness.start();

  const nesting = nestedWriteCheck();
  const open = new Set<Promise<unknown>>();

  async function once<T>(fn: (tx: Tx) => Promise<T>, opts: WriteOptions): Promise<T> {
    const connection = await writers.connect();
    let broken: Error | undefined;
    const after: (() => void)[] = [];
    const tx = Object.create(dbOn(connection), {
      afterCommit: { value: (f: () => void) => after.push(f) },
      rows: { value: async <R>(query: string, params: unknown[] = []) => (await connection.query(numberedParams(query), params)).rows as R[] },
      changed: { value: async (...kinds: CacheKind[]) => void (await connection.query(`select ${CACHE_CHANGED}(k) from unnest($1::text[]) as k`, [kinds])) },
    }) as Tx;
    try {
      await connection.query(`begin isolation level read committed${opts.durable === false ? '; set local synchronous_commit = off' : ''}`);
      const result = await nesting.inside(() => fn(tx));
      // What lotto_cache_changed() noted in the transaction, read with the commit in one round
      // trip: this process's next request sees its own write at once.
      const [noted] = (await connection.query(`select current_setting('${CHANGED_SETTING}', true) as kinds; commit`)) as unknown as pg.QueryResult<{ kinds: string | null }>[];
      if (noted.rows[0]?.kinds) freshness.move(CACHE_KINDS.filter((k) => noted.rows[0].kinds!.split(',').includes(k)));
      for (const f of after) f();
      return result;
    } catch (err) {
      await connection.query('rollback').catch((lost: Error) => (broken = lost));
      throw err;
    } finally {
      // A connection that failed is closed, not given to the next write.
      connection.release(broken);
    }
  }

  async function transaction<T>(fn: (tx: Tx) => Promise<T>, opts: WriteOptions): Promise<T> {
    for (let rerun = 0; ; rerun++) {
      try {
        return await once(fn, opts);
      } catch (err) {
        if (!mustRetry(err)) throw err;
        if (rerun >= MAX_RERUNS) throw new WriteConflictError(err);
        options.onRetry?.(err, rerun + 1);
      }
      // Two writes that deadlocked would meet again at once: each waits a random while first.
      await new Promise((r) => setTimeout(r, Math.random() * RERUN_WAIT_MS * 2 ** rerun));
    }
  }

  const core: DbCore<Tx> = {
    engine: dialect,
    write<T>(fn: (tx: Tx) => Promise<T>, opts: WriteOptions = {}): Promise<T> {
      nesting.assertOutside();
      const run = transaction(fn, opts);
      open.add(run);
      void run.catch(() => undefined).finally(() => open.delete(run));
      return run;
    },
    letWritersIn: () => new Promise<void>((resolve) => setImmediate(resolve)),
    generation: freshness.generation,
    async rows<T>(query: string, params: unknown[] = []): Promise<T[]> {
      return (await readers.query(numberedParams(query), params)).rows as T[];
    },
    exec(query: string, params: unknown[] = []): Promise<number | undefined> {
      const insert = /^\s*insert/i.test(query) && !/\breturning\b/i.test(query);
      return db.write(async (tx) => {
        await tx.changed(...CACHE_KINDS);
        const rows = await tx.rows<{ id?: number }>(query + (insert ? ' returning *' : ''), params);
        return insert ? rows.at(-1)?.id : undefined;
      });
    },
    async scrub(): Promise<void> {
      // Nothing to switch on: deleted rows stay in the table's pages until vacuum reclaims them
      // (autovacuum; docs/operations.md says when to run VACUUM FULL).
    },
    async tableNames(): Promise<string[]> {
      const { rows } = await readers.query<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public' order by tablename");
      return rows.map((r) => r.name);
    },
    async close() {
      await Promise.allSettled([...open]);
      await freshness.close();
      await Promise.all([readers.end(), writers.end()]);
    },
  };
  const db: Db = Object.assign(readDb, core);
  return db;
}
