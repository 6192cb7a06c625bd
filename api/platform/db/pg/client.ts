// PostgreSQL (DATABASE_URL=postgres://…), for more than one machine: every server process of
// every machine shares the one database (docs/architecture.md, "The database"; operations.md,
// "Several machines on PostgreSQL").
//
// - Reads and writes use two pools of their own, as SQLite's reader and writer: a write that
//   also reads through `db` never waits for a connection its own kind holds.
// - Every write() is one SERIALIZABLE transaction. SQLite runs each write alone, which made the
//   rules that read then write safe ("at least one admin remains", "extend from the current end",
//   an attempt's unit of a rate limit, a job's claim); PostgreSQL runs them side by side and
//   aborts one of two that raced (40001, or a deadlock 40P01), and write() runs that one again,
//   in turn with the others that raced.
// - Generations are kept in memory: a trigger announces every change (NOTIFY) when its
//   transaction commits, each process LISTENs, and polls as a fallback; a write of this process
//   that moved one reloads them before it returns.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { ConfigError } from '../../../config';
import type { CacheKind, Db, Drizzle, Tx, WriteOptions } from '../client';
import type { DialectQueries, NewDrawResult } from '../queries';
import { nestedWriteCheck } from '../nested-write';

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../drizzle-pg');

// Instants (ms), ids and counts are bigint (int8) and sums numeric: node-postgres hands both
// over as strings unless told. Every one of them fits a JavaScript number (below 2^53), as on SQLite.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number);

/** How often each process reads the generations even without a notification (a lost LISTEN connection). */
const POLL_MS = 80;
/** Connections per process: reads, writes (one more listens). */
const READ_POOL = 8;
const WRITE_POOL = 4;
/** A write that keeps racing others gives up after this many tries. */
const MAX_TRIES = 30;
/** The advisory lock every write holds shared, and a write that raced holds alone. */
const RETRY_LANE = 0x4c50_0001;

/** The connection a transaction runs on, for the few statements written for node-postgres directly (queries below). */
const CONNECTION = Symbol('connection');
type PgTx = Tx & { [CONNECTION]: pg.PoolClient };

/** Aborted for racing another transaction (drizzle wraps the driver's error): running it again is safe and succeeds in time. */
function mustRetry(err: unknown): boolean {
  for (let e = err; e instanceof Error; e = e.cause) if (['40001', '40P01'].includes((e as { code?: string }).code ?? '')) return true;
  return false;
}

/** The URL with its password hidden, for messages. */
export function shownUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://…';
  }
}

