// One code path for both databases (docs/architecture.md, "The database"): outside api/db/ the
// code only awaits Drizzle queries built from schema.ts, and the PostgreSQL tables mirror the
// SQLite ones column for column. The API suite runs on both (npm test); these catch what it
// would only catch on the database a change was not tried on.
import fs from 'node:fs';
import path from 'node:path';
import { getTableColumns, getTableName, is, SQL } from 'drizzle-orm';
import { getTableConfig as pgConfig, PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig as sqliteConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';
import * as pgSchema from './schema.pg';

const ROOT = path.resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('services reach the database only through what both databases run', () => {
  // The SQLite builder's synchronous calls, its driver and SQLite's own SQL.
  const sqliteOnly = [/\.(get|all|run)\(\)/, /\$client/, /from 'better-sqlite3'/, /\bjson_each\b/, /\bindexed by\b/i, /\bpragma\b/i, /\btotal_changes\(/, /\bglob\b/];
  const files = sources(path.join(ROOT, 'api')).filter((f) => !f.includes(`${path.sep}db${path.sep}`) && !f.includes(`${path.sep}cli${path.sep}`));

  it.each(files.filter((f) => !f.endsWith('.test.ts') && !f.includes(`${path.sep}test${path.sep}`)).map((f) => [path.relative(ROOT, f)]))('%s', (file) => {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    expect(sqliteOnly.filter((re) => re.test(text)).map(String)).toEqual([]);
  });
});

describe('the PostgreSQL tables (schema.pg.ts) mirror schema.ts', () => {
  const sqliteTables = (Object.values(schema) as unknown[]).filter((t): t is SQLiteTable => is(t, SQLiteTable));
  const pgTables = new Map((Object.values(pgSchema) as unknown[]).filter((t): t is PgTable => is(t, PgTable)).map((t) => [getTableName(t), t]));

  it('exports every table under its name', () => {
    expect([...pgTables.keys()].sort()).toEqual(sqliteTables.map(getTableName).sort());
    expect(Object.keys(pgSchema.pgTables).sort()).toEqual(Object.keys(pgSchema).filter((k) => k !== 'pgTables').sort());
  });

  it.each(sqliteTables.map((t) => [getTableName(t), t] as const))('%s: the same columns, keys, defaults and indexes', (name, table) => {
    const pg = pgTables.get(name)!;
    // A boolean's default is its 0/1 on PostgreSQL, as SQLite stores it.
    const shape = (cols: Record<string, { name: string; notNull: boolean; primary: boolean; default: unknown }>) =>
      Object.values(cols).map((c) => [c.name, c.notNull, c.primary, typeof c.default === 'boolean' ? Number(c.default) : is(c.default, SQL) ? 'sql' : c.default]);
    expect(shape(getTableColumns(pg))).toEqual(shape(getTableColumns(table)));
    const indexes = (list: { config: { name?: string; unique: boolean } }[]) => list.map((i) => [i.config.name, i.config.unique]);
    expect(indexes(pgConfig(pg).indexes)).toEqual(indexes(sqliteConfig(table).indexes));
    expect(pgConfig(pg).foreignKeys.map((f) => f.getName())).toEqual(sqliteConfig(table).foreignKeys.map((f) => f.getName()));
  });
});
