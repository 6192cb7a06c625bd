// The operator's PostgreSQL tools (docs/runtime.md, "PostgreSQL"; docs/operations.md):
// `npm run db:copy` moves a SQLite install into an empty PostgreSQL database, ids and secrets kept,
// and refuses one that holds any table; `npm run backup` on PostgreSQL writes a pg_dump that
// restores into a new database. PostgreSQL only: run by npm test's PostgreSQL pass
// (TEST_DATABASE_URL).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../platform/db/open';
import { open as openSqlite } from '../platform/db/sqlite/client';
import { createUser } from '../features/users/users.service';
import { createPasswords } from '../platform/http/password';
import { testDatabaseUrl } from '../test/test-database';

const ROOT = path.resolve(import.meta.dirname, '../..');
const server = testDatabaseUrl();
if (!server) throw new Error('TEST_DATABASE_URL must name a PostgreSQL server for *.pg.test.ts (npm test sets it).');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-pg-tools-'));
const made: string[] = [];
const admin = new pg.Client({ connectionString: server });
await admin.connect();
afterAll(async () => {
  for (const name of made) await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A new, empty database on the test server. */
async function emptyDatabase(): Promise<string> {
  const name = `lp_tools_${process.pid}_${made.length}`;
  await admin.query(`create database "${name}"`);
  made.push(name);
  const u = new URL(server!);
  u.pathname = `/${name}`;
  return u.toString();
}

function npm(script: string, args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env, DATABASE_URL: env.DATABASE_URL ?? '' },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

// A SQLite install as a server leaves it, made by a process of its own (this one runs `#db/*` on
// PostgreSQL): the first admin, generated secrets, a published batch, a draw result, a second user.
const sqliteDir = path.join(dir, 'sqlite');
const now = Date.now();
const install = npm('api/test/sqlite-install.ts', [sqliteDir, String(now)]);
if (install.code !== 0) throw new Error(`the SQLite install could not be made: ${install.err}`);
/** Rows as both databases give them: a PostgreSQL boolean is SQLite's 1 or 0. */
const comparable = (rows: Record<string, unknown>[]) => rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'boolean' ? Number(v) : v])));
const source = path.join(sqliteDir, 'app.db');

describe('npm run db:copy', () => {
  it('copies every table with its ids into an empty database, and the sequences go on after them', async () => {
    const url = await emptyDatabase();
    const r = npm('api/cli/db-copy.ts', ['--to', url, '--from', source]);
    expect(r.code, r.err).toBe(0);
    const before = await openSqlite(source);
    const after = await openDatabase(url);
    try {
      const tables = await before.tableNames();
      expect(await after.tableNames()).toEqual(tables);
      for (const t of tables) {
        // Each table's count, in both, on its own line.
        const n = (await before.rows<{ n: number }>(`select count(*) as n from "${t}"`))[0].n;
        expect(r.out).toMatch(new RegExp(`^${t}\\s+${n}\\s+${n}$`, 'm'));
        expect(comparable(await after.rows(`select * from "${t}" order by 1`)), t).toEqual(comparable(await before.rows(`select * from "${t}" order by 1`)));
      }
      // The next id follows the copied ones.
      const next = await createUser(
        { db: after, passwords: createPasswords('lowest') },
        { username: 'after_copy', email: 'after@example.com', password: 'after-password', role: 'customer' },
        now,
      );
      expect(next.id).toBe(Math.max(...(await before.rows<{ id: number }>('select id from users')).map((u) => u.id)) + 1);
      // The secrets came along: a server on the copy signs as the SQLite one did.
      expect(await after.rows("select value from secrets where name = 'jwt'")).toEqual(await before.rows("select value from secrets where name = 'jwt'"));
    } finally {
      await before.close();
      await after.close();
    }
  });

  it('refuses a database that holds any table, and writes nothing', async () => {
    const url = await emptyDatabase();
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query('create table something_else (id int)');
    const r = npm('api/cli/db-copy.ts', ['--to', url, '--from', source]);
    const { rows } = await c.query("select table_name from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')");
    await c.end();
    expect(r.code).not.toBe(0);
    expect(r.err).toMatch(/is not empty: it holds 1 table\(s\) \(public\.something_else\)/);
    expect(rows).toEqual([{ table_name: 'something_else' }]);
  });

  it('says what is wrong with its arguments', () => {
    expect(npm('api/cli/db-copy.ts', ['--to', 'mysql://x/y', '--from', source]).err).toMatch(/--to must be a PostgreSQL URL/);
    expect(npm('api/cli/db-copy.ts', ['--to', server!, '--from', path.join(dir, 'none.db')]).err).toMatch(/No SQLite database at/);
  });
});

describe('npm run backup on PostgreSQL', () => {
  it('writes a pg_dump into DATA_DIR that pg_restore brings back into a new database', async () => {
    const url = await emptyDatabase();
    expect(npm('api/cli/db-copy.ts', ['--to', url, '--from', source]).code).toBe(0);
    const dataDir = path.join(dir, 'backup-data');
    const r = npm('api/cli/backup.ts', [], { DATA_DIR: dataDir, DATABASE_URL: url });
    expect(r.code, r.err).toBe(0);
    const file = /to (\S+\.dump) /.exec(r.out)?.[1];
    expect(file && path.dirname(file)).toBe(path.join(dataDir, 'backups'));
    expect(fs.existsSync(file!)).toBe(true);

    const restored = await emptyDatabase();
    const restore = spawnSync('pg_restore', ['--no-owner', '--dbname', restored, file!], { encoding: 'utf8' });
    expect(restore.status, restore.stderr).toBe(0);
    const a = await openDatabase(url);
    const b = await openDatabase(restored);
    try {
      for (const t of await a.tableNames()) expect(await b.rows(`select * from "${t}" order by 1`), t).toEqual(await a.rows(`select * from "${t}" order by 1`));
    } finally {
      await a.close();
      await b.close();
    }
  });
});
