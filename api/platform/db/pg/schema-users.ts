// The users table (pg/schema.ts re-exports it with the rest of the data model; schema-shared.ts
// references it for its foreign keys).
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, num } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['customer', 'subscriber', 'admin'] })
      .notNull()
      .default('customer'),
    subscriptionExpiresAt: num('subscription_expires_at'),
    tokenVersion: num('token_version').notNull().default(0),
    trialUsedAt: num('trial_used_at'),
    lastExpiryReminderDay: text('last_expiry_reminder_day'),
    ageConfirmedAt: num('age_confirmed_at'),
    selfExcludedUntil: num('self_excluded_until'),
    selfExcludedFrom: num('self_excluded_from'),
    monthlyLimitCents: num('monthly_limit_cents'),
    monthlyLimitNextCents: num('monthly_limit_next_cents'),
    monthlyLimitNextAt: num('monthly_limit_next_at'),
    monthlyLimitLoweredAt: num('monthly_limit_lowered_at'),
    monthlyLimitBeforeCents: num('monthly_limit_before_cents'),
    followedStates: text('followed_states'),
    resultPushStates: text('result_push_states').notNull().default(''),
    createdAt: num('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    index('users_role_idx').on(t.role),
    index('users_role_expiry_idx').on(t.role, t.subscriptionExpiresAt, t.trialUsedAt, t.username, t.email),
    index('users_created_idx').on(t.createdAt),
    index('users_result_pushes_idx').on(t.resultPushStates).where(sql`${t.resultPushStates} != ''`),
  ],
);
