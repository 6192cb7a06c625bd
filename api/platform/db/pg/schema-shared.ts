// What the server processes share to act as one, on PostgreSQL: the same tables as
// sqlite/schema-shared.ts, where each is described.
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, num } from './columns';
import { users } from './schema-users';

export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    key: text('key'),
    payload: text('payload').notNull().default('{}'),
    state: text('state', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: num('attempts').notNull().default(0),
    maxAttempts: num('max_attempts').notNull(),
    runAt: num('run_at').notNull(),
    lockedBy: text('locked_by'),
    lockedUntil: num('locked_until'),
    lastError: text('last_error'),
    createdAt: num('created_at').notNull(),
    finishedAt: num('finished_at'),
  },
  (t) => [uniqueIndex('jobs_key_unique').on(t.key), index('jobs_due_idx').on(t.state, t.runAt), index('jobs_finished_idx').on(t.state, t.finishedAt)],
);

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: num('count').notNull(),
  resetAt: num('reset_at').notNull(),
  inFlight: num('in_flight').notNull().default(0),
  inFlightUntil: num('in_flight_until').notNull().default(0),
});

export const schedules = pgTable('schedules', {
  name: text('name').primaryKey(),
  nextAt: num('next_at').notNull(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: num('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: num('created_at').notNull(),
    expiresAt: num('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const trialClaims = pgTable('trial_claims', {
  emailHash: text('email_hash').primaryKey(),
  claimedAt: num('claimed_at').notNull(),
});
