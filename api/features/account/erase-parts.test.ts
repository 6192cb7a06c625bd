// Every table that keeps a person's address or name past their account's row is erased by some
// feature's erase part (api/platform/erase.ts; docs/architecture.md, "Adding a feature"): a feature
// that adds such a table without declaring the part fails here, naming the table. Rows that
// reference the account with ON DELETE CASCADE go with it and need no part. What the parts do is
// proven by erase.test.ts and erase-exact.test.ts.
import { getTableConfig as pgTableConfig, PgTable, pgTable, serial, text as pgText } from 'drizzle-orm/pg-core';
import { getTableConfig as sqliteTableConfig, integer, SQLiteTable, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { getTableName, is } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '#db/schema';
import type { ErasePart } from '../../platform/erase';
import { createTestContext } from '../../test/harness';

/** A column holding a person's address or name, by the schema's naming: `email`, `username`, `…_email`, `…_username`. */
const PERSONAL = /(^|_)(email|username)$/;

function configOf(table: object) {
  if (is(table, SQLiteTable)) return sqliteTableConfig(table);
  if (is(table, PgTable)) return pgTableConfig(table);
  return undefined;
}

/** The tables of `tables` keeping something personal that neither a cascade from users nor a part erases. */
function unerased(tables: readonly object[], parts: readonly ErasePart[]): string[] {
  const claimed = new Set(parts.flatMap((p) => p.tables));
  const left: string[] = [];
  for (const table of tables) {
    const config = configOf(table);
    if (!config || claimed.has(table)) continue;
    const personal = config.columns.filter((c) => PERSONAL.test(c.name));
    if (personal.length === 0) continue;
    const goesWithAccount = config.foreignKeys.some((fk) => {
      const ref = fk.reference();
      return fk.onDelete === 'cascade' && getTableName(ref.foreignTable) === 'users';
    });
    if (!goesWithAccount) left.push(`${config.name} (${personal.map((c) => c.name).join(', ')})`);
  }
  return left;
}

const ctx = await createTestContext();
const tables = Object.values(schema).filter((t) => configOf(t) !== undefined);

describe('deleting an account, part by part', () => {
  it('erases every table of the schema that keeps an address or a name', () => {
    expect(tables.length).toBeGreaterThan(20);
    expect(unerased(tables, ctx.services.accountEraser.parts)).toEqual([]);
  });

  it('names a table a feature added with an address and no erase part', () => {
    const notes = sqliteTable('notes', { id: integer('id').primaryKey(), authorEmail: text('author_email').notNull() });
    const badges = pgTable('badges', { id: serial('id').primaryKey(), holderUsername: pgText('holder_username') });
    const parts = ctx.services.accountEraser.parts;
    expect(unerased([...tables, notes, badges], parts)).toEqual(['notes (author_email)', 'badges (holder_username)']);
    // Declared, it passes.
    const noteParts: ErasePart = { tables: [notes, badges], run: async () => undefined };
    expect(unerased([...tables, notes, badges], [...parts, noteParts])).toEqual([]);
  });

  it('names a table the schema holds when the feature that erased it no longer declares its part', () => {
    const withoutReceipts = ctx.services.accountEraser.parts.filter((p) => !p.tables.includes(schema.receipts));
    expect(unerased(tables, withoutReceipts)).toEqual(['receipts (username, email)']);
  });
});
