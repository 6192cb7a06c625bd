// SQLite, the default (DATA_DIR/app.db): opened twice per process, a read-only connection for
// reads, which never sees a transaction that has not committed, and a writer that takes SQLite's
// write lock (BEGIN IMMEDIATE) for each write(). The writer is used by one write() at a time in
// a process, and SQLite's lock orders the writes of several processes: every write runs alone,
// so a rule that reads then writes inside it holds (docs/architecture.md, "The database").
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { CacheKind, Db, Drizzle, Tx, WriteOptions } from '../client';
import type { DialectQueries } from '../queries';
import { nestedWriteCheck } from '../nested-write';
import * as schema from './schema';

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../drizzle');

function openConnection(file: string, readonly: boolean): Database.Database {
  const sqlite = new Database(file, { readonly, fileMustExist: readonly });
  // The busy timeout makes a connection wait for another process's write lock (a second server
  // process, the admin CLI, a backup) instead of failing. Writes hold it for microseconds to a
  // few milliseconds, since a write() awaits nothing but its own queries.
  sqlite.pragma('busy_timeout = 5000');
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

// Same digits in any order share a box key: one seek finds the straight and the box hits. The
// index is named: without statistics SQLite takes the (game, drawn_at) one and reads every draw
// of the window (measured: several times slower). No ORDER BY: the few hits of each number are
// put in draw order by the caller, cheaper than sorting every row by window.
const SAME_BOX = `
  select w.key as i, d.state, d.draw_date as drawDate, d.draw_time as drawTime, d.number, d.drawn_at as drawnAt
  from json_each(?) w
  join draw_results d indexed by draw_results_box_idx on d.game = w.value ->> 0 and d.box_key = w.value ->> 1
    and d.drawn_at > w.value ->> 2 and d.drawn_at <= w.value ->> 3`;

const DRAWS_BY_STATE = `
  select w.key as i, d.state, count(*) as n
  from json_each(?) w
  join draw_results d on d.game = w.value ->> 0 and d.drawn_at > w.value ->> 1 and d.drawn_at <= w.value ->> 2
  group by w.key, d.state`;

const WINDOWS_WITH_DRAWS = `
  select w.key as i from json_each(?) w
  where exists (select 1 from draw_results d where d.game = w.value ->> 0 and d.drawn_at > w.value ->> 1 and d.drawn_at <= w.value ->> 2)`;

const INSERT_DRAW = `
  insert into draw_results (state, game, draw_date, draw_time, number, box_key, drawn_at, source, entered_by, created_at, updated_at)
  values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  on conflict do nothing`;

function sqliteQueries(reader: Database.Database, writer: Database.Database): DialectQueries {
  const sameBox = reader.prepare<[string], Awaited<ReturnType<DialectQueries['sameBox']>>[number]>(SAME_BOX);
  const drawsByState = reader.prepare<[string], { i: number; state: string; n: number }>(DRAWS_BY_STATE);
  const windowsWithDraws = reader.prepare<[string], number>(WINDOWS_WITH_DRAWS).pluck();
  const insertDraw = writer.prepare(INSERT_DRAW);
  return {
    sameBox: async (windows) => sameBox.all(JSON.stringify(windows)),
    drawsByState: async (windows) => drawsByState.all(JSON.stringify(windows)),
    windowsWithDraws: async (windows) => windowsWithDraws.all(JSON.stringify(windows)),
    // The writer's own statement: `tx` is this process's one write transaction on it.
    async insertDraws(_tx, rows) {
      if (!writer.inTransaction) throw new Error('insertDraws runs inside db.write()');
      return rows.map((d) => {
        const r = insertDraw.run(d.state, d.game, d.drawDate, d.drawTime, d.number, d.boxKey, d.drawnAt, d.source, d.enteredBy ?? null, d.createdAt, d.updatedAt);
        return r.changes === 1 ? Number(r.lastInsertRowid) : null;
      });
    },
  };
}

/** Opens (creating if needed) the database file and brings its schema up to date. */
export function openSqlite(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const writer = openConnection(file, false);
  const writeDb = drizzle(writer, { schema });
  migrate(writeDb, { migrationsFolder: MIGRATIONS_DIR });
  // An in-memory database has no file a second connection could open: it reads through the writer.
  const reader = file === ':memory:' ? writer : openConnection(file, true);
  const readDb = drizzle(reader, { schema }) as Drizzle;

  const dataVersion = reader.prepare<[], number>('pragma data_version').pluck();
  const readGenerations = reader.prepare<[], [string, number]>('select kind, value from generations').raw();
  const generations = new Map<string, number>();
  let seenVersion = -1;
  let checkedThisTurn = false;
  const reloadGenerations = () => {
    seenVersion = dataVersion.get()!;
    for (const [kind, value] of readGenerations.all()) generations.set(kind, value);
  };
  const nesting = nestedWriteCheck();
  let queue: Promise<unknown> = Promise.resolve();

  async function transaction<T>(fn: (tx: Tx) => Promise<T>, opts: WriteOptions): Promise<T> {
    const after: (() => void)[] = [];
    const tx = Object.create(writeDb, { afterCommit: { value: (f: () => void) => after.push(f) } }) as Tx;
    const durable = opts.durable ?? true;
    if (!durable) writer.pragma('synchronous = NORMAL');
    writer.exec('BEGIN IMMEDIATE');
    let result: T;
    try {
      result = await nesting.inside(() => fn(tx));
      writer.exec('COMMIT');
    } catch (err) {
      if (writer.inTransaction) writer.exec('ROLLBACK');
      throw err;
    } finally {
      if (!durable) writer.pragma('synchronous = FULL');
    }
    // This process's next request sees its own write at once.
    reloadGenerations();
    for (const f of after) f();
    return result;
  }

  const db: Db = Object.assign(readDb, {
    engine: 'sqlite' as const,
    queries: sqliteQueries(reader, writer),
    file,
    write<T>(fn: (tx: Tx) => Promise<T>, opts: WriteOptions = {}): Promise<T> {
      nesting.assertOutside();
      // One write at a time on this process's writer: the next starts when the last has ended.
      const run = queue.then(() => transaction(fn, opts));
      queue = run.catch(() => undefined);
      return run;
    },
    generation(kind: CacheKind): number {
      // Another process's commit moves data_version; reading it costs a read transaction, so
      // it is looked at once per turn of the event loop.
      if (!checkedThisTurn) {
        checkedThisTurn = true;
        setImmediate(() => (checkedThisTurn = false));
        if (dataVersion.get() !== seenVersion) reloadGenerations();
      }
      return generations.get(kind) ?? 0;
    },
    async rows<T>(query: string, params: unknown[] = []): Promise<T[]> {
      return reader.prepare(query).all(...params) as T[];
    },
    exec(query: string, params: unknown[] = []): Promise<number | undefined> {
      return db.write(async () => {
        const r = writer.prepare(query).run(...params);
        return /^\s*insert/i.test(query) ? Number(r.lastInsertRowid) : undefined;
      });
    },
    async scrub(): Promise<void> {
      await db.write(async () => undefined);
      await queue;
      writer.pragma('wal_checkpoint(TRUNCATE)');
    },
    async tableNames(): Promise<string[]> {
      const rows = reader.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%' order by name").all() as { name: string }[];
      return rows.map((r) => r.name);
    },
    async close() {
      await queue;
      if (reader !== writer) reader.close();
      writer.close();
    },
  });
  return db;
}
