// The two native schemas describe one data model (docs/architecture.md, "The database"): every
// table of sqlite/schema.ts has its twin in pg/schema.ts with the same columns (name, kind,
// nullability, key, default, enum values), the same indexes (name, uniqueness, columns,
// condition) and the same foreign keys. A table or column added to one and not the other fails
// here before a migration is generated from it.
import { getTableColumns, getTableName, is, SQL, type Column } from 'drizzle-orm';
import { getTableConfig as pgConfig, PgDialect, PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig as sqliteConfig, SQLiteSyncDialect, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as pgSchema from './pg/schema';
import * as sqliteSchema from './sqlite/schema';

const tablesOf = <T>(schema: Record<string, unknown>, kind: new (...a: never[]) => T) => new Map(Object.entries(schema).filter((e): e is [string, T] => is(e[1], kind as never)));

const sqliteTables = tablesOf(sqliteSchema, SQLiteTable);
const pgTables = tablesOf(pgSchema, PgTable);

/** What a column holds, in words both dialects share. */
function kindOf(c: Column): string {
  const kinds: Record<string, string> = {
    SQLiteInteger: 'integer',
    PgBigInt53: 'integer',
    SQLiteBoolean: 'boolean',
    PgBoolean: 'boolean',
    SQLiteText: 'text',
    PgText: 'text',
  };
  return kinds[c.columnType] ?? `unknown ${c.columnType}`;
}

const defaultOf = (c: Column) => (c.default === undefined ? undefined : is(c.default, SQL) ? 'sql' : typeof c.default === 'boolean' ? Number(c.default) : c.default);

function columns(table: SQLiteTable | PgTable) {
  return Object.entries(getTableColumns(table)).map(([key, c]) => ({
    key,
    name: c.name,
    kind: kindOf(c),
    notNull: c.notNull,
    primary: c.primary,
    default: defaultOf(c),
    enum: c.enumValues,
    // An id that the database numbers itself (SQLite's autoincrement, PostgreSQL's identity).
    generated: (c as { autoIncrement?: boolean }).autoIncrement === true || (c as { generatedIdentity?: unknown }).generatedIdentity !== undefined,
  }));
}

// An index condition or expression, as each dialect renders it, in one spelling: quotes and the
// table's name stripped.
const sqliteDialect = new SQLiteSyncDialect();
const pgDialect = new PgDialect();
const sqlText = (expr: SQL, dialect: SQLiteSyncDialect | PgDialect) =>
  dialect
    .sqlToQuery(expr)
    .sql.replace(/["`]/g, '')
    .replace(/\b\w+\./g, '');

function indexes(table: SQLiteTable | PgTable) {
  const isPg = is(table, PgTable);
  const config = isPg ? pgConfig(table as PgTable) : sqliteConfig(table as SQLiteTable);
  const dialect = isPg ? pgDialect : sqliteDialect;
  return config.indexes
    .map((i) => ({
      name: i.config.name,
      unique: i.config.unique,
      on: (i.config.columns as (Column | SQL)[]).map((c) => (is(c, SQL) ? sqlText(c, dialect) : (c as Column).name)),
      where: i.config.where ? sqlText(i.config.where, dialect) : null,
    }))
    .sort((a, b) => (a.name! < b.name! ? -1 : 1));
}

function foreignKeys(table: SQLiteTable | PgTable) {
  const list = is(table, PgTable) ? pgConfig(table as PgTable).foreignKeys : sqliteConfig(table as SQLiteTable).foreignKeys;
  return list.map((fk) => {
    const ref = fk.reference();
    return {
      name: fk.getName(),
      columns: ref.columns.map((c) => c.name),
      to: getTableName(ref.foreignTable),
      foreignColumns: ref.foreignColumns.map((c) => c.name),
      onDelete: fk.onDelete ?? 'no action',
    };
  });
}

describe('the SQLite and PostgreSQL schemas', () => {
  it('export the same tables under the same names', () => {
    expect([...pgTables.keys()].sort()).toEqual([...sqliteTables.keys()].sort());
    for (const [name, table] of sqliteTables) expect(getTableName(pgTables.get(name)!)).toBe(getTableName(table));
  });

  it.each([...sqliteTables.entries()].map(([name, t]) => [getTableName(t), name] as const))('%s: the same columns, keys and defaults', (_, name) => {
    expect(columns(pgTables.get(name)!)).toEqual(columns(sqliteTables.get(name)!));
  });

  it.each([...sqliteTables.entries()].map(([name, t]) => [getTableName(t), name] as const))('%s: the same indexes and foreign keys', (_, name) => {
    expect(indexes(pgTables.get(name)!)).toEqual(indexes(sqliteTables.get(name)!));
    expect(foreignKeys(pgTables.get(name)!)).toEqual(foreignKeys(sqliteTables.get(name)!));
  });

  it('notices a difference: a column left out, or nullable on one side only', () => {
    const base = columns(sqliteSchema.secrets);
    expect(base.slice(1)).not.toEqual(base);
    expect(base.map((c, i) => (i === 1 ? { ...c, notNull: false } : c))).not.toEqual(base);
  });
});
