import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './schema-users';

// The users table lives in its own file so schema-shared.ts can reference it without importing
// this one (which re-exports it): no import cycle.
export { users };

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
    // The last day (APP_TIMEZONE) its numbers are scored on (docs/product.md,
    // "Hits and the track record"): date to date + 13.
    validThrough: text('valid_through').notNull().default(''),
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
    // The start of the period this payment bought: max(payment time, the end it extended).
    periodStartsAt: integer('period_starts_at'),
    // Where the receipt e-mail goes: the address given at checkout, else the account's.
    receiptEmail: text('receipt_email'),
    // The renewing membership this payment is a period of (the provider's subscription); null for
    // a pass. Its receipt says when it renews, and a later one that it is a renewal.
    subscriptionId: text('subscription_id'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('payments_session_unique').on(t.sessionId),
    index('payments_user_idx').on(t.userId),
    index('payments_subscription_idx').on(t.subscriptionId, t.id),
    // The overview's revenue of the last 30 days (in all, by plan, by day) reads a range of this
    // index and nothing else: it carries every column those sums need.
    index('payments_created_idx').on(t.createdAt, t.provider, t.plan, t.amountCents),
  ],
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
    // The receipts list and its range totals (newest first, by day range).
    index('receipts_created_idx').on(t.createdAt),
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
  // When an admin marked it handled; null while it waits in the inbox.
  handledAt: integer('handled_at'),
  createdAt: integer('created_at').notNull(),
});

/** Secrets generated on first start (JWT key, VAPID keys) and kept with the data. */
export const secrets = sqliteTable('secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: integer('created_at').notNull(),
});

/** Checkout sessions of the simulated provider (no Stripe keys, never in production). */
/**
 * Payments refused when they were paid (docs/operations.md, "Limits at payment time"): paid during
 * a break or taking the month over the spending limit. One row per payment id (checkout session
 * or invoice), so the success page and the webhook refuse it once; the `refund` job gives the
 * money back through the provider, then e-mails the person.
 */
export const refunds = sqliteTable(
  'refunds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    paymentId: text('payment_id').notNull(),
    provider: text('provider', { enum: ['stripe', 'simulated'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    plan: text('plan').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    reason: text('reason', { enum: ['break', 'limit'] }).notNull(),
    // The answer the person was given, kept so a repeat gets the same words.
    message: text('message').notNull(),
    // A renewing membership's payment: its subscription is ended with the refund.
    subscriptionId: text('subscription_id'),
    email: text('email'),
    paidAt: integer('paid_at').notNull(),
    createdAt: integer('created_at').notNull(),
    // The provider's refund (Stripe's re_…), once made.
    providerRefundId: text('provider_refund_id'),
    refundedAt: integer('refunded_at'),
  },
  (t) => [uniqueIndex('refunds_payment_unique').on(t.paymentId)],
);

/**
 * The Stripe Checkout sessions this server opened, for a day (Stripe's own expiry): a break
 * expires the ones still open (docs/operations.md, "Limits at payment time"). Simulated sessions keep their status in
 * simulated_checkouts instead.
 */
export const stripeCheckouts = sqliteTable(
  'stripe_checkouts',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('stripe_checkouts_user_idx').on(t.userId, t.createdAt)],
);

export const simulatedCheckouts = sqliteTable('simulated_checkouts', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: text('plan').notNull(),
  amountCents: integer('amount_cents').notNull(),
  email: text('email'),
  // expired: a break began before it was paid; refunded: paid during a break or over the limit.
  status: text('status', { enum: ['open', 'paid', 'expired', 'refunded'] })
    .notNull()
    .default('open'),
  // When "Pay" was pressed: the pay-time checks judge the payment at this instant.
  paidAt: integer('paid_at'),
  // A renewing membership (docs/product.md, "Renewing memberships") rather than a pass: paying
  // starts a simulated subscription.
  renew: integer('renew', { mode: 'boolean' }).notNull().default(false),
  // A renewing membership bought with time left starts when that time ends: nothing is charged at
  // checkout, the first period begins here (docs/product.md, "Renewing memberships"); null: now.
  startsAt: integer('starts_at'),
  createdAt: integer('created_at').notNull(),
});

/**
 * Renewing memberships (docs/product.md): one row per provider subscription (Stripe's `sub_…`, or
 * the simulated checkout's `simsub_…`). Stripe's events repeat and arrive out of order, so each
 * kind of fact keeps the marker of the event it came from and an older event never overwrites a
 * newer one: `stateAt` for status, cancellation and period (subscription events), `paidAt` and
 * `problemAt` for the latest paid and failed invoices. The paid time itself lives on the user
 * (subscriptionExpiresAt) and in `payments`, one row per invoice.
 */
