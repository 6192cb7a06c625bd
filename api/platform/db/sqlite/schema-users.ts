// The users table (sqlite/schema.ts re-exports it with the rest of the data model; schema-shared.ts
// references it for its foreign keys).
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['customer', 'subscriber', 'admin'] })
      .notNull()
      .default('customer'),
    subscriptionExpiresAt: integer('subscription_expires_at'),
    // Part of every token; bumping it ends every token issued before (password change or reset).
    tokenVersion: integer('token_version').notNull().default(0),
    trialUsedAt: integer('trial_used_at'),
    // The APP_TIMEZONE day the last expiry reminder push went out: at most one a day.
    lastExpiryReminderDay: text('last_expiry_reminder_day'),
    // When the person said they are 18 or older (docs/product.md, "Responsible play"); null for
    // accounts an admin made.
    ageConfirmedAt: integer('age_confirmed_at'),
    // Self-exclusion (docs/product.md, "Responsible play"): no checkout, trial or push until this
    // instant.
    selfExcludedUntil: integer('self_excluded_until'),
    // When the running break began (a longer break keeps its start): a payment made between the
    // two is refunded (docs/operations.md, "Limits at payment time").
    selfExcludedFrom: integer('self_excluded_from'),
    // The monthly spending limit in force, in cents (null: none). A raise or a removal waits 24
    // hours: it sits in monthlyLimitNextCents (null: none) until monthlyLimitNextAt.
    monthlyLimitCents: integer('monthly_limit_cents'),
    monthlyLimitNextCents: integer('monthly_limit_next_cents'),
    monthlyLimitNextAt: integer('monthly_limit_next_at'),
    // The last lowering (or first limit): when, and the limit in force before it (null: none). A
    // payment made before it is judged by that one (docs/operations.md, "Limits at payment time").
    monthlyLimitLoweredAt: integer('monthly_limit_lowered_at'),
    monthlyLimitBeforeCents: integer('monthly_limit_before_cents'),
    // The states the person follows (docs/product.md, "Followed states and result pushes"), as
    // postal codes joined by commas in the order of STATE_CODES; null until they choose, which
    // means all seven. Hit pushes go only for these states' draws.
    followedStates: text('followed_states'),
    // The followed states whose every new result is pushed ('' for none, the default).
    resultPushStates: text('result_push_states').notNull().default(''),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    // Usernames are unique regardless of case, so "Alice" cannot impersonate "alice".
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    index('users_role_idx').on(t.role),
    // The operator's overview (docs/product.md, "The operator's console") counts active subscribers
    // and trials and lists the memberships ending soon (with name and e-mail) from a range of this
    // index alone, without visiting the rows, which lie scattered over the table.
    index('users_role_expiry_idx').on(t.role, t.subscriptionExpiresAt, t.trialUsedAt, t.username, t.email),
    index('users_created_idx').on(t.createdAt),
    // The few who asked for result pushes (docs/product.md, "Followed states and result pushes"): a
    // results write asks which states they want from this index alone, not from every user.
    index('users_result_pushes_idx').on(t.resultPushStates).where(sql`${t.resultPushStates} != ''`),
  ],
);
