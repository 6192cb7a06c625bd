import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema> & {
  $client: Database.Database;
  /** How many statements that can change the database this connection has run (see countWrites). */
  $writes: () => number;
};

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Opens (creating if needed) the database file and brings its schema up to date. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  // WAL lets readers run while a write commits; the busy timeout makes a second process (the
  // admin CLI, a backup) wait for the lock instead of failing; FULL sync makes every
  // acknowledged commit survive power loss too (writes are rare here, so the fsync is cheap).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  const db = Object.assign(drizzle(sqlite, { schema }), { $writes: countWrites(sqlite) }) as Db;
  migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return db;
}

/**
 * Counts this connection's writes, so that an in-memory copy of rows (the per-request access
 * check in auth.middleware.ts) knows when to read again. Every path a write can take (Drizzle,
 * raw prepared statements, transactions, exec, pragma) goes through these methods, so no
 * service has to remember to say it wrote. A write that rolls back still counts: that only costs
 * one more read. Other processes' writes are not seen here; `PRAGMA data_version` tells of those.
 */
function countWrites(sqlite: Database.Database): () => number {
  let writes = 0;
  const counted = <A extends unknown[], R>(run: (...args: A) => R) =>
    (...args: A): R => {
      try {
        return run(...args);
      } finally {
        writes++;
      }
    };
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((source: string) => {
    const stmt = prepare(source);
    if (!stmt.readonly) {
      stmt.run = counted(stmt.run.bind(stmt));
      stmt.get = counted(stmt.get.bind(stmt));
      stmt.all = counted(stmt.all.bind(stmt));
      stmt.iterate = counted(stmt.iterate.bind(stmt));
    }
    return stmt;
  }) as typeof sqlite.prepare;
  sqlite.exec = counted(sqlite.exec.bind(sqlite)) as typeof sqlite.exec;
  sqlite.pragma = counted(sqlite.pragma.bind(sqlite)) as typeof sqlite.pragma;
  return () => writes;
}

/** A transaction handle; services that run inside a transaction take either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Queryable = Db | Tx;
