// The public record (docs/ledger.md): an append-only hash chain with one entry per publish, manual
// prediction, edit and deletion of a prediction set, appended in the transaction of the change.
// Part of the data model in schema.ts, which exports these tables too; pg/schema-ledger.ts is its twin.
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

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
 * One entry of the results' own chain (docs/ledger.md, "Results"): every result entered, imported,
 * fed, corrected or removed, public at once. `draw` names the draw ("OH pick3 2026-06-15 midday"),
 * `action` is enter, correct or remove, `number` the number stored by it (the removed one for a
 * removal) and `replaced` the number a correction replaced. `hash` is the SHA-256 of
 * `seq|committedAt|action|draw|number|replaced|prev` (`replaced` empty when there is none).
 */
export const resultEntries = sqliteTable(
  'result_entries',
  {
    seq: integer('seq').primaryKey(),
    committedAt: integer('committed_at').notNull(),
    action: text('action', { enum: ['enter', 'correct', 'remove'] }).notNull(),
    draw: text('draw').notNull(),
    number: text('number').notNull(),
    replaced: text('replaced'),
    prev: text('prev').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [index('result_entries_draw_idx').on(t.draw, t.seq)],
);

/**
 * The chains' heads: id 1 the sets' chain, id 2 the results' chain. Every append updates it first: that update locks the row, so
 * appends of every process and machine take their turn, each seeing the last one's seq and hash
 * (on PostgreSQL at read committed, a waiting UPDATE reads the row as the other committed it).
 */
export const ledgerHead = sqliteTable('ledger_head', {
  id: integer('id').primaryKey(),
  seq: integer('seq').notNull(),
  hash: text('hash').notNull(),
});

/**
 * Each chain's head at the end of each day (UTC) it grew (docs/ledger.md, "Heads by day"): `chain`
 * 1 the sets', 2 the results', as in ledger_head. Written by every append in its transaction.
 */
export const ledgerDays = sqliteTable(
  'ledger_days',
  {
    chain: integer('chain').notNull(),
    day: text('day').notNull(),
    seq: integer('seq').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chain, t.day] })],
);
