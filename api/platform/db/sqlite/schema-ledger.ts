// The public record (docs/ledger.md): an append-only hash chain with one entry per publish, manual
// prediction, edit and deletion of a prediction set, appended in the transaction of the change.
// Part of the data model in schema.ts, which exports these tables too; pg/schema-ledger.ts is its twin.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * One entry of the chain. `reveal` is the exact text `commitment` hashes, salt included: it stays
 * on the server until the set's window has been closed PROOF_DELAY_DAYS days (or at once for a
 * deletion). `validThrough` is the set's window end the entry committed to, null for a deletion:
 * the newest one of a set decides when the set's entries are revealed.
 */
export const ledgerEntries = sqliteTable(
  'ledger_entries',
  {
    seq: integer('seq').primaryKey(),
    committedAt: integer('committed_at').notNull(),
    setId: integer('set_id').notNull(),
    version: integer('version').notNull(),
    commitment: text('commitment').notNull(),
    prev: text('prev').notNull(),
    hash: text('hash').notNull(),
    reveal: text('reveal').notNull(),
    validThrough: text('valid_through'),
  },
  (t) => [index('ledger_entries_set_idx').on(t.setId, t.seq)],
);

/**
 * The chain's head, one row (id 1). Every append updates it first: that update locks the row, so
 * appends of every process and machine take their turn, each seeing the last one's seq and hash
 * (on PostgreSQL at read committed, a waiting UPDATE reads the row as the other committed it).
 */
export const ledgerHead = sqliteTable('ledger_head', {
  id: integer('id').primaryKey(),
  seq: integer('seq').notNull(),
  hash: text('hash').notNull(),
});
