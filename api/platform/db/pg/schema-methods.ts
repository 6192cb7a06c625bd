// The publishing schedule and its rounds (the methods feature's). Only that feature imports this
// module (docs/architecture.md, "Each table one owner"); schema.ts gathers the modules for the
// migrations.
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, num } from './columns';

/** The publishing schedule (sqlite/schema.ts says why each column). */
export const publishSchedule = pgTable('publish_schedule', {
  id: id(),
  position: num('position').notNull(),
  timeOfDay: text('time_of_day', { enum: ['Morning', 'Evening'] }).notNull(),
  publishAt: text('publish_at').notNull(),
  method: text('method').notNull(),
  pairs: num('pairs').notNull(),
  alternatives: num('alternatives').notNull(),
  validDays: num('valid_days').notNull(),
  since: num('since').notNull(),
});

/** Each entry's round of a day, at most once (sqlite/schema.ts). */
export const scheduleRuns = pgTable(
  'schedule_runs',
  {
    id: id(),
    day: text('day').notNull(),
    timeOfDay: text('time_of_day', { enum: ['Morning', 'Evening'] }).notNull(),
    publishAt: text('publish_at').notNull(),
    method: text('method').notNull(),
    setId: num('set_id'),
    problem: text('problem'),
    at: num('at').notNull(),
  },
  (t) => [uniqueIndex('schedule_runs_round_unique').on(t.day, t.timeOfDay, t.publishAt)],
);
