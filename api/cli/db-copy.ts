// npm run db:copy -- --to postgres://… [--from FILE]: moves a stopped SQLite install
// (DATA_DIR/app.db, or FILE) into an empty PostgreSQL database (docs/operations.md, "Several
// machines on one PostgreSQL", Moving an install). Every table keeps its name and every row its id; each identity's
// sequence continues after the highest id copied. It refuses a database that holds any table, so
// nothing already there is overwritten, and it copies in one transaction: after a failure it drops
// what the migrations made, leaving the database as empty as it was.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import pg from 'pg';
import { ConfigError } from '../platform/config';
import { migratePostgres, shownUrl } from '../platform/db/pg/client';
import * as schema from '#db/schema';
import { open as openSqlite } from '../platform/db/sqlite/client';

try {
  process.loadEnvFile();
} catch {
  // no .env
}

const usage = 'Usage: npm run db:copy -- --to postgres://user:password@host:5432/database [--from DATA_DIR/app.db]';
function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

let values: { to?: string; from?: string };
try {
  ({ values } = parseArgs({ options: { to: { type: 'string' }, from: { type: 'string' } } }));
} catch (err) {
  fail(`${(err as Error).message}\n${usage}`, 2);
}
const to = values.to?.trim();
if (!to || !/^postgres(ql)?:\/\/[^/]/i.test(to)) fail(`--to must be a PostgreSQL URL.\n${usage}`, 2);
const from = path.resolve(values.from ?? path.join(process.env.DATA_DIR?.trim() || './data', 'app.db'));
if (!fs.existsSync(from)) fail(`No SQLite database at ${from} (give --from FILE, or set DATA_DIR).`);

/** The tables in an order that puts every table after those its foreign keys point at. */
function inKeyOrder(): SQLiteTable[] {
  const tables = (Object.values(schema) as unknown[]).filter((t): t is SQLiteTable => is(t, SQLiteTable));
  const ordered: SQLiteTable[] = [];
  const visit = (t: SQLiteTable) => {
    if (ordered.includes(t)) return;
    for (const fk of getTableConfig(t).foreignKeys) if (fk.reference().foreignTable !== t) visit(fk.reference().foreignTable as SQLiteTable);
    ordered.push(t);
  };
  tables.forEach(visit);
  return ordered;
}

const target = new pg.Client({ connectionString: to });
try {
  await target.connect();
} catch (err) {
  fail(`Cannot reach ${shownUrl(to)}: ${(err as Error).message}`);
}
try {
  const { rows: present } = await target.query<{ name: string }>(
    "select table_schema || '.' || table_name as name from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema') order by 1",
  );
  if (present.length > 0) {
    fail(
      `${shownUrl(to)} is not empty: it holds ${present.length} table(s) (${present
        .slice(0, 5)
        .map((r) => r.name)
        .join(', ')}${present.length > 5 ? ', …' : ''}). Copy into a new, empty database (createdb).`,
    );
  }

  // The source brought up to this version's schema first, as the server would on its next start.
  await (await openSqlite(from)).close();
  const source = new Database(from, { readonly: true, fileMustExist: true });
  try {
    await migratePostgres(to);
  } catch (err) {
    fail(err instanceof ConfigError ? err.message.replace(/^DATABASE_URL/, '--to') : String(err));
  }

  const counts: [string, number, number][] = [];
  // One read transaction on the source, one write transaction on the target.
  source.exec('begin');
  await target.query('begin');
  try {
    for (const table of inKeyOrder()) {
      const name = getTableName(table);
      const columns = getTableConfig(table).columns.map((c) => c.name);
      const rows = source
        .prepare(`select ${columns.map((c) => `"${c}"`).join(', ')} from "${name}"`)
        .raw()
        .all() as unknown[][];
      // The rows a migration seeds (the plans) are the source's to give, as the operator left them:
      // none of this table's children is copied yet, since tables go parents first.
      await target.query(`delete from "${name}"`);
      // At most 60,000 parameters per statement (PostgreSQL's limit is 65,535).
      const perStatement = Math.floor(60_000 / columns.length);
      for (let start = 0; start < rows.length; start += perStatement) {
        const chunk = rows.slice(start, start + perStatement);
        const tuples = chunk.map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`);
        await target.query(`insert into "${name}" (${columns.map((c) => `"${c}"`).join(', ')}) values ${tuples.join(', ')}`, chunk.flat());
      }
      if (getTableConfig(table).columns.some((c) => c.name === 'id' && (c as { autoIncrement?: boolean }).autoIncrement)) {
        await target.query(`select setval(pg_get_serial_sequence('"${name}"', 'id'), coalesce(max(id), 1), max(id) is not null) from "${name}"`);
      }
      const { rows: copied } = await target.query<{ n: number }>(`select count(*)::int as n from "${name}"`);
      counts.push([name, rows.length, copied[0].n]);
    }
    const differ = counts.filter(([, a, b]) => a !== b);
    if (differ.length > 0) throw new Error(`row counts differ in ${differ.map(([t]) => t).join(', ')}`);
    await target.query('commit');
  } catch (err) {
    await target.query('rollback').catch(() => undefined);
    const tables = inKeyOrder().map((t) => `"${getTableName(t)}"`);
    await target.query(
      `drop table if exists ${tables.join(', ')} cascade; drop schema if exists drizzle cascade; drop function if exists lotto_cache_changed, lotto_access_changed`,
    );
    fail(`The copy failed, and the database is empty again: ${(err as Error).message}`);
  } finally {
    source.exec('rollback');
    source.close();
  }

  const width = Math.max(...counts.map(([t]) => t.length));
  console.log(`${'table'.padEnd(width)}  ${'SQLite'.padStart(8)}  ${'PostgreSQL'.padStart(10)}`);
  for (const [t, a, b] of counts) console.log(`${t.padEnd(width)}  ${String(a).padStart(8)}  ${String(b).padStart(10)}`);
  console.log(`Copied ${from} into ${shownUrl(to)}. Start the server with DATABASE_URL set to it.`);
} finally {
  await target.end().catch(() => undefined);
}