export const memberships = sqliteTable(
  'memberships',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'simulated'] }).notNull(),
    subscriptionId: text('subscription_id').notNull(),
    // Stripe's customer (cus_…), for the customer portal and a later checkout; null when simulated.
    customerId: text('customer_id'),
    plan: text('plan').notNull(),
    // The provider's word: active, past_due, unpaid, incomplete, canceled, …
    status: text('status').notNull(),
    currentPeriodEnd: integer('current_period_end').notNull(),
    cancelAtPeriodEnd: integer('cancel_at_period_end', { mode: 'boolean' }).notNull().default(false),
    // When renewal was stopped, by the member or the provider; null while it renews.
    canceledAt: integer('canceled_at'),
    // When the subscription ended (deleted at the provider, or a cancelled one reached its end).
    endedAt: integer('ended_at'),
    stateAt: integer('state_at').notNull().default(0),
    paidAt: integer('paid_at'),
    problemAt: integer('problem_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('memberships_subscription_unique').on(t.subscriptionId),
    index('memberships_user_idx').on(t.userId, t.id),
    // The overview's recurring figures and the renewal reminders read the memberships not ended.
    index('memberships_open_idx').on(t.endedAt, t.cancelAtPeriodEnd, t.currentPeriodEnd),
    index('memberships_canceled_idx').on(t.canceledAt),
  ],
);

/**
 * Who turned which optional e-mail off (docs/product.md, "E-mails"; the kinds are
 * shared/mail-preferences.ts's): a row per person and kind; turning it on again deletes the row.
 */
export const mailOptOuts = sqliteTable(
  'mail_opt_outs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('mail_opt_outs_user_kind_unique').on(t.userId, t.kind)],
);

/**
 * Official draw results (docs/product.md, "Official results"): one row per draw of a state's pick3
 * or pick4 game. drawnAt is the draw's instant from the draw table; boxKey is the number's digits
 * in ascending order, so straight and box hits are found by index.
 */
export const drawResults = sqliteTable(
  'draw_results',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    state: text('state').notNull(),
    game: text('game').notNull(),
    drawDate: text('draw_date').notNull(),
    drawTime: text('draw_time').notNull(),
    number: text('number').notNull(),
    boxKey: text('box_key').notNull(),
    drawnAt: integer('drawn_at').notNull(),
    source: text('source', { enum: ['form', 'import', 'feed'] }).notNull(),
    enteredBy: integer('entered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('draw_results_draw_unique').on(t.state, t.game, t.drawDate, t.drawTime),
    index('draw_results_drawn_idx').on(t.drawnAt),
    index('draw_results_state_drawn_idx').on(t.state, t.drawnAt),
    index('draw_results_game_drawn_idx').on(t.game, t.drawnAt),
    index('draw_results_box_idx').on(t.game, t.boxKey, t.drawnAt),
  ],
);

/** Each hit (a number, a draw) is pushed once, even when a result is corrected or entered again. */
export const hitNotifications = sqliteTable(
  'hit_notifications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    number: text('number').notNull(),
    state: text('state').notNull(),
    game: text('game').notNull(),
    drawDate: text('draw_date').notNull(),
    drawTime: text('draw_time').notNull(),
    sentAt: integer('sent_at').notNull(),
  },
  (t) => [uniqueIndex('hit_notifications_unique').on(t.number, t.state, t.game, t.drawDate, t.drawTime)],
);

/** What the results feeds (RESULTS_FEEDS) last did, for the operator and for conditional fetches. */
export const resultFeeds = sqliteTable('result_feeds', {
  url: text('url').primaryKey(),
  etag: text('etag'),
  lastModified: text('last_modified'),
  lastCheckedAt: integer('last_checked_at'),
  lastOkAt: integer('last_ok_at'),
  lastImported: integer('last_imported'),
  lastError: text('last_error'),
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

/**
 * "My numbers" (docs/product.md, "My numbers"): each person's list (at most 20 rows, in their
 * order), one row per person who has saved one (its e-mail switch; every save of the list upserts
 * it first, so two saves of one person take turns), and the notices of recent draws that went out
 * as a push and an e-mail, each once. Notices themselves are not rows: they are the stored results
 * that match a saved number (joined by game and box key), see api/features/my-numbers.
 */
export const myNumbers = sqliteTable(
  'my_numbers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    number: text('number').notNull(),
    play: text('play', { enum: ['straight', 'box', 'both'] }).notNull(),
    game: text('game').notNull(),
    boxKey: text('box_key').notNull(),
    // When the number joined the list: results stored since then make its notices.
    addedAt: integer('added_at').notNull(),
  },
  (t) => [uniqueIndex('my_numbers_user_number_unique').on(t.userId, t.number), index('my_numbers_box_idx').on(t.game, t.boxKey)],
);

export const numberLists = sqliteTable('number_lists', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  // E-mail me when one comes up: off unless turned on.
  mails: integer('mails', { mode: 'boolean' }).notNull().default(false),
  updatedAt: integer('updated_at').notNull(),
});

export const numberNews = sqliteTable(
  'number_news',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    state: text('state').notNull(),
    game: text('game').notNull(),
    drawDate: text('draw_date').notNull(),
    drawTime: text('draw_time').notNull(),
    // Rows of draws past the news window are dropped: such a draw is never news again.
    drawnAt: integer('drawn_at').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('number_news_unique').on(t.userId, t.number, t.state, t.game, t.drawDate, t.drawTime), index('number_news_drawn_idx').on(t.drawnAt)],
);

// What the server processes share to act as one: jobs, rate limits, schedule
// rounds, sessions and the trial's once-per-address guard.
export * from './schema-shared';
// The public record of prediction sets.
export * from './schema-ledger';
