// The public record (docs/ledger.md) on PostgreSQL: the same tables as sqlite/schema-ledger.ts,
// where each is described.
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { num } from './columns';

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    seq: num('seq').primaryKey(),
    committedAt: num('committed_at').notNull(),
    setId: num('set_id').notNull(),
    version: num('version').notNull(),
    commitment: text('commitment').notNull(),
    prev: text('prev').notNull(),
    hash: text('hash').notNull(),
    reveal: text('reveal').notNull(),
    validThrough: text('valid_through'),
  },
  (t) => [index('ledger_entries_set_idx').on(t.setId, t.seq)],
);

export const resultEntries = pgTable(
  'result_entries',
  {
    seq: num('seq').primaryKey(),
    committedAt: num('committed_at').notNull(),
    action: text('action', { enum: ['enter', 'correct', 'remove'] }).notNull(),
    draw: text('draw').notNull(),
    number: text('number').notNull(),
    replaced: text('replaced'),
    prev: text('prev').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [index('result_entries_draw_idx').on(t.draw, t.seq)],
);

export const ledgerHead = pgTable('ledger_head', {
  id: num('id').primaryKey(),
  seq: num('seq').notNull(),
  hash: text('hash').notNull(),
});

export const ledgerDays = pgTable(
  'ledger_days',
  {
    chain: num('chain').notNull(),
    day: text('day').notNull(),
    seq: num('seq').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chain, t.day] })],
);