/** Why a connection failed, as one line that names DATABASE_URL. */
function unreachable(url: string, err: unknown): ConfigError {
  const e = err as { code?: string; message?: string };
  const where = shownUrl(url);
  const why =
    e.code === 'ECONNREFUSED'
      ? 'no PostgreSQL server answers there (connection refused)'
      : e.code === 'ENOTFOUND' || e.code === 'EAI_AGAIN'
        ? 'its host name is unknown'
        : e.code === '28P01' || e.code === '28000'
          ? `the server refused the user (${e.message})`
          : e.code === '3D000'
            ? `the database does not exist (${e.message}); create it first (createdb)`
            : (e.message ?? String(err));
  return new ConfigError(`DATABASE_URL: cannot use ${where}: ${why}.`);
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

/** Parameters as SQLite would bind them: booleans as 1/0. */
const bound = (params: unknown[]) => params.map((p) => (typeof p === 'boolean' ? Number(p) : p));

// The scoring questions: many windows at once as one JSON array, joined with draw_results (one
// index seek per window; `i` is the window's index from 0, as SQLite's json_each key).
const SAME_BOX = `
  select (w.i - 1)::int as i, d.state, d.draw_date as "drawDate", d.draw_time as "drawTime", d.number, d.drawn_at as "drawnAt"
  from jsonb_array_elements($1::jsonb) with ordinality as w(v, i)
  join draw_results d on d.game = w.v ->> 0 and d.box_key = w.v ->> 1
    and d.drawn_at > (w.v ->> 2)::bigint and d.drawn_at <= (w.v ->> 3)::bigint`;

const DRAWS_BY_STATE = `
  select (w.i - 1)::int as i, d.state, count(*)::int as n
  from jsonb_array_elements($1::jsonb) with ordinality as w(v, i)
  join draw_results d on d.game = w.v ->> 0 and d.drawn_at > (w.v ->> 1)::bigint and d.drawn_at <= (w.v ->> 2)::bigint
  group by w.i, d.state`;

const WINDOWS_WITH_DRAWS = `
  select (w.i - 1)::int as i
  from jsonb_array_elements($1::jsonb) with ordinality as w(v, i)
  where exists (select 1 from draw_results d where d.game = w.v ->> 0 and d.drawn_at > (w.v ->> 1)::bigint and d.drawn_at <= (w.v ->> 2)::bigint)`;

// Draws as column arrays, unnested into rows: one statement and eleven parameters for thousands
// of draws. Returning gives only the rows inserted, in no promised order: they are matched back
// by the draw's key.
const INSERT_DRAWS = `
  insert into draw_results (state, game, draw_date, draw_time, number, box_key, drawn_at, source, entered_by, created_at, updated_at)
  select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::bigint[], $8::text[], $9::bigint[], $10::bigint[], $11::bigint[])
  on conflict do nothing
  returning id, state, game, draw_date, draw_time`;
const DRAWS_PER_STATEMENT = 10_000;

const drawKey = (state: string, game: string, date: string, time: string) => `${state}\u0000${game}\u0000${date}\u0000${time}`;

async function insertDraws(tx: Tx, rows: readonly NewDrawResult[]): Promise<(number | null)[]> {
  const connection = (tx as PgTx)[CONNECTION];
  if (!connection) throw new Error('insertDraws runs inside db.write()');
  const ids: (number | null)[] = [];
  for (let start = 0; start < rows.length; start += DRAWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + DRAWS_PER_STATEMENT);
    const column = <T>(f: (d: NewDrawResult) => T) => chunk.map(f);
    const { rows: made } = await connection.query<{ id: number; state: string; game: string; draw_date: string; draw_time: string }>(INSERT_DRAWS, [
      column((d) => d.state),
      column((d) => d.game),
      column((d) => d.drawDate),
      column((d) => d.drawTime),
      column((d) => d.number),
      column((d) => d.boxKey),
      column((d) => d.drawnAt),
      column((d) => d.source),
      column((d) => d.enteredBy ?? null),
      column((d) => d.createdAt),
      column((d) => d.updatedAt),
    ]);
    const idOf = new Map(made.map((r) => [drawKey(r.state, r.game, r.draw_date, r.draw_time), r.id]));
    for (const d of chunk) {
      // A draw given twice is inserted once: the first of them takes the id.
      const key = drawKey(d.state, d.game, d.drawDate, d.drawTime);
      ids.push(idOf.get(key) ?? null);
      idOf.delete(key);
    }
  }
  return ids;
}

