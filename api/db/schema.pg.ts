// The PostgreSQL tables, derived column by column from api/db/schema.ts, so the data model is
// written once. Only drizzle-kit reads this file (api/db/drizzle.pg.config.ts writes drizzle-pg/
// from it): at run time the services' queries use schema.ts's tables on either database
// (docs/architecture.md, "The database"). Each PostgreSQL column stores what the SQLite one
// stores, so the same table objects read and write both:
//   - an integer is a bigint (instants are milliseconds, past int4), an id a bigint identity;
//   - a boolean is an integer 0/1, as on SQLite (the columns map true/false to 1/0 themselves);
//   - text is text (enums and JSON included, checked by the code as on SQLite).
import { getTableName, is, SQL, type Column } from 'drizzle-orm';
import { bigint, foreignKey, index, integer, pgTable, text, uniqueIndex, type PgColumn, type PgTableWithColumns } from 'drizzle-orm/pg-core';
import { getTableConfig, SQLiteTable, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import * as sqliteSchema from './schema';

type AnyPgTable = PgTableWithColumns<any>;

const made = new Map<SQLiteTable, AnyPgTable>();

function pgColumn(c: SQLiteColumn) {
  const kind = c.columnType;
  let col;
  if (kind === 'SQLiteBoolean') col = integer(c.name);
  else if (kind === 'SQLiteInteger') col = bigint(c.name, { mode: 'number' });
  else if (kind === 'SQLiteText') col = text(c.name);
  else throw new Error(`schema.pg.ts: no PostgreSQL column for ${kind} (${getTableName(c.table)}.${c.name})`);
  if ((c as { autoIncrement?: boolean }).autoIncrement) return bigint(c.name, { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity();
  if (c.primary) col = col.primaryKey();
  if (c.notNull) col = col.notNull();
  if (c.default !== undefined) {
    const value = is(c.default, SQL) ? c.default : typeof c.default === 'boolean' ? Number(c.default) : c.default;
    col = col.default(value as never);
  }
  return col;
}

/** An index expression or condition with each SQLite column swapped for its PostgreSQL twin. */
function pgSql(expr: SQL, columns: Record<string, PgColumn>): SQL {
  return new SQL(expr.queryChunks.map((chunk) => (is(chunk, SQL) ? pgSql(chunk, columns) : isSqliteColumn(chunk) ? columns[chunk.name] : chunk)));
}

const isSqliteColumn = (x: unknown): x is SQLiteColumn => typeof x === 'object' && x !== null && 'columnType' in x && 'table' in x && is((x as Column).table, SQLiteTable);

function toPg(table: SQLiteTable): AnyPgTable {
  const kept = made.get(table);
  if (kept) return kept;
  const config = getTableConfig(table);
  const columns = Object.fromEntries(config.columns.map((c) => [c.name, pgColumn(c)]));
  const pg = pgTable(config.name, columns, (t) => {
    const byName = t as unknown as Record<string, PgColumn>;
    const twin = (c: SQLiteColumn | SQL) => (is(c, SQL) ? pgSql(c, byName) : byName[c.name]);
    return [
      ...config.indexes.map((i) => {
        const on = (i.config.unique ? uniqueIndex : index)(i.config.name).on(...(i.config.columns.map(twin) as [PgColumn]));
        return i.config.where ? on.where(pgSql(i.config.where, byName)) : on;
      }),
      ...config.foreignKeys.map((fk) => {
        const ref = fk.reference();
        const foreign = toPg(ref.foreignTable) as unknown as Record<string, PgColumn>;
        const key = foreignKey({
          name: fk.getName(),
          columns: ref.columns.map((c) => byName[c.name]) as [PgColumn],
          foreignColumns: ref.foreignColumns.map((c) => foreign[c.name]) as [PgColumn],
        });
        return key.onDelete(fk.onDelete ?? 'no action').onUpdate(fk.onUpdate ?? 'no action');
      }),
    ];
  });
  made.set(table, pg);
  return pg;
}

/** Every table of schema.ts, by the same export name. */
export const pgTables: Record<string, AnyPgTable> = Object.fromEntries(
  Object.entries(sqliteSchema)
    .filter(([, table]) => is(table, SQLiteTable))
    .map(([name, table]) => [name, toPg(table as SQLiteTable)]),
);

// drizzle-kit collects the tables a schema file exports.
export const {
  users,
  passwordResets,
  predictionBatches,
  predictionPairs,
  payments,
  receipts,
  pushSubscriptions,
  contactMessages,
  secrets,
  simulatedCheckouts,
  memberships,
  mailOptOuts,
  drawResults,
  hitNotifications,
  resultFeeds,
  auditLog,
  generations,
  jobs,
  rateLimits,
  schedules,
  sessions,
  trialClaims,
  refunds,
  stripeCheckouts,
  myNumbers,
  numberLists,
  numberNews,
  ledgerEntries,
  ledgerHead,
} = pgTables;
