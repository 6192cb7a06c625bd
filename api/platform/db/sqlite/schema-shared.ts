// The platform's tables, which every feature may use (docs/architecture.md, "Each table one
// owner"). What the server processes share to act as one (docs/runtime.md, "Several processes"):
// the jobs table, rate limits, schedule rounds, the sessions a sign-out ends everywhere, and the
// free trial's once-per-address guard; the server's secrets and the activity log.
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './schema-users';

/**
 * Work promised after a request has answered (docs/architecture.md, "Jobs"): pushes, e-mails,
 * feeds. Written in the transaction of the change that causes it, run by any server process,
 * retried with growing waits, kept with its reason when it fails for good.
 */
export const jobs = sqliteTable(
  'jobs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind').notNull(),
    // A job that must exist at most once (a schedule's round, a member's reminder of a day).
    key: text('key'),
    payload: text('payload').notNull().default('{}'),
    state: text('state', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAt: integer('run_at').notNull(),
    // The process running it and until when it holds it; a process that died lets go by this.
    lockedBy: text('locked_by'),
    lockedUntil: integer('locked_until'),
    lastError: text('last_error'),
    createdAt: integer('created_at').notNull(),
    finishedAt: integer('finished_at'),
  },
  (t) => [uniqueIndex('jobs_key_unique').on(t.key), index('jobs_due_idx').on(t.state, t.runAt), index('jobs_finished_idx').on(t.state, t.finishedAt)],
);

/** Rate limits shared by every server process (api/platform/http/rate-limit.ts): one row per key and window. */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  // Events (or failed attempts) counted in the window that ends at resetAt.
  count: integer('count').notNull(),
  resetAt: integer('reset_at').notNull(),
  // Attempts whose password is being checked right now, and until when they may hold their units.
  inFlight: integer('in_flight').notNull().default(0),
  inFlightUntil: integer('in_flight_until').notNull().default(0),
});

/** Scheduled work (expiry reminders, feeds, clean-up): the next round is claimed by one process. */
export const schedules = sqliteTable('schedules', {
  name: text('name').primaryKey(),
  nextAt: integer('next_at').notNull(),
});

/**
 * The sign-ins whose tokens are still good (docs/security.md, "Sign-out and sessions"): a token
 * names its session, and ends with it (Logout, Sign out everywhere, the account's deletion). A
 * deleted one marks the users kind of cached data (a trigger), so every process's kept access
 * drops it.
 */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * The free trial is once per e-mail address, also after the account is deleted (docs/product.md,
 * "The free trial"): a keyed hash of the address is kept, nothing else.
 */
export const trialClaims = sqliteTable('trial_claims', {
  emailHash: text('email_hash').primaryKey(),
  claimedAt: integer('claimed_at').notNull(),
});

/** Secrets generated on first start (JWT key, VAPID keys) and kept with the data. */
export const secrets = sqliteTable('secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: integer('created_at').notNull(),
});

/**
 * Every admin write (docs/product.md, "The operator's console"): who, when, what, on what. Kept
 * when the admin is deleted.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: integer('at').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorUsername: text('actor_username').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    // JSON: what changed, in the words of the action.
    detail: text('detail').notNull().default('{}'),
  },
  (t) => [index('audit_log_action_idx').on(t.action, t.id), index('audit_log_actor_idx').on(t.actorId, t.id)],
);
