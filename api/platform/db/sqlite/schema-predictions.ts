// Prediction sets and their pairs (the predictions feature's). Only that feature imports this
// module (docs/architecture.md, "Each table one owner"); schema.ts gathers the modules for the
// migrations.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const predictionBatches = sqliteTable(
  'prediction_batches',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    date: text('date').notNull(),
    timeOfDay: text('time_of_day', { enum: ['Morning', 'Evening'] }).notNull(),
    sharedContent: text('shared_content').notNull().default(''),
    archived: integer('archived', { mode: 'boolean' }).notNull().default(false),
    // The last day (APP_TIMEZONE) its numbers are scored on (docs/product.md,
    // "Hits and the track record"): date to date + 13.
    validThrough: text('valid_through').notNull().default(''),
    // How its numbers were made (docs/product.md, "Methods"): `manual` when an admin typed them.
    method: text('method').notNull().default('manual'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    // The archive is read newest first a page at a time by (date, id): this index serves it.
    index('prediction_batches_archive_idx').on(t.archived, t.date, t.id),
    // The track record and its proof list (docs/product.md, "The proof list") read batches by
    // validThrough day, newest first.
    index('prediction_batches_valid_through_idx').on(t.validThrough, t.id),
  ],
);

export const predictionPairs = sqliteTable(
  'prediction_pairs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => predictionBatches.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['prediction', 'alternative'] }).notNull(),
    number1: text('number1').notNull(),
    number2: text('number2').notNull(),
    priority: integer('priority').notNull(),
    // When this pair's numbers were published or last changed: only later draws score it. It is the
    // committedAt of the ledger entry `ledgerSeq` that made the change (docs/ledger.md).
    recordedAt: integer('recorded_at').notNull().default(0),
    ledgerSeq: integer('ledger_seq'),
  },
  (t) => [index('prediction_pairs_batch_idx').on(t.batchId, t.kind, t.priority)],
);
