// The data model. Instants are stored as integer milliseconds since the epoch (UTC); calendar
// days as 'YYYY-MM-DD' text in APP_TIMEZONE. Migrations are generated from this file into drizzle/.
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['customer', 'subscriber', 'admin'] }).notNull().default('customer'),
    subscriptionExpiresAt: integer('subscription_expires_at'),
    // Part of every token; bumping it ends every token issued before (password change or reset).
    tokenVersion: integer('token_version').notNull().default(0),
    trialUsedAt: integer('trial_used_at'),
    // The APP_TIMEZONE day the last expiry reminder push went out: at most one a day.
    lastExpiryReminderDay: text('last_expiry_reminder_day'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    // Usernames are unique regardless of case, so "Alice" cannot impersonate "alice".
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    index('users_role_idx').on(t.role),
  ],
);

export const passwordResets = sqliteTable(
  'password_resets',
  {
    // SHA-256 of the token: a leaked database does not give working reset links.
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

export const predictionBatches = sqliteTable(
  'prediction_batches',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    date: text('date').notNull(),
    timeOfDay: text('time_of_day', { enum: ['Morning', 'Evening'] }).notNull(),
    sharedContent: text('shared_content').notNull().default(''),
    archived: integer('archived', { mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  // The archive is read newest first a page at a time by (date, id): this index serves it.
  (t) => [index('prediction_batches_archive_idx').on(t.archived, t.date, t.id)],
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
  },
  (t) => [index('prediction_pairs_batch_idx').on(t.batchId, t.kind, t.priority)],
);

export const payments = sqliteTable(
  'payments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    // One payment per checkout session, enforced here: repeats and races fulfil once.
    sessionId: text('session_id').notNull(),
    provider: text('provider', { enum: ['stripe', 'simulated', 'trial'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    plan: text('plan').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    subscriptionExpiresAt: integer('subscription_expires_at').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('payments_session_unique').on(t.sessionId), index('payments_user_idx').on(t.userId)],
);

export const receipts = sqliteTable(
  'receipts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    internalReceiptId: text('internal_receipt_id').notNull(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    // Kept as they were at payment time, so the receipt survives the account.
    username: text('username').notNull(),
    email: text('email').notNull(),
    plan: text('plan').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    // Stripe's hosted receipt, where there is one.
    providerReceiptUrl: text('provider_receipt_url'),
    // The unguessable part of this server's own receipt link.
    accessToken: text('access_token').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('receipts_internal_id_unique').on(t.internalReceiptId),
    uniqueIndex('receipts_payment_unique').on(t.paymentId),
    uniqueIndex('receipts_access_token_unique').on(t.accessToken),
    index('receipts_user_idx').on(t.userId),
  ],
);

export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

export const contactMessages = sqliteTable('contact_messages', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: integer('created_at').notNull(),
});

/** Secrets generated on first start (JWT key, VAPID keys) and kept with the data. */
export const secrets = sqliteTable('secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: integer('created_at').notNull(),
});

/** Checkout sessions of the simulated provider (no Stripe keys, never in production). */
export const simulatedCheckouts = sqliteTable('simulated_checkouts', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: text('plan').notNull(),
  amountCents: integer('amount_cents').notNull(),
  email: text('email'),
  status: text('status', { enum: ['open', 'paid'] }).notNull().default('open'),
  createdAt: integer('created_at').notNull(),
});
