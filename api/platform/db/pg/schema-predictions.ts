// Prediction sets and their pairs (the predictions feature's). Only that feature imports this
// module (docs/architecture.md, "Each table one owner"); schema.ts gathers the modules for the
// migrations.
import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, num } from './columns';

export const predictionBatches = pgTable(
  'prediction_batches',
  {
    id: id(),
    date: text('date').notNull(),
    timeOfDay: text('time_of_day', { enum: ['Morning', 'Evening'] }).notNull(),
    sharedContent: text('shared_content').notNull().default(''),
    archived: boolean('archived').notNull().default(false),
    validThrough: text('valid_through').notNull().default(''),
    method: text('method').notNull().default('manual'),
    createdAt: num('created_at').notNull(),
    updatedAt: num('updated_at').notNull(),
  },
  (t) => [index('prediction_batches_archive_idx').on(t.archived, t.date, t.id), index('prediction_batches_valid_through_idx').on(t.validThrough, t.id)],
);

export const predictionPairs = pgTable(
  'prediction_pairs',
  {
    id: id(),
    batchId: num('batch_id')
      .notNull()
      .references(() => predictionBatches.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['prediction', 'alternative'] }).notNull(),
    number1: text('number1').notNull(),
    number2: text('number2').notNull(),
    priority: num('priority').notNull(),
    recordedAt: num('recorded_at').notNull().default(0),
    ledgerSeq: num('ledger_seq'),
  },
  (t) => [index('prediction_pairs_batch_idx').on(t.batchId, t.kind, t.priority)],
);
