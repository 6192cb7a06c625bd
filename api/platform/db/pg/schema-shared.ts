// The platform's tables, which every feature may use (docs/architecture.md, "Each table one
// owner"). What the server processes share to act as one (docs/runtime.md, "Several processes"):
// the jobs table, rate limits, schedule rounds, the sessions a sign-out ends everywhere, and the
// free trial's once-per-address guard; the server's secrets and the activity log.
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

export const secrets = pgTable('secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: num('created_at').notNull(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    at: num('at').notNull(),
    actorId: num('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorUsername: text('actor_username').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    detail: text('detail').notNull().default('{}'),
  },
  (t) => [index('audit_log_action_idx').on(t.action, t.id), index('audit_log_actor_idx').on(t.actorId, t.id)],
);
