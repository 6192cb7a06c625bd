// The publishing schedule and its rounds (the methods feature's). Only that feature imports this
// module (docs/architecture.md, "Each table one owner"); schema.ts gathers the modules for the
// migrations.
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/**
 * The publishing schedule (docs/product.md, "Publishing on a schedule"): one row per entry, in
 * the order the admin gave. `since` is when the entry (its time of day and publishAt) was first
 * saved: a day's round before it is never made up.
 */
export const publishSchedule = sqliteTable('publish_schedule', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  position: integer('position').notNull(),
  timeOfDay: text('time_of_day', { enum: ['Morning', 'Evening'] }).notNull(),
  publishAt: text('publish_at').notNull(),
  method: text('method').notNull(),
  pairs: integer('pairs').notNull(),
  alternatives: integer('alternatives').notNull(),
  validDays: integer('valid_days').notNull(),
  since: integer('since').notNull(),
});

/**
 * Each entry's round of a day, published or refused, at most once: the key (day, time of day,
 * publishAt) is written in the transaction that publishes the set or puts the refusal in the
 * admin's inbox.
 */
export const scheduleRuns = sqliteTable(
  'schedule_runs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    day: text('day').notNull(),
    timeOfDay: text('time_of_day', { enum: ['Morning', 'Evening'] }).notNull(),
    publishAt: text('publish_at').notNull(),
    method: text('method').notNull(),
    setId: integer('set_id'),
    problem: text('problem'),
    at: integer('at').notNull(),
  },
  (t) => [uniqueIndex('schedule_runs_round_unique').on(t.day, t.timeOfDay, t.publishAt)],
);