/** Connects, checks the server and applies the migrations, one process at a time. */
export async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (err) {
    throw unreachable(url, err);
  }
  try {
    const { rows } = await client.query<{ v: string }>('show server_version_num');
    if (Number(rows[0].v) < 140_000) throw new ConfigError(`DATABASE_URL: ${shownUrl(url)} runs PostgreSQL ${rows[0].v}; 14 or newer is needed.`);
    // Processes starting together: the first migrates, the others then find nothing to do.
    await client.query("select pg_advisory_lock(hashtext('lotto-predict migrations'))");
    await client.query('set client_min_messages = warning');
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function openPostgres(url: string): Promise<Db> {
  await migratePostgres(url);
  const readers = new pg.Pool({ connectionString: url, max: READ_POOL });
  const writers = new pg.Pool({ connectionString: url, max: WRITE_POOL });
  // A connection that drops while idle is replaced on its next use; the error itself is no crash.
  readers.on('error', () => undefined);
  writers.on('error', () => undefined);
  const readDb = drizzle(readers) as unknown as Drizzle;
  const onConnection = new WeakMap<pg.PoolClient, NodePgDatabase>();
  const dbOn = (client: pg.PoolClient) => onConnection.get(client) ?? onConnection.set(client, drizzle(client)).get(client)!;

  const generations = new Map<string, number>();
  let reloading: Promise<void> | null = null;
  let again = false;
  /** Reads the generations; a call during a read makes one more read after it. */
  function reloadGenerations(): Promise<void> {
    if (reloading) {
      again = true;
      return reloading;
    }
    reloading = (async () => {
      do {
        again = false;
        const { rows } = await readers.query<{ kind: string; value: number }>('select kind, value from generations');
        for (const r of rows) generations.set(r.kind, r.value);
      } while (again);
    })().finally(() => (reloading = null));
    return reloading;
  }
  await reloadGenerations();

  let closed = false;
  let listener: pg.Client | null = null;
  async function listen() {
    if (closed) return;
    const client = new pg.Client({ connectionString: url });
    const retry = () => {
      if (listener === client) listener = null;
      client.end().catch(() => undefined);
      if (!closed) setTimeout(() => void listen(), 1000).unref();
    };
    client.on('error', retry);
    client.on('notification', () => void reloadGenerations().catch(() => undefined));
    try {
      await client.connect();
      await client.query('listen generations');
      listener = client;
      // What moved while no one listened.
      await reloadGenerations();
    } catch {
      retry();
    }
  }
  await listen();
  const poll = setInterval(() => void reloadGenerations().catch(() => undefined), POLL_MS);
  poll.unref();

  const nesting = nestedWriteCheck();
  const open = new Set<Promise<unknown>>();

  async function transaction<T>(fn: (tx: Tx) => Promise<T>, opts: WriteOptions): Promise<T> {
    const connection = await writers.connect();
    let broken: Error | undefined;
    // Which hold this connection's session has on the lane: every write takes it shared, a write
    // that raced takes it alone.
    let lane: 'shared' | 'alone' | null = null;
    const takeLane = async (how: 'shared' | 'alone') => {
      if (lane === how) return;
      if (lane) await connection.query(`select pg_advisory_unlock_shared(${RETRY_LANE})`);
      lane = null;
      await connection.query(`select pg_advisory_lock${how === 'shared' ? '_shared' : ''}(${RETRY_LANE})`);
      lane = how;
    };
    try {
      for (let tries = 1; ; tries++) {
        const after: (() => void)[] = [];
        const tx = Object.create(dbOn(connection), { afterCommit: { value: (f: () => void) => after.push(f) }, [CONNECTION]: { value: connection } }) as Tx;
        try {
          // Writes run side by side, each holding the lane shared. One that raced and was aborted
          // runs again alone: it waits for the writes in progress to end, holds back new ones
          // (across every process: the lock is the database's), and begins after, so its snapshot
          // is younger than their commits and nothing can race it. Under contention on one row (a
          // thousand subscriptions of one account at once) every write then succeeds by its second
          // try, where retrying side by side could abort the same write again and again.
          await takeLane(tries === 1 ? 'shared' : 'alone');
          await connection.query(`begin isolation level serializable${opts.durable === false ? '; set local synchronous_commit = off' : ''}`);
          const result = await nesting.inside(() => fn(tx));
          // The trigger on generations notes a move in the transaction: read with the commit, in one round trip.
          const [noted] = (await connection.query("select current_setting('lotto.generations_moved', true) as moved; commit")) as unknown as pg.QueryResult<{ moved: string | null }>[];
          // This process's next request sees its own write at once.
          if (noted.rows[0]?.moved === 'yes') await reloadGenerations();
          for (const f of after) f();
          return result;
        } catch (err) {
          try {
            await connection.query('rollback');
          } catch (lost) {
            broken = lost as Error;
            throw err;
          }
          if (!mustRetry(err) || tries >= MAX_TRIES) throw err;
        }
      }
    } finally {
      if (lane && !broken) await connection.query(`select pg_advisory_unlock${lane === 'shared' ? '_shared' : ''}(${RETRY_LANE})`).catch((err: Error) => (broken = err));
      // A connection that failed is closed (its session locks go with it), not given to the next write.
      connection.release(broken);
    }
  }

  const db: Db = Object.assign(readDb, {
    engine: 'postgres' as const,
    file: undefined,
    queries: {
      sameBox: async (windows) => (await readers.query(SAME_BOX, [JSON.stringify(windows)])).rows,
      drawsByState: async (windows) => (await readers.query(DRAWS_BY_STATE, [JSON.stringify(windows)])).rows,
      windowsWithDraws: async (windows) => (await readers.query<{ i: number }>(WINDOWS_WITH_DRAWS, [JSON.stringify(windows)])).rows.map((r) => r.i),
      insertDraws,
    } satisfies DialectQueries,
    write<T>(fn: (tx: Tx) => Promise<T>, opts: WriteOptions = {}): Promise<T> {
      nesting.assertOutside();
      const run = transaction(fn, opts);
      open.add(run);
      void run.catch(() => undefined).finally(() => open.delete(run));
      return run;
    },
    generation(kind: CacheKind): number {
      return generations.get(kind) ?? 0;
    },
    async rows<T>(query: string, params: unknown[] = []): Promise<T[]> {
      return (await readers.query(numberedParams(query), bound(params))).rows as T[];
    },
    exec(query: string, params: unknown[] = []): Promise<number | undefined> {
      const insert = /^\s*insert/i.test(query) && !/\breturning\b/i.test(query);
      return db.write(async (tx) => {
        const { rows } = await (tx as PgTx)[CONNECTION].query<{ id?: number }>(numberedParams(query) + (insert ? ' returning *' : ''), bound(params));
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
      closed = true;
      clearInterval(poll);
      await Promise.allSettled([...open]);
      await reloading?.catch(() => undefined);
      await listener?.end().catch(() => undefined);
      await Promise.all([readers.end(), writers.end()]);
    },
  });
  return db;
}
